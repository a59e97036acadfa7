import { describe, expect, it } from 'vitest'
import {
  displayAmount,
  displayPercent,
  floorDecimal,
  formatBalance,
  formatUnits,
  parseUnits,
  truncateAddress,
} from './format.ts'

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

  it('R-9.34 an amount keeps 3 decimals where they keep its meaning, floored', () => {
    expect(displayAmount('1.23999')).toBe('1.239')
    expect(displayAmount('10000')).toBe('10000.000')
    expect(displayAmount('0.5')).toBe('0.500')
    expect(displayAmount('0.05')).toBe('0.050')
    expect(displayAmount('0.0421')).toBe('0.042')
    expect(displayAmount('0')).toBe('0.000')
    expect(displayAmount('0.000')).toBe('0.000')
  })

  it('a small amount keeps 3 significant digits, so a swap quote of 0.0049828 ETH reads 0.00498, not 0.004 (20% low)', () => {
    expect(displayAmount('0.0049828')).toBe('0.00498')
    // an onramp quote as the provider computes it: never 18 decimals
    expect(displayAmount('0.016416666666666666')).toBe('0.0164')
    expect(displayAmount('0.000000000000000001')).toBe('0.000000000000000001')
    expect(formatBalance(4_982_800_000_000_000n, 18, 'ETH')).toBe('0.00498 ETH')
  })

  it('every amount shown is within 1% of the truth and never above it', () => {
    const scaled = (text: string, places: number) => {
      const [whole = '0', fraction = ''] = text.split('.')
      return BigInt(whole + fraction.padEnd(places, '0').slice(0, places))
    }
    let seed = 7
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648)
    for (let i = 0; i < 2000; i++) {
      const digits = String(next()).padStart(10, '0')
      const point = next() % 30
      const amount =
        point >= 10
          ? `0.${'0'.repeat(point - 10)}${digits}`
          : `${digits.slice(0, 10 - point) || '0'}.${digits.slice(10 - point)}`
      const truth = scaled(amount, 40)
      const shown = scaled(displayAmount(amount), 40)
      if (truth === 0n) continue
      expect(shown <= truth, amount).toBe(true)
      expect((truth - shown) * 100n < truth, `${amount} shown as ${displayAmount(amount)}`).toBe(true)
    }
  })

  it('a price impact that is not zero never reads as 0.00%', () => {
    expect(displayPercent(0)).toBe('0.00')
    expect(displayPercent(0.0004)).toBe('<0.01')
    expect(displayPercent(1.234)).toBe('1.23')
  })
})
