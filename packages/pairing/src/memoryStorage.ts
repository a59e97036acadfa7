// A Core storage kept in memory: for Node (tests, the wallet side) where the default writes files.
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/**
 * A pairing storage in memory, for tests and Node: a session does not survive the process.
 *
 * @example
 * ```ts
 * const provider = await createPairingProvider({ relayUrl, projectId, metadata, networks, storage: memoryKeyValueStorage() })
 * ```
 */
export function memoryKeyValueStorage(): IKeyValueStorage {
  const map = new Map<string, unknown>()
  // values are copied in and out, as a real store would serialise them
  const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()].map(([key, value]) => [key, copy(value)] as [string, T]),
    getItem: async <T>(key: string) => copy(map.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => void map.set(key, copy(value)),
    removeItem: async (key: string) => void map.delete(key),
  }
}
