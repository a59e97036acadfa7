// Persisted values of SPEC §3. Storage failures are logged and skipped, never thrown (SPEC §8).
import type { FeatureStorageKey } from './featureStorageKeys.ts'

/**
 * Where the instance keeps the connection between loads: localStorage by default; any object with these three methods
 * will do (cookies, memory).
 */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** the keys the first paint reads: the connection's statuses and accounts, and what the button shows of them */
export const STORAGE_KEYS = {
  deepLinkChoice: '@latch/deep_link_choice',
  disconnectedConnectorIds: '@latch/disconnected_connector_ids',
  connectedNamespaces: '@latch/connected_namespaces',
  activeCaipNetworkId: '@latch/active_caip_network_id',
  connectionStatus: '@latch/connection_status',
  /** address, connector and network of each connected namespace, so a server can render them (cookieToInitialState) */
  connectedAccounts: '@latch/connected_accounts',
  recentWallets: '@latch/recent_wallets',
  socialProvider: '@latch/social_provider',
  socialUsername: '@latch/social_username',
  email: '@latch/email',
  portfolioCache: '@latch/portfolio_cache',
  nativeBalanceCache: '@latch/native_balance_cache',
  ensCache: '@latch/ens_cache',
  identityCache: '@latch/identity_cache',
  transactionsCache: '@latch/transactions_cache',
  /** the visitor's analytics choice, 'granted' or 'denied' (cloud/analyticsConsent.ts) */
  analyticsConsent: '@latch/analytics_consent',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | FeatureStorageKey

export type Logger = Pick<Console, 'error' | 'warn'>

export interface SafeStorage {
  get(key: StorageKey): string | undefined
  set(key: StorageKey, value: string): void
  remove(key: StorageKey): void
  getJson<T>(key: StorageKey, fallback: T): T
  setJson(key: StorageKey, value: unknown): void
}

/**
 * A storage that keeps everything in memory, for tests and for server code: nothing survives a reload.
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet], storage: memoryStorage() })
 * ```
 */
export function memoryStorage(): StorageLike {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

export function defaultStorage(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // a sandboxed frame throws on access; fall through to memory
  }
  return memoryStorage()
}

/** resolves the storage on first use, so creating an instance reads nothing (server rendering) */
export function lazyStorage(resolve: () => StorageLike): StorageLike {
  let storage: StorageLike | undefined
  const current = () => (storage ??= resolve())
  return {
    getItem: (key) => current().getItem(key),
    setItem: (key, value) => current().setItem(key, value),
    removeItem: (key) => current().removeItem(key),
  }
}

/** '@latch/active_namespace' -> 'active namespace', as in the SPEC's 'Unable to set active namespace' */
const readableKey = (key: string) => key.replace(/^@latch\//, '').replaceAll('_', ' ')

export function createSafeStorage(storage: StorageLike, logger: Logger = console): SafeStorage {
  const attempt = <T>(what: string, key: string, run: () => T): T | undefined => {
    try {
      return run()
    } catch (error) {
      logger.error(`Unable to ${what} ${readableKey(key)}`, error)
      return undefined
    }
  }
  const safe: SafeStorage = {
    get: (key) => attempt('get', key, () => storage.getItem(key)) ?? undefined,
    set: (key, value) => void attempt('set', key, () => storage.setItem(key, value)),
    remove: (key) => void attempt('remove', key, () => storage.removeItem(key)),
    getJson<T>(key: StorageKey, fallback: T): T {
      const raw = safe.get(key)
      if (raw === undefined) return fallback
      return attempt('parse', key, () => JSON.parse(raw) as T) ?? fallback
    },
    setJson: (key, value) => safe.set(key, JSON.stringify(value)),
  }
  return safe
}
