// The frame server's origins cache is bounded: LRU over projects, and each entry expires.
import { describe, expect, it } from 'vitest'
import { createOriginsCache } from './originsCache.ts'

describe('origins cache', () => {
  it('holds at most `max` projects, dropping the least recently used', () => {
    const cache = createOriginsCache({ max: 3, ttlMs: 60_000 })
    for (const id of ['a', 'b', 'c']) cache.set(id, [`https://${id}.example`], 0)
    expect(cache.get('a', 1)).toEqual(['https://a.example'])
    cache.set('d', [], 2)
    expect(cache.size).toBe(3)
    expect(cache.get('b', 3)).toBeUndefined()
    expect(cache.get('a', 3)).toEqual(['https://a.example'])
    for (let i = 0; i < 10_000; i++) cache.set(`made-up-${i}`, [], 4)
    expect(cache.size).toBe(3)
  })

  it('an entry expires after ttlMs and is then asked for again', () => {
    const cache = createOriginsCache({ max: 10, ttlMs: 60_000 })
    cache.set('a', ['https://a.example'], 1_000)
    expect(cache.get('a', 60_999)).toEqual(['https://a.example'])
    expect(cache.get('a', 61_000)).toBeUndefined()
    expect(cache.size).toBe(0)
  })
})
