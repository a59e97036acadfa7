// Reading the connectors the user disconnected (disconnectedConnectors.ts writes them).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { ChainNamespace } from '../types.ts'

type Marks = Partial<Record<ChainNamespace, string[]>>

export const read = (storage: SafeStorage) => storage.getJson<Marks>(STORAGE_KEYS.disconnectedConnectorIds, {})
export const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function getDisconnectedConnectorIds(storage: SafeStorage, namespace: ChainNamespace): string[] {
  return read(storage)[namespace] ?? []
}

export function isConnectorMarkedDisconnected(
  storage: SafeStorage,
  namespace: ChainNamespace,
  connectorId: string,
): boolean {
  return getDisconnectedConnectorIds(storage, namespace).some((id) => same(id, connectorId))
}
