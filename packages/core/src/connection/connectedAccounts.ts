// The connected account of each namespace (address, connector, network), stored with the connection so that a
// server can render a returning visitor's account from the request's cookies (cookieToInitialState).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { AccountState, CaipNetworkId, ChainNamespace } from '../types.ts'

// the reads in a module of their own: a page's first chunk restores the account, only a connection stores it
export { accountOfStored, getStoredAccounts, type StoredAccount, type StoredAccounts } from './storedAccounts.ts'
import { getStoredAccounts } from './storedAccounts.ts'

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
