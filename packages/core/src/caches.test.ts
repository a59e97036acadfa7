import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearAddressCache, createCaches } from './caches.ts'
import { createSafeStorage, memoryStorage, STORAGE_KEYS } from './storage.ts'

const CAIP = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('caches', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setup = () => {
    const raw = memoryStorage()
    const storage = createSafeStorage(raw)
    return { raw, storage, caches: createCaches(storage) }
  }

  it.each([
    ['R-3.40 R-9.24 portfolio', 30_000],
    ['R-3.41 R-9.25 native balance', 30_000],
    ['R-3.43 R-9.27 identity', 5 * 60_000],
    ['R-3.42 R-9.26 ens', 5 * 60_000],
    ['R-3.44 R-9.28 transactions', 15_000],
  ] as const)('R-4.37 %s entry lives %i ms and is discarded when read after', (name, lifetime) => {
    const { caches } = setup()
    const read = {
      'R-3.40 R-9.24 portfolio': () => (
        caches.portfolio.set({ caipAddress: CAIP, balance: [1] }), () => caches.portfolio.get(CAIP)
      ),
      'R-3.41 R-9.25 native balance': () => (
        caches.nativeBalance.set({ caipAddress: CAIP, balance: '1' }), () => caches.nativeBalance.get(CAIP)
      ),
      'R-3.43 R-9.27 identity': () => (
        caches.identity.set({ address: ADDRESS, identity: { name: 'v', avatar: null } }),
        () => caches.identity.get(ADDRESS)
      ),
      'R-3.42 R-9.26 ens': () => (
        caches.ens.set({ address: ADDRESS, ens: 'v.latch.id' }), () => caches.ens.get(ADDRESS)
      ),
      'R-3.44 R-9.28 transactions': () => (
        caches.transactions.set({ address: ADDRESS, chainId: 'eip155:1', transactions: [] }),
        () => caches.transactions.get(ADDRESS, 'eip155:1')
      ),
    }[name]()
    vi.advanceTimersByTime(lifetime)
    expect(read()).toMatchObject({ timestamp: Date.now() - lifetime })
    vi.advanceTimersByTime(1)
    expect(read()).toBeUndefined()
  })

  it('R-3.40 R-3.42 R-3.43 R-3.44 entries keep the SPEC §3 fields', () => {
    const { raw, caches } = setup()
    caches.ens.set({ address: ADDRESS, ens: 'a.latch.id' })
    expect(JSON.parse(raw.getItem(STORAGE_KEYS.ensCache) ?? '{}')).toEqual({
      [ADDRESS]: { address: ADDRESS, ens: 'a.latch.id', timestamp: Date.now() },
    })
    caches.portfolio.set({ caipAddress: CAIP, balance: ['eth'] })
    caches.identity.set({ address: ADDRESS, identity: { name: 'a', avatar: 'https://a/img.png' } })
    caches.transactions.set({ address: ADDRESS, chainId: 'eip155:1', transactions: [{ id: 't' }] })
    const timestamp = Date.now()
    expect(caches.portfolio.get(CAIP)).toEqual({ caipAddress: CAIP, balance: ['eth'], timestamp })
    expect(caches.identity.get(ADDRESS)).toEqual({
      address: ADDRESS,
      identity: { name: 'a', avatar: 'https://a/img.png' },
      timestamp,
    })
    expect(caches.transactions.get(ADDRESS, 'eip155:1')).toEqual({
      address: ADDRESS,
      chainId: 'eip155:1',
      transactions: [{ id: 't' }],
      timestamp,
    })
    expect(caches.transactions.get(ADDRESS, 'eip155:10')).toBeUndefined()
  })

  it('R-4.37 an expired read also drops the entry from storage, leaving fresh ones', () => {
    const { raw, caches } = setup()
    caches.identity.set({ address: '0xold', identity: { name: 'old' } })
    vi.advanceTimersByTime(4 * 60_000)
    caches.identity.set({ address: '0xnew', identity: { name: 'new' } })
    vi.advanceTimersByTime(60_001)
    expect(caches.identity.get('0xold')).toBeUndefined()
    expect(Object.keys(JSON.parse(raw.getItem(STORAGE_KEYS.identityCache) ?? '{}'))).toEqual(['0xnew'])
  })

  it('R-4.38 clearing the address cache removes portfolio, native balance, ens, identity and transactions only', () => {
    const { raw, storage, caches } = setup()
    caches.portfolio.set({ caipAddress: CAIP, balance: [] })
    caches.nativeBalance.set({ caipAddress: CAIP })
    raw.setItem(STORAGE_KEYS.ensCache, '{}')
    caches.identity.set({ address: ADDRESS, identity: {} })
    caches.transactions.set({ address: ADDRESS, chainId: 'eip155:1', transactions: [] })
    raw.setItem(STORAGE_KEYS.recentWallets, '[]')
    clearAddressCache(storage)
    expect(caches.portfolio.get(CAIP)).toBeUndefined()
    expect(caches.nativeBalance.get(CAIP)).toBeUndefined()
    expect(raw.getItem(STORAGE_KEYS.ensCache)).toBeNull()
    expect(caches.identity.get(ADDRESS)).toBeUndefined()
    expect(caches.transactions.get(ADDRESS, 'eip155:1')).toBeUndefined()
    expect(raw.getItem(STORAGE_KEYS.recentWallets)).toBe('[]')
  })
})
