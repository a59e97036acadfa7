// Connectors the user disconnected, per namespace, so they are not reconnected on load (SPEC §3, §4).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { ChainNamespace } from '../types.ts'

// the reads in a module of their own: the first paint reads the marks, only a connection writes them
export { getDisconnectedConnectorIds, isConnectorMarkedDisconnected } from './disconnectedMarks.ts'
import { read, same } from './disconnectedMarks.ts'

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
