// Reading an intent's fields as the wallet was given them (numbers as numbers, decimal or hex strings; addresses in any
// case) and judging an amount unlimited: shared by every kind of intent, each throws on a field that is not what it says.
import { type Address, isAddress } from 'viem'
import { UNLIMITED_THRESHOLD } from './constants.ts'
import type { PermitAllowance } from './intent.ts'

export const isUnlimited = (amount: bigint) => amount >= UNLIMITED_THRESHOLD

export type Fields = Record<string, unknown>

export const record = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined

export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (
    (typeof value === 'number' && Number.isSafeInteger(value)) ||
    (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value))
  )
    return BigInt(value)
  throw new TypeError(`not an integer: ${String(value)}`)
}

export function address(value: unknown): Address {
  if (typeof value === 'string' && isAddress(value, { strict: false })) return value
  throw new TypeError(`not an address: ${String(value)}`)
}

/** 0 (and no value) mean "no deadline" in the permits that allow it */
export const deadlineOf = (value: unknown): bigint | undefined =>
  value === undefined || big(value) === 0n ? undefined : big(value)

export const allowance = (token: unknown, amount: unknown): PermitAllowance => ({
  token: address(token),
  amount: big(amount),
  unlimited: isUnlimited(big(amount)),
})
