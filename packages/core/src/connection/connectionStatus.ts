// Connection status per namespace at start (SPEC §4).
import { clearAddressCache } from '../addressCache.ts'
import { getConnectedNamespaces } from './storedNamespaces.ts'
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { ChainNamespace, ConnectionStatus } from '../types.ts'

/** reconnect off: disconnected; stored connected: connecting; stored disconnected also clears the address cache */
export function startConnectionStatus(storage: SafeStorage, options: { reconnect: boolean }): ConnectionStatus {
  const stored = storage.get(STORAGE_KEYS.connectionStatus)
  if (stored === 'disconnected') clearAddressCache(storage)
  return options.reconnect && stored === 'connected' ? 'connecting' : 'disconnected'
}

/** the start status of each namespace: only namespaces the last session left connected can be connecting */
export function startConnectionStatuses(
  storage: SafeStorage,
  namespaces: readonly ChainNamespace[],
  options: { reconnect: boolean },
): Record<ChainNamespace, ConnectionStatus> {
  const status = startConnectionStatus(storage, options)
  const connected = getConnectedNamespaces(storage)
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, connected.includes(namespace) ? status : 'disconnected']),
  ) as Record<ChainNamespace, ConnectionStatus>
}

/** the embedded wallet's session check: without a session the status moves to disconnected */
export function statusAfterSessionCheck(status: ConnectionStatus, hasSession: boolean): ConnectionStatus {
  return hasSession ? status : 'disconnected'
}

export function storeConnectionStatus(storage: SafeStorage, status: ConnectionStatus): void {
  storage.set(STORAGE_KEYS.connectionStatus, status)
}
