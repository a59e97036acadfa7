import { describe, expect, it } from 'vitest'
import { DEVICE_SHARE_KEY, memoryStorage, STORAGE_PREFIX, webStorage, type WalletStorageKey } from './storage.ts'

describe('wallet-frame storage', () => {
  it('uses the @appkit-wallet/ prefix for every key it defines (R-3.61)', () => {
    expect(STORAGE_PREFIX).toBe('@appkit-wallet/')
    expect(DEVICE_SHARE_KEY.startsWith('@appkit-wallet/')).toBe(true)
  })

  it('refuses keys without the prefix even when a caller casts around the type (R-3.61)', async () => {
    const bad = 'KEYS_SHARE' as WalletStorageKey
    const memory = memoryStorage()
    await expect(memory.setItem(bad, 'x')).rejects.toThrow('@appkit-wallet/')
    await expect(memory.getItem(bad)).rejects.toThrow('@appkit-wallet/')
    const map = new Map<string, string>()
    const web = webStorage({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) })
    await expect(web.setItem(bad, 'x')).rejects.toThrow('@appkit-wallet/')
    expect(map.size).toBe(0)
  })

  it('reads back what it wrote through a Storage object (R-3.61)', async () => {
    const map = new Map<string, string>()
    const web = webStorage({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) })
    expect(await web.getItem(DEVICE_SHARE_KEY)).toBeNull()
    await web.setItem(DEVICE_SHARE_KEY, 'v')
    expect(await web.getItem(DEVICE_SHARE_KEY)).toBe('v')
    expect([...map.keys()]).toEqual(['@appkit-wallet/KEYS_SHARE'])
  })
})
