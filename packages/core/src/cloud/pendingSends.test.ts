import { describe, expect, it } from 'vitest'
import { pendingSends } from './pendingSends.ts'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

describe('pending sends', () => {
  it('R-9.39 waits for at most 99 sends: the 100th drops the oldest', () => {
    const pending = pendingSends()
    for (let n = 1; n <= 99; n++) pending.add(hash(n))
    expect(pending.size).toBe(99)
    expect(pending.has(hash(1))).toBe(true)
    pending.add(hash(100))
    expect(pending.size).toBe(99)
    expect(pending.has(hash(1))).toBe(false)
    expect(pending.has(hash(2))).toBe(true)
    expect(pending.has(hash(100))).toBe(true)
  })

  it('keys hashes case-insensitively and forgets those the history lists', () => {
    const pending = pendingSends()
    pending.add('0xABC')
    pending.add('0xdef')
    expect(pending.has('0xabc')).toBe(true)
    pending.indexed(new Set(['0xabc']))
    expect(pending.has('0xABC')).toBe(false)
    expect(pending.size).toBe(1)
  })
})
