// The stored list of connected namespaces as a reload reads it (SPEC §3: comma-joined), apart from the changes of
// connectedNamespaces.ts so the first paint carries only this.
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { ChainNamespace } from '../types.ts'

export function getConnectedNamespaces(storage: SafeStorage): ChainNamespace[] {
  return (storage.get(STORAGE_KEYS.connectedNamespaces) ?? '').split(',').filter(Boolean) as ChainNamespace[]
}
