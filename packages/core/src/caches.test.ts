import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearAddressCache, createCaches, tokenPriceKey } from './caches.ts'
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
    ['R-3.42 R-9.26 ens', 5 * 60_000],
    ['R-3.43 R-9.27 identity', 5 * 60_000],
    ['R-3.44 R-9.28 transactions', 15_000],
    ['R-3.46 R-9.29 token price', 15_000],
  ] as const)('R-4.37 %s entry lives %i ms and is discarded when read after', (name, lifetime) => {
    const { caches } = setup()
    const read = {
      'R-3.40 R-9.24 portfolio': () => (caches.portfolio.set({ caipAddress: CAIP, balance: [1] }), () => caches.portfolio.get(CAIP)),
      'R-3.41 R-9.25 native balance': () => (caches.nativeBalance.set({ caipAddress: CAIP, balance: '1' }), () => caches.nativeBalance.get(CAIP)),
      'R-3.42 R-9.26 ens': () => (caches.ens.set({ address: ADDRESS, ens: 'vitalik.eth' }), () => caches.ens.get(ADDRESS)),
      'R-3.43 R-9.27 identity': () => (caches.identity.set({ address: ADDRESS, identity: { name: 'v', avatar: null } }), () => caches.identity.get(ADDRESS)),
      'R-3.44 R-9.28 transactions': () => (caches.transactions.set({ address: ADDRESS, chainId: 'eip155:1', transactions: [] }), () => caches.transactions.get(ADDRESS, 'eip155:1')),
      'R-3.46 R-9.29 token price': () => (caches.tokenPrice.set(['0xa', '0xb'], { tokenPrice: 2 }), () => caches.tokenPrice.get(['0xa', '0xb'])),
    }[name]()
    vi.advanceTimersByTime(lifetime)
    expect(read()).toMatchObject({ timestamp: Date.now() - lifetime })
    vi.advanceTimersByTime(1)
    expect(read()).toBeUndefined()
  })

  it('R-3.40 R-3.42 R-3.43 R-3.44 entries keep the SPEC §3 fields', () => {
    const { caches } = setup()
    caches.portfolio.set({ caipAddress: CAIP, balance: ['eth'] })
    caches.ens.set({ address: ADDRESS, ens: 'a.eth' })
    caches.identity.set({ address: ADDRESS, identity: { name: 'a', avatar: 'https://a/img.png' } })
    caches.transactions.set({ address: ADDRESS, chainId: 'eip155:1', transactions: [{ id: 't' }] })
    const timestamp = Date.now()
    expect(caches.portfolio.get(CAIP)).toEqual({ caipAddress: CAIP, balance: ['eth'], timestamp })
    expect(caches.ens.get(ADDRESS)).toEqual({ address: ADDRESS, ens: 'a.eth', timestamp })
    expect(caches.identity.get(ADDRESS)).toEqual({ address: ADDRESS, identity: { name: 'a', avatar: 'https://a/img.png' }, timestamp })
    expect(caches.transactions.get(ADDRESS, 'eip155:1')).toEqual({ address: ADDRESS, chainId: 'eip155:1', transactions: [{ id: 't' }], timestamp })
    expect(caches.transactions.get(ADDRESS, 'eip155:10')).toBeUndefined()
  })

  it('R-4.37 an expired read also drops the entry from storage, leaving fresh ones', () => {
    const { raw, caches } = setup()
    caches.ens.set({ address: '0xold', ens: 'old.eth' })
    vi.advanceTimersByTime(4 * 60_000)
    caches.ens.set({ address: '0xnew', ens: 'new.eth' })
    vi.advanceTimersByTime(60_001)
    expect(caches.ens.get('0xold')).toBeUndefined()
    expect(Object.keys(JSON.parse(raw.getItem(STORAGE_KEYS.ensCache) ?? '{}'))).toEqual(['0xnew'])
  })

  it('R-3.45 the token price key is the comma-joined address list', () => {
    expect(tokenPriceKey(['0xa', '0xb', '0xc'])).toBe('0xa,0xb,0xc')
    const { raw, caches } = setup()
    caches.tokenPrice.set(['0xa', '0xb'], { tokenPrice: 3 })
    expect(Object.keys(JSON.parse(raw.getItem(STORAGE_KEYS.tokenPriceCache) ?? '{}'))).toEqual(['0xa,0xb'])
  })

  it('R-4.38 clearing the address cache removes portfolio, native balance, ens, identity and transactions only', () => {
    const { storage, caches } = setup()
    caches.portfolio.set({ caipAddress: CAIP, balance: [] })
    caches.nativeBalance.set({ caipAddress: CAIP })
    caches.ens.set({ address: ADDRESS, ens: 'a.eth' })
    caches.identity.set({ address: ADDRESS, identity: {} })
    caches.transactions.set({ address: ADDRESS, chainId: 'eip155:1', transactions: [] })
    caches.tokenPrice.set(['0xa'], { tokenPrice: 1 })
    clearAddressCache(storage)
    expect(caches.portfolio.get(CAIP)).toBeUndefined()
    expect(caches.nativeBalance.get(CAIP)).toBeUndefined()
    expect(caches.ens.get(ADDRESS)).toBeUndefined()
    expect(caches.identity.get(ADDRESS)).toBeUndefined()
    expect(caches.transactions.get(ADDRESS, 'eip155:1')).toBeUndefined()
    expect(caches.tokenPrice.get(['0xa'])).toMatchObject({ tokenPrice: 1 })
  })
})
