// The address-scoped caches' storage keys (SPEC §4: clearing the address cache removes them), apart from the caches
// themselves so a reload that finds an ended session clears them before the features have loaded.
import { type SafeStorage, STORAGE_KEYS } from './storage.ts'

export const ADDRESS_CACHE_KEYS = [
  STORAGE_KEYS.portfolioCache,
  STORAGE_KEYS.nativeBalanceCache,
  STORAGE_KEYS.ensCache,
  STORAGE_KEYS.identityCache,
  STORAGE_KEYS.transactionsCache,
] as const

export function clearAddressCache(storage: SafeStorage): void {
  for (const key of ADDRESS_CACHE_KEYS) storage.remove(key)
}
