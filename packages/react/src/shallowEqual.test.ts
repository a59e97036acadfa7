import { describe, expect, it } from 'vitest'
import { shallowEqual } from './shallowEqual.ts'

describe('shallowEqual (hooks re-render only when a selected field changes)', () => {
  it('treats objects with the same field values as equal', () => {
    const network = { name: 'Latch Devnet' }
    expect(shallowEqual({ network, open: true }, { network, open: true })).toBe(true)
  })
  it('sees a changed, added or removed field', () => {
    expect(shallowEqual({ open: true }, { open: false })).toBe(false)
    expect(shallowEqual({ open: true }, { open: true, loading: false })).toBe(false)
    expect(shallowEqual({ a: undefined }, { b: undefined })).toBe(false)
  })
  it('compares nested values by identity, primitives by value', () => {
    expect(shallowEqual({ n: { id: 1 } }, { n: { id: 1 } })).toBe(false)
    expect(shallowEqual('0xab', '0xab')).toBe(true)
    expect(shallowEqual(null, {})).toBe(false)
    expect(shallowEqual([1, 2], { 0: 1, 1: 2 })).toBe(false)
  })
})
