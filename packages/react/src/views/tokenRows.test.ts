import { describe, expect, it } from 'vitest'
import { tokenRows } from './tokenRows.ts'

describe('tokenRows', () => {
  it('R-9.34: floors each balance to 3 decimals and keeps its symbol, native coin first', () => {
    const rows = tokenRows([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        price: 0,
        quantity: { decimals: '18', numeric: '10000000000000000000000' },
      },
      {
        name: 'Latch Test Token',
        symbol: 'LTT',
        chainId: 'eip155:31337',
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        price: 0,
        quantity: { decimals: '18', numeric: '9999999999999999999999' },
      },
    ])
    expect(rows.map((row) => `${row.amount} ${row.symbol}`)).toEqual(['10000.000 ETH', '9999.999 LTT'])
    expect(new Set(rows.map((row) => row.key)).size).toBe(2)
  })
})

describe('tokenRows with prices', () => {
  it('R-3.29: a priced balance from the balance API shows its value; an unpriced one none', () => {
    const [priced, unpriced] = tokenRows([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 2000,
        value: 3000.5,
        quantity: { decimals: '18', numeric: '1500000000000000000' },
      },
      {
        name: 'Latch Test Token',
        symbol: 'LTT',
        chainId: 'eip155:1',
        address: '0x1',
        price: 0,
        quantity: { decimals: '18', numeric: '1' },
      },
    ])
    expect(priced?.usd).toBe(3000.5)
    expect(unpriced?.usd).toBeUndefined()
  })
})
