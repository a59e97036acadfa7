import { describe, expect, it } from 'vitest'
import { floorDecimal, formatBalance, formatUnits, parseUnits, truncateAddress } from './format.ts'

describe('display formatting', () => {
  it('R-9.38 addresses are truncated to the first 4 and last 6 characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3...b92266')
    expect(truncateAddress('0xabcdef')).toBe('0xabcdef')
  })

  it('R-9.34 R-9.35 balances are floored (never rounded up) to 3 decimals', () => {
    expect(floorDecimal('1.23999')).toBe('1.239')
    expect(floorDecimal('10000')).toBe('10000.000')
    expect(formatBalance(10n ** 22n, 18, 'ETH')).toBe('10000.000 ETH')
    expect(formatBalance(9_999_999_999_999_999_999_999n, 18, 'LTT')).toBe('9999.999 LTT')
  })

  it('converts between smallest units and decimal text exactly', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('1.1234567', 6)).toBeUndefined()
    expect(parseUnits('abc', 6)).toBeUndefined()
  })
})
