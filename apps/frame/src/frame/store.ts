// The frame's own small state in its origin's storage. Sign-in state (session and device token) is kept per
// project: a page that loads the frame under another project sees none of it (frame allow-list). The
// wallet share is kept per user (KEYS.md).
import { STORAGE_PREFIX, type WalletStorage, type WalletStorageKey } from '../keys/storage.ts'

export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const key = (name: string): WalletStorageKey => `${STORAGE_PREFIX}${name}`

const SHARED_KEYS = {
  chainId: key('CHAIN_ID'),
  preferredAccountType: key('PREFERRED_ACCOUNT_TYPE'),
  rpcUrls: key('RPC_URLS'),
} as const
/** which user each signed-in email was, as SHA-256 of the email: whether this device holds that user's share */
const ACCOUNTS_KEY = key('ACCOUNTS')

type ProjectKey = 'sessionToken' | 'deviceToken'
const PROJECT_KEYS: Record<ProjectKey, string> = { sessionToken: 'SESSION_TOKEN', deviceToken: 'DEVICE_TOKEN' }

export interface FrameStore {
  get(name: keyof typeof SHARED_KEYS | ProjectKey): string | null
  set(name: keyof typeof SHARED_KEYS | ProjectKey, value: string): void
  remove(name: keyof typeof SHARED_KEYS | ProjectKey): void
  rpcUrlOf(chainId: string): string | undefined
  rememberRpcUrl(chainId: string, rpcUrl: string): void
  /** the user id this device last saw for `email`, if any */
  userOfEmail(email: string): Promise<string | undefined>
  rememberEmail(email: string, userId: string): Promise<void>
}

const emailHash = async (email: string) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()))),
    (b) => b.toString(16).padStart(2, '0'),
  ).join('')

function readObject(storage: KeyValue, name: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(name) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

export function frameStore(storage: KeyValue, projectId: string): FrameStore {
  const keyOf = (name: keyof typeof SHARED_KEYS | ProjectKey) =>
    name in PROJECT_KEYS
      ? key(`${PROJECT_KEYS[name as ProjectKey]}:${projectId}`)
      : SHARED_KEYS[name as keyof typeof SHARED_KEYS]
  return {
    get: (name) => storage.getItem(keyOf(name)),
    set: (name, value) => storage.setItem(keyOf(name), value),
    remove: (name) => storage.removeItem(keyOf(name)),
    rpcUrlOf: (chainId) => {
      const url = readObject(storage, SHARED_KEYS.rpcUrls)[chainId]
      return typeof url === 'string' ? url : undefined
    },
    rememberRpcUrl: (chainId, rpcUrl) =>
      storage.setItem(
        SHARED_KEYS.rpcUrls,
        JSON.stringify({ ...readObject(storage, SHARED_KEYS.rpcUrls), [chainId]: rpcUrl }),
      ),
    async userOfEmail(email) {
      return readObject(storage, ACCOUNTS_KEY)[await emailHash(email)]
    },
    async rememberEmail(email, userId) {
      storage.setItem(
        ACCOUNTS_KEY,
        JSON.stringify({ ...readObject(storage, ACCOUNTS_KEY), [await emailHash(email)]: userId }),
      )
    },
  }
}

/** the device share of one user: the keys module's fixed key, suffixed with the user's id */
export function userScopedStorage(base: WalletStorage, userId: string): WalletStorage {
  // the id comes from our cloud, but a separator in it must not let one user's key name another's
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(userId)) throw new Error('Invalid user id')
  const scoped = (k: WalletStorageKey): WalletStorageKey => `${k}:${userId}`
  return {
    getItem: (k) => base.getItem(scoped(k)),
    setItem: (k, value) => base.setItem(scoped(k), value),
  }
}
