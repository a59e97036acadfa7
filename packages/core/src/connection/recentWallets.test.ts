import { describe, expect, it } from 'vitest'
import { addRecentWallet } from './recentWallets.ts'

describe('recent wallets', () => {
  it('R-4.29 R-3.7 a new wallet goes to the front', () => {
    expect(addRecentWallet([{ id: 'a', rdns: 'io.a' }], { id: 'b', rdns: 'io.b' })).toEqual([
      { id: 'b', rdns: 'io.b' },
      { id: 'a', rdns: 'io.a' },
    ])
  })

  it('R-4.29 a wallet already in the list is not moved or duplicated', () => {
    const list = [{ id: 'a' }, { id: 'b' }]
    expect(addRecentWallet(list, { id: 'b' })).toEqual([{ id: 'a' }, { id: 'b' }])
  })

  it('R-4.30 R-9.23 keeps at most 2 recent wallets', () => {
    let list = addRecentWallet([], { id: 'a' })
    list = addRecentWallet(list, { id: 'b' })
    list = addRecentWallet(list, { id: 'c' })
    expect(list).toEqual([{ id: 'c' }, { id: 'b' }])
  })
})
