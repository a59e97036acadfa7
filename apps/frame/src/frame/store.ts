// The frame's own small state in its origin's storage; the wallet vault is scoped per user (KEYS.md).
import { STORAGE_PREFIX, type WalletStorage, type WalletStorageKey } from '../keys/index.ts'

export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const key = (name: string): WalletStorageKey => `${STORAGE_PREFIX}${name}`

export const FRAME_KEYS = {
  sessionToken: key('SESSION_TOKEN'),
  deviceToken: key('DEVICE_TOKEN'),
  chainId: key('CHAIN_ID'),
  preferredAccountType: key('PREFERRED_ACCOUNT_TYPE'),
  rpcUrls: key('RPC_URLS'),
} as const

export interface FrameStore {
  get(name: keyof typeof FRAME_KEYS): string | null
  set(name: keyof typeof FRAME_KEYS, value: string): void
  remove(name: keyof typeof FRAME_KEYS): void
  rpcUrlOf(chainId: string): string | undefined
  rememberRpcUrl(chainId: string, rpcUrl: string): void
}

export function frameStore(storage: KeyValue): FrameStore {
  const rpcUrls = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(FRAME_KEYS.rpcUrls) ?? '{}')
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {}
    } catch {
      return {}
    }
  }
  return {
    get: (name) => storage.getItem(FRAME_KEYS[name]),
    set: (name, value) => storage.setItem(FRAME_KEYS[name], value),
    remove: (name) => storage.removeItem(FRAME_KEYS[name]),
    rpcUrlOf: (chainId) => {
      const url = rpcUrls()[chainId]
      return typeof url === 'string' ? url : undefined
    },
    rememberRpcUrl: (chainId, rpcUrl) => storage.setItem(FRAME_KEYS.rpcUrls, JSON.stringify({ ...rpcUrls(), [chainId]: rpcUrl })),
  }
}

/** the vault and device share of one user: the keys module's fixed keys, suffixed with the user's id */
export function userScopedStorage(base: WalletStorage, userId: string): WalletStorage {
  // the id comes from our cloud, but a separator in it must not let one user's key name another's
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(userId)) throw new Error('Invalid user id')
  const scoped = (k: WalletStorageKey): WalletStorageKey => `${k}:${userId}`
  return {
    getItem: (k) => base.getItem(scoped(k)),
    setItem: (k, value) => base.setItem(scoped(k), value),
  }
}
