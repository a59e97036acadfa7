// Display formatting of SPEC §9: truncated addresses, floored balances.
// what an account button shows (address, balance) in a module of its own: a page's first chunk needs only it
export { displayAmount, floorDecimal, formatUnits, truncateAddress } from './accountFormat.ts'
import { displayAmount, formatUnits } from './accountFormat.ts'

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
