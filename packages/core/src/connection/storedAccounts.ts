// The connected accounts as stored (connectedAccounts.ts stores them): read at mount and by cookieToInitialState.
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { AccountState, CaipNetworkId, ChainNamespace } from '../types.ts'
import { isCaipAddress, isCaipNetworkId } from '../validators.ts'

/** A connected account as it is remembered in storage, to restore the connection on the next load. */
export interface StoredAccount {
  address: string
  connectorId: string
  caipNetworkId: CaipNetworkId
}

export type StoredAccounts = Partial<Record<ChainNamespace, StoredAccount>>

const isStoredAccount = (value: unknown): value is StoredAccount => {
  const entry = value as Partial<StoredAccount> | undefined
  if (
    typeof entry?.address !== 'string' ||
    typeof entry.connectorId !== 'string' ||
    typeof entry.caipNetworkId !== 'string'
  )
    return false
  // a cookie is the request's to edit: the network id and the CAIP address it makes must parse (SPEC §5)
  return isCaipNetworkId(entry.caipNetworkId) && isCaipAddress(`${entry.caipNetworkId}:${entry.address}`)
}

/** the stored accounts; an entry of the wrong shape (an old or edited value) is left out */
export function getStoredAccounts(storage: SafeStorage): StoredAccounts {
  const stored = storage.getJson<Record<string, unknown>>(STORAGE_KEYS.connectedAccounts, {})
  if (typeof stored !== 'object' || stored === null) return {}
  return Object.fromEntries(Object.entries(stored).filter(([, entry]) => isStoredAccount(entry))) as StoredAccounts
}

/** the account state a stored account renders: connected, with its CAIP address (eoa, as a fresh connection) */
export function accountOfStored(stored: StoredAccount): AccountState {
  return {
    status: 'connected',
    address: stored.address,
    caipAddress: `${stored.caipNetworkId}:${stored.address}`,
    allAccounts: [{ address: stored.address, type: 'eoa' }],
    connectorId: stored.connectorId,
  }
}
