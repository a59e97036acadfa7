// The comma-joined list of connected namespaces in storage (SPEC §3, §4).
import { addNamespace, removeNamespace } from './connections.ts'
import { getConnectedNamespaces } from './storedNamespaces.ts'
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { ChainNamespace, ConnectorType } from '../types.ts'

// the first paint reads the list (connectionStatus.ts) without the changes below and the list helpers they use
export { getConnectedNamespaces } from './storedNamespaces.ts'

/** adds without creating a duplicate; returns the new list */
export function addConnectedNamespace(storage: SafeStorage, namespace: ChainNamespace): ChainNamespace[] {
  const list = addNamespace(getConnectedNamespaces(storage), namespace) as ChainNamespace[]
  storage.set(STORAGE_KEYS.connectedNamespaces, list.join(','))
  return list
}

/** removes; returns what is left */
export function removeConnectedNamespace(storage: SafeStorage, namespace: ChainNamespace): ChainNamespace[] {
  const list = removeNamespace(getConnectedNamespaces(storage), namespace) as ChainNamespace[]
  storage.set(STORAGE_KEYS.connectedNamespaces, list.join(','))
  return list
}

/** a pairing-protocol or embedded-wallet connector spans namespaces, so disconnecting it disconnects them all */
export function namespacesToDisconnect(
  connectorType: ConnectorType | undefined,
  namespace: ChainNamespace,
  connected: readonly ChainNamespace[],
): ChainNamespace[] {
  const spansAll = connectorType === 'WALLET_CONNECT' || connectorType === 'AUTH' || connectorType === 'ID_AUTH'
  return spansAll ? [...connected] : [namespace]
}
