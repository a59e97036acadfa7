import { describe, expect, it, vi } from 'vitest'
import { createSafeStorage, lazyStorage, memoryStorage, STORAGE_KEYS, type StorageLike } from './storage.ts'
import { FEATURE_STORAGE_KEYS } from './featureStorageKeys.ts'

const throwingStorage = (): StorageLike => ({
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
})

describe('safe storage', () => {
  it('round-trips strings and JSON', () => {
    const storage = createSafeStorage(memoryStorage())
    storage.set(FEATURE_STORAGE_KEYS.activeNamespace, 'eip155')
    storage.setJson(STORAGE_KEYS.recentWallets, [{ id: 'a' }])
    expect(storage.get(FEATURE_STORAGE_KEYS.activeNamespace)).toBe('eip155')
    expect(storage.getJson(STORAGE_KEYS.recentWallets, [])).toEqual([{ id: 'a' }])
    storage.remove(FEATURE_STORAGE_KEYS.activeNamespace)
    expect(storage.get(FEATURE_STORAGE_KEYS.activeNamespace)).toBeUndefined()
  })

  it('R-8.51 a failing storage is only logged ("Unable to set active namespace") and the action skipped', () => {
    const logger = { error: vi.fn(), warn: vi.fn() }
    const storage = createSafeStorage(throwingStorage(), logger)
    expect(() => storage.set(FEATURE_STORAGE_KEYS.activeNamespace, 'eip155')).not.toThrow()
    expect(logger.error).toHaveBeenCalledWith('Unable to set active namespace', expect.any(Error))
    expect(storage.get(FEATURE_STORAGE_KEYS.activeNamespace)).toBeUndefined()
    expect(() => storage.remove(STORAGE_KEYS.email)).not.toThrow()
    expect(storage.getJson(STORAGE_KEYS.recentWallets, ['fallback'])).toEqual(['fallback'])
    expect(logger.error).toHaveBeenCalledTimes(4)
  })

  it('R-8.51 unreadable JSON falls back instead of throwing', () => {
    const raw = memoryStorage()
    raw.setItem(STORAGE_KEYS.recentWallets, '{not json')
    const logger = { error: vi.fn(), warn: vi.fn() }
    expect(createSafeStorage(raw, logger).getJson(STORAGE_KEYS.recentWallets, [])).toEqual([])
    expect(logger.error).toHaveBeenCalledWith('Unable to parse recent wallets', expect.any(SyntaxError))
  })

  it('R-3.47 R-3.48 R-3.49 R-3.50 R-3.51 R-3.52 R-3.53 R-3.54 R-3.55 R-3.56 R-3.57 R-3.58 R-3.59 R-3.60 stores every value SPEC §3 names, each under its own key', () => {
    const names = [
      'deepLinkChoice',
      'preferredAccountTypes',
      'disconnectedConnectorIds',
      'connectedNamespaces',
      'activeNamespace',
      'activeCaipNetworkId',
      'connectionStatus',
      'socialProvider',
      'socialUsername',
      'telegramSocialProvider',
      'emailLoginUsed',
      'email',
      'lastEmailLoginTime',
      'lastUsedChain',
      'smartAccountEnabledNetworks',
    ] as const
    // the first paint's keys and the features' own, together
    const keys: Record<string, string> = { ...STORAGE_KEYS, ...FEATURE_STORAGE_KEYS }
    for (const name of names) expect(keys[name]).toMatch(/^@latch\//)
    expect(Object.keys(keys)).toHaveLength(Object.keys(STORAGE_KEYS).length + Object.keys(FEATURE_STORAGE_KEYS).length)
    expect(new Set(Object.values(keys)).size).toBe(Object.values(keys).length)
  })

  it('a lazy storage is resolved on first use, once', () => {
    const resolve = vi.fn(memoryStorage)
    const storage = lazyStorage(resolve)
    expect(resolve).not.toHaveBeenCalled()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
    expect(resolve).toHaveBeenCalledOnce()
  })
})
