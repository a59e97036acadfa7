// Address-scoped caches of SPEC §3 with the lifetimes of SPEC §9; an entry read after expiry is discarded.
import { CACHE_LIFETIME_MS } from './constants.ts'
import { type SafeStorage, STORAGE_KEYS, type StorageKey } from './storage.ts'

type Timed<E> = E & { timestamp: number }

export interface TimedCache<E> {
  get(id: string): Timed<E> | undefined
  set(id: string, entry: E): void
}

export function createTimedCache<E extends object>(
  storage: SafeStorage,
  storageKey: StorageKey,
  lifetimeMs: number,
  now: () => number = Date.now,
): TimedCache<E> {
  const read = () => storage.getJson<Record<string, Timed<E>>>(storageKey, {})
  return {
    get(id) {
      const all = read()
      const entry = all[id]
      if (!entry) return undefined
      if (now() - entry.timestamp > lifetimeMs) {
        delete all[id]
        storage.setJson(storageKey, all)
        return undefined
      }
      return entry
    },
    set(id, entry) {
      storage.setJson(storageKey, { ...read(), [id]: { ...entry, timestamp: now() } })
    },
  }
}

export interface PortfolioEntry<B = unknown> {
  caipAddress: string
  balance: B
}
export interface NativeBalanceEntry<B = unknown> {
  caipAddress: string
  balance?: B
}
export interface IdentityEntry {
  address: string
  identity: { name?: string | null; avatar?: string | null }
}
/** a reverse name lookup's answer (the profile names of an address, newest first); null when it has none */
export interface EnsEntry {
  address: string
  ens: string | null
}
export interface TransactionsEntry<T = unknown> {
  address: string
  chainId: string
  transactions: T[]
}
export function createCaches(storage: SafeStorage, now: () => number = Date.now) {
  const cache = <E extends object>(key: StorageKey, lifetime: number) =>
    createTimedCache<E>(storage, key, lifetime, now)
  const portfolio = cache<PortfolioEntry>(STORAGE_KEYS.portfolioCache, CACHE_LIFETIME_MS.portfolio)
  const nativeBalance = cache<NativeBalanceEntry>(STORAGE_KEYS.nativeBalanceCache, CACHE_LIFETIME_MS.nativeBalance)
  const identity = cache<IdentityEntry>(STORAGE_KEYS.identityCache, CACHE_LIFETIME_MS.identity)
  const ens = cache<EnsEntry>(STORAGE_KEYS.ensCache, CACHE_LIFETIME_MS.ens)
  const transactions = cache<TransactionsEntry>(STORAGE_KEYS.transactionsCache, CACHE_LIFETIME_MS.transactions)
  return {
    portfolio: {
      get: (caipAddress: string) => portfolio.get(caipAddress),
      set: (entry: PortfolioEntry) => portfolio.set(entry.caipAddress, entry),
    },
    nativeBalance: {
      get: (caipAddress: string) => nativeBalance.get(caipAddress),
      set: (entry: NativeBalanceEntry) => nativeBalance.set(entry.caipAddress, entry),
    },
    identity: {
      get: (address: string) => identity.get(address),
      set: (entry: IdentityEntry) => identity.set(entry.address, entry),
    },
    ens: {
      get: (address: string) => ens.get(address),
      set: (entry: EnsEntry) => ens.set(entry.address, entry),
    },
    transactions: {
      get: (address: string, chainId: string) => transactions.get(`${address}@${chainId}`),
      set: (entry: TransactionsEntry) => transactions.set(`${entry.address}@${entry.chainId}`, entry),
    },
  }
}

export type Caches = ReturnType<typeof createCaches>

/** the caches tied to an address (SPEC §4): balances carry their prices, so no token price cache is kept here */

const byStorage = new WeakMap<SafeStorage, Caches>()

/** an instance's caches over its storage, made when a feature first reads them (the first paint reads none) */
export function cachesOf(storage: SafeStorage): Caches {
  let caches = byStorage.get(storage)
  if (!caches) {
    caches = createCaches(storage)
    byStorage.set(storage, caches)
  }
  return caches
}

// a reload clears them when the stored session ended: in a module of its own, without the caches
export { ADDRESS_CACHE_KEYS, clearAddressCache } from './addressCache.ts'
