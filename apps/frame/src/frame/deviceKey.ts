// The device key (apps/frame/KEYS.md): an ECDSA P-256 key made non-extractable in this frame and kept in its origin's
// IndexedDB, one per project. The cloud binds the device token to its public key and asks for its signature on every
// use of the token, so a token copied out of storage alone signs nobody in and releases no share.
import { toBase64Url } from '../keys/bytes.ts'

export interface DeviceKeys {
  /** a new key for this project (replacing the old one); its raw public key, base64url */
  create(projectId: string): Promise<string>
  /** the signature (r ‖ s) of this project's key over `message`, or undefined when this device has none */
  sign(projectId: string, message: string): Promise<Uint8Array | undefined>
  remove(projectId: string): Promise<void>
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const

/** where the CryptoKeyPairs live: IndexedDB stores them as they are, the private key never leaving WebCrypto */
interface KeyPairs {
  get(name: string): Promise<CryptoKeyPair | undefined>
  put(name: string, pair: CryptoKeyPair): Promise<void>
  delete(name: string): Promise<void>
}

export function createDeviceKeys(pairs: KeyPairs): DeviceKeys {
  return {
    async create(projectId) {
      const pair = (await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])) as CryptoKeyPair
      await pairs.put(projectId, pair)
      return toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
    },
    async sign(projectId, message) {
      const pair = await pairs.get(projectId)
      if (!pair) return undefined
      return new Uint8Array(await crypto.subtle.sign(SIGNING, pair.privateKey, new TextEncoder().encode(message)))
    },
    remove: (projectId) => pairs.delete(projectId),
  }
}

const STORE = 'device-keys'

/** the frame origin's IndexedDB database `latch-device-keys` */
export function indexedDbKeyPairs(factory: IDBFactory): KeyPairs {
  let opened: Promise<IDBDatabase> | undefined
  const database = () =>
    (opened ??= new Promise((resolve, reject) => {
      const request = factory.open('latch-device-keys', 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    }))
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const store = (await database()).transaction(STORE, mode).objectStore(STORE)
    return new Promise((resolve, reject) => {
      const request = action(store)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  }
  return {
    get: (name) => run('readonly', (store) => store.get(name) as IDBRequest<CryptoKeyPair | undefined>),
    put: async (name, pair) => void (await run('readwrite', (store) => store.put(pair, name))),
    delete: async (name) => void (await run('readwrite', (store) => store.delete(name))),
  }
}

/** a page without IndexedDB (the tests' DOM): the keys live as long as the page */
export function memoryKeyPairs(): KeyPairs {
  const pairs = new Map<string, CryptoKeyPair>()
  return {
    get: async (name) => pairs.get(name),
    put: async (name, pair) => void pairs.set(name, pair),
    delete: async (name) => void pairs.delete(name),
  }
}

const memoryByWindow = new WeakMap<object, KeyPairs>()

/** the frame window's IndexedDB; without one (a DOM without it), keys in memory, shared by the window's frames */
export function deviceKeysOf(window: Pick<Window, 'indexedDB'>): DeviceKeys {
  if (window.indexedDB) return createDeviceKeys(indexedDbKeyPairs(window.indexedDB))
  let pairs = memoryByWindow.get(window)
  if (!pairs) memoryByWindow.set(window, (pairs = memoryKeyPairs()))
  return createDeviceKeys(pairs)
}
