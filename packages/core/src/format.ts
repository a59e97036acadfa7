// Display formatting of SPEC §9: truncated addresses, floored balances.
import { ADDRESS_HEAD_CHARS, ADDRESS_TAIL_CHARS, BALANCE_DECIMALS } from './constants.ts'

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
 * An amount in the smallest unit as whole units, floored to the modal's precision, with its symbol when given.
 *
 * @example
 * ```ts
 * formatBalance(1_234_500_000_000_000_000n, 18, 'ETH') // '1.234 ETH'
 * ```
 */
export function formatBalance(value: bigint, decimals: number, symbol?: string): string {
  const floored = floorDecimal(formatUnits(value, decimals))
  return symbol ? `${floored} ${symbol}` : floored
}
