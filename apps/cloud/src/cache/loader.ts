// A bounded cache in front of a loader: LRU + TTL (entries keyed by client input can never grow memory without
// bound), one load per key at a time, and no stale fill: a load that began before a change is not kept.
import { LRUCache } from 'lru-cache'
import type { ChangeFeed, ChangeTopic } from '../db/changes.ts'

export interface LoaderCacheOptions {
  /** most entries kept */
  max: number
  /** an entry's life, whatever the change feed says (a safety net, not the invalidation) */
  ttlMs: number
}

export interface LoaderCache<V> {
  get(key: string): Promise<V>
  readonly size: number
  clear(): void
}

/** `null` and `undefined` answers are cached too (an unknown project id is asked once, not on every request) */
export function loaderCache<V>(
  load: (key: string) => Promise<V>,
  changes: ChangeFeed,
  topic: ChangeTopic,
  options: LoaderCacheOptions,
): LoaderCache<V> {
  const entries = new LRUCache<string, { value: V }>({ max: options.max, ttl: options.ttlMs })
  const loading = new Map<string, Promise<V>>()
  changes.on(topic, () => {
    entries.clear()
    loading.clear()
  })
  return {
    async get(key) {
      const hit = entries.get(key)
      if (hit) return hit.value
      let pending = loading.get(key)
      if (!pending) {
        const generation = changes.generation(topic)
        pending = load(key).then(
          (value) => {
            if (loading.get(key) === pending) loading.delete(key)
            if (changes.generation(topic) === generation) entries.set(key, { value })
            return value
          },
          (error: unknown) => {
            if (loading.get(key) === pending) loading.delete(key)
            throw error
          },
        )
        loading.set(key, pending)
      }
      return pending
    },
    get size() {
      return entries.size
    },
    clear: () => entries.clear(),
  }
}
