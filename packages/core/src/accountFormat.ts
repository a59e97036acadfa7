// What an account button shows (SPEC §9): the truncated address and the floored balance (format.ts has the rest).
import { ADDRESS_HEAD_CHARS, ADDRESS_TAIL_CHARS, BALANCE_DECIMALS } from './firstPaintConstants.ts'

/**
 * An address shortened for display, its start and end kept.
 *
 * @example
 * ```ts
 * truncateAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // '0xd8...a96045'
 * ```
 */
export function truncateAddress(address: string): string {
  if (address.length <= ADDRESS_HEAD_CHARS + ADDRESS_TAIL_CHARS) return address
  return `${address.slice(0, ADDRESS_HEAD_CHARS)}...${address.slice(-ADDRESS_TAIL_CHARS)}`
}

/**
 * bigint in smallest units to a decimal string, exact
 *
 * @example
 * ```ts
 * formatUnits(1_500_000n, 6) // '1.5'
 * ```
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * floors (never rounds up) to a fixed number of decimals and keeps them all: 1.23456 -> "1.234"
 *
 * @example
 * ```ts
 * floorDecimal('1.23456') // '1.234'
 * ```
 */
export function floorDecimal(amount: string, decimals = BALANCE_DECIMALS): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  if (decimals === 0) return whole
  return `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`
}

/**
 * The modal's one rule for showing an amount: floored (never more than the truth) to SPEC's 3 decimals where that keeps
 * the figure within 1% of the amount, else to as few more decimals as do (0.0049828 → "0.00498", not "0.004"). Zero is
 * "0.000".
 *
 * @example
 * ```ts
 * displayAmount('1.23456') // '1.234'
 * displayAmount('0.0049828') // '0.00498'
 * ```
 */
export function displayAmount(amount: string, decimals = BALANCE_DECIMALS): string {
  const negative = amount.startsWith('-')
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.')
  const exact = BigInt(`${whole || '0'}${fraction}`)
  let places = decimals
  // each step keeps one more digit; three significant digits always land within 1%
  while (exact > 0n && places < fraction.length) {
    const kept = BigInt(`${whole || '0'}${fraction.slice(0, places)}`) * 10n ** BigInt(fraction.length - places)
    if ((exact - kept) * 100n < exact) break
    places++
  }
  return `${negative ? '-' : ''}${floorDecimal(`${whole || '0'}.${fraction}`, places)}`
}
