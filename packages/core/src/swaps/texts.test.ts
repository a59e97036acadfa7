// The Swap view's token search and the slippage bound (the flows themselves: packages/core/test/swap-cloud.test.ts).
import { describe, expect, it } from 'vitest'
import { MAX_SLIPPAGE, searchSwapTokens, slippageValid } from './texts.ts'

const tokens = [
  { symbol: 'ETH', name: 'Ether', address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' },
  { symbol: 'LTT', name: 'Latch Test Token', address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3' },
  { symbol: 'LST', name: 'Latch Swap Token', address: 'eip155:31337:0x9a9f2ccfde556a7e9ff0848998aa4a0cfd8863ae' },
]

describe('swap token search', () => {
  it('R-5.25 matches symbol or name in any case, the search trimmed; empty lists every token', () => {
    expect(searchSwapTokens(tokens, '  ltt ').map((token) => token.symbol)).toEqual(['LTT'])
    expect(searchSwapTokens(tokens, 'latch').map((token) => token.symbol)).toEqual(['LTT', 'LST'])
    expect(searchSwapTokens(tokens, '   ')).toHaveLength(3)
  })

  it('matches a whole address (checksummed or not), never a fragment of one', () => {
    expect(searchSwapTokens(tokens, '0x5FbDB2315678afecb367f032d93F642f64180aa3').map((token) => token.symbol)).toEqual(
      ['LTT'],
    )
    expect(searchSwapTokens(tokens, '0x5fbdb')).toEqual([])
  })
})

describe('slippage', () => {
  it('R-9.30 above 0 and at most 50 percent', () => {
    expect(MAX_SLIPPAGE).toBe(50)
    for (const value of [0.01, 1, 50]) expect(slippageValid(value)).toBe(true)
    for (const value of [0, -1, 50.01, Number.NaN, Number.POSITIVE_INFINITY]) expect(slippageValid(value)).toBe(false)
  })
})
