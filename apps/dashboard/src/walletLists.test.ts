import { describe, expect, it } from 'vitest'
import { moveWallet, placeOf } from './walletLists.ts'

describe("a wallet's place in a project", () => {
  it('moves a wallet between lists, appended at the end, and back to catalogue order', () => {
    const lists = { featured: ['a'], recommended: ['b'], excluded: [] }
    expect(placeOf(lists, 'b')).toBe('recommended')
    expect(moveWallet(lists, 'b', 'featured')).toEqual({ featured: ['a', 'b'], recommended: [], excluded: [] })
    expect(moveWallet(lists, 'a', 'catalogue')).toEqual({ featured: [], recommended: ['b'], excluded: [] })
    expect(placeOf(moveWallet(lists, 'c', 'excluded'), 'c')).toBe('excluded')
  })
})
