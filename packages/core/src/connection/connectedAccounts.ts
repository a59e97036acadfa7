// The connected account of each namespace (address, connector, network), stored with the connection so that a
// server can render a returning visitor's account from the request's cookies (cookieToInitialState).
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

/** records the connected account of a namespace on its network; one without an address or a connector is not stored */
export function storeConnectedAccount(
  storage: SafeStorage,
  namespace: ChainNamespace,
  { address, connectorId }: Pick<AccountState, 'address' | 'connectorId'>,
  caipNetworkId: CaipNetworkId,
): void {
  if (!address || !connectorId) return
  storage.setJson(STORAGE_KEYS.connectedAccounts, {
    ...getStoredAccounts(storage),
    [namespace]: { address, connectorId, caipNetworkId },
  })
}

export function forgetConnectedAccount(storage: SafeStorage, namespace: ChainNamespace): void {
  const { [namespace]: _forgotten, ...rest } = getStoredAccounts(storage)
  storage.setJson(STORAGE_KEYS.connectedAccounts, rest)
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
