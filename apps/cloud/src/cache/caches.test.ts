// Every cache keyed by client input is bounded: at most `max` entries (and bytes), each for at most its
// TTL, and emptied when what it holds changes — whatever a client sends.
import type { Context } from 'hono'
import { describe, expect, it } from 'vitest'
import type { ChangeFeed, ChangeTopic } from '../db/changes.ts'
import { createFastPath } from '../http/fastPath.ts'
import { loaderCache } from './loader.ts'
import { responseCache } from './responses.ts'

/** a change feed the test fires by hand */
function manualFeed() {
  const listeners = new Map<ChangeTopic, Array<() => void>>()
  const generations = new Map<ChangeTopic, number>()
  const feed: ChangeFeed = {
    on(topic, fn) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), fn])
      return () => undefined
    },
    generation: (topic) => generations.get(topic) ?? 0,
    emit(topic) {
      generations.set(topic, feed.generation(topic) + 1)
      for (const fn of listeners.get(topic) ?? []) fn()
    },
    stop: async () => undefined,
  }
  return feed
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** the bits of a Hono context the response cache reads */
const contextWith = (headers: Record<string, string> = {}) =>
  ({ req: { header: (name: string) => headers[name] } }) as unknown as Context

describe('loader cache (projects)', () => {
  it('keeps at most max entries whatever the keys, loads each key once at a time, and forgets after its TTL', async () => {
    let loads = 0
    const cache = loaderCache(
      async (key) => (loads++, key.length > 3 ? { key } : undefined),
      manualFeed(),
      'projects',
      { max: 100, ttlMs: 40 },
    )
    for (let i = 0; i < 5000; i++) await cache.get(`crafted-project-id-${i}`)
    expect(cache.size).toBe(100)
    loads = 0
    await Promise.all(Array.from({ length: 20 }, () => cache.get('same-key')))
    expect(loads).toBe(1)
    // an unknown id is remembered too (undefined), so it is not asked again on every request
    await cache.get('no')
    await cache.get('no')
    expect(loads).toBe(2)
    await sleep(60)
    await cache.get('same-key')
    expect(loads).toBe(3)
  })

  it('is emptied by a change, and never keeps a load that began before the change', async () => {
    const feed = manualFeed()
    let value = 'old'
    let release = () => {}
    const cache = loaderCache(
      async () => {
        const read = value
        await new Promise<void>((resolve) => (release = resolve))
        return read
      },
      feed,
      'projects',
      { max: 10, ttlMs: 60_000 },
    )
    const pending = cache.get('key')
    value = 'new'
    feed.emit('projects')
    release()
    expect(await pending).toBe('old')
    const fresh = cache.get('key')
    release()
    expect(await fresh).toBe('new')
  })
})

describe('response cache', () => {
  it('is bounded by entries and by bytes, with compressed variants counted', async () => {
    const feed = manualFeed()
    const cache = responseCache(feed, 'catalogue', { max: 1000, maxBytes: 200_000, ttlMs: 60_000 })
    const body = JSON.stringify({ data: 'x'.repeat(20_000) })
    for (let i = 0; i < 100; i++) {
      await cache.serve(contextWith({ 'accept-encoding': 'br' }), `page ${i}`, async () => ({
        body,
        headers: { 'content-type': 'application/json' },
      }))
    }
    // 20 KB plain + ~100 B compressed per entry: at most ~9 fit in 200 KB
    expect(cache.size).toBeLessThanOrEqual(10)
    expect(cache.size).toBeGreaterThan(0)
    feed.emit('catalogue')
    expect(cache.size).toBe(0)
  })
})

describe('fast path', () => {
  it('is bounded by entries and emptied by any change', async () => {
    const feed = manualFeed()
    const fast = createFastPath(feed, { max: 50, maxBytes: 1_000_000, ttlMs: 60_000 })
    const { markShared } = await import('../http/fastPath.ts')
    for (let i = 0; i < 500; i++) {
      const request = { method: 'GET', url: `/getWallets?search=${i}`, headers: { host: 'cloud.example' } }
      const body = new TextEncoder().encode(`{"i":${i}}`)
      await fast.through(request as never, async () =>
        markShared(new Response(body, { headers: { 'content-type': 'application/json' } }), body),
      )
    }
    expect(fast.size).toBe(50)
    feed.emit('projects')
    expect(fast.size).toBe(0)
  })
})
