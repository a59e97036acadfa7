// Connectors the user disconnected, per namespace, so they are not reconnected on load (SPEC §3, §4).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { ChainNamespace } from '../types.ts'

type Marks = Partial<Record<ChainNamespace, string[]>>

const read = (storage: SafeStorage) => storage.getJson<Marks>(STORAGE_KEYS.disconnectedConnectorIds, {})
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

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

export function markConnectorDisconnected(storage: SafeStorage, namespace: ChainNamespace, connectorId: string): void {
  const marks = read(storage)
  const ids = marks[namespace] ?? []
  if (ids.some((id) => same(id, connectorId))) return
  storage.setJson(STORAGE_KEYS.disconnectedConnectorIds, { ...marks, [namespace]: [...ids, connectorId] })
}

export function unmarkConnectorDisconnected(
  storage: SafeStorage,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const marks = read(storage)
  const ids = (marks[namespace] ?? []).filter((id) => !same(id, connectorId))
  storage.setJson(STORAGE_KEYS.disconnectedConnectorIds, { ...marks, [namespace]: ids })
}
