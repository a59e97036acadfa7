// Display formatting of SPEC §9: truncated addresses, floored balances.
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
 * decimal string to bigint in smallest units; undefined when it is not a plain non-negative decimal
 *
 * @example
 * ```ts
 * parseUnits('1.5', 6) // 1500000n
 * parseUnits('-1', 6) // undefined
 * ```
 */
export function parseUnits(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim())
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return undefined
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return undefined
  return BigInt((match[1] || '0') + fraction.padEnd(decimals, '0'))
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

/**
 * A percentage to 2 decimals, where one that is not zero never reads as 0.00.
 *
 * @example
 * ```ts
 * displayPercent(0.004) // '<0.01'
 * displayPercent(1.5) // '1.50'
 * ```
 */
export function displayPercent(value: number): string {
  if (value !== 0 && Math.abs(value) < 0.01) return value < 0 ? '>-0.01' : '<0.01'
  return value.toFixed(2)
}

/**
 * An amount in the smallest unit as whole units, shown by the modal's amount rule, with its symbol when given.
 *
 * @example
 * ```ts
 * formatBalance(1_234_500_000_000_000_000n, 18, 'ETH') // '1.234 ETH'
 * ```
 */
export function formatBalance(value: bigint, decimals: number, symbol?: string): string {
  const floored = displayAmount(formatUnits(value, decimals))
  return symbol ? `${floored} ${symbol}` : floored
}
