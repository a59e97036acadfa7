// The frame origin's key-value store; every key carries the wallet-frame prefix.

export const STORAGE_PREFIX = '@appkit-wallet/'

export type WalletStorageKey = `${typeof STORAGE_PREFIX}${string}`

/** this device's Shamir share of the user's seed, with the wallet's addresses (KEYS.md); scoped per user */
export const DEVICE_SHARE_KEY: WalletStorageKey = `${STORAGE_PREFIX}KEYS_SHARE`

export interface WalletStorage {
  getItem(key: WalletStorageKey): Promise<string | null>
  setItem(key: WalletStorageKey, value: string): Promise<void>
}

function checkKey(key: string): void {
  // the type already says so; this guards callers that cast around it
  if (!key.startsWith(STORAGE_PREFIX)) throw new TypeError(`storage key must start with ${STORAGE_PREFIX}`)
}

export function memoryStorage(entries = new Map<string, string>()): WalletStorage & { entries: Map<string, string> } {
  return {
    entries,
    async getItem(key) {
      checkKey(key)
      return entries.get(key) ?? null
    },
    async setItem(key, value) {
      checkKey(key)
      entries.set(key, value)
    },
  }
}

// Wraps the frame origin's localStorage (or any Storage) in the async interface.
export function webStorage(store: Pick<Storage, 'getItem' | 'setItem'>): WalletStorage {
  return {
    async getItem(key) {
      checkKey(key)
      return store.getItem(key)
    },
    async setItem(key, value) {
      checkKey(key)
      store.setItem(key, value)
    },
  }
}
