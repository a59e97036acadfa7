// Schemas of the swap routes (SPEC §7 /v1/convert/*): tokens as CAIP-10, amounts in base units, slippage in percent.
import { z } from 'zod'
import { caip2Schema } from '../chain/input.ts'

/** the address the convert API uses for a chain's native coin (as Reown's does) */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** the default slippage tolerance, in percent */
export const DEFAULT_SLIPPAGE = 1
export const MAX_SLIPPAGE = 50
/** how long a quote may be executed after it was made; the client refuses an older one at signing time */
export const QUOTE_LIFETIME_MS = 30_000
/** the swap's on-chain deadline, from the moment the transaction is built */
export const SWAP_DEADLINE_SECONDS = 20 * 60

export const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid EVM address')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** `eip155:<chainId>:0x…` → { chainId, address } */
export const caip10Token = z.string().transform((value, ctx) => {
  const match = /^eip155:(\d{1,10}):(0x[0-9a-fA-F]{40})$/.exec(value)
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'Invalid CAIP-10 token address (eip155:<chainId>:0x…)' })
    return z.NEVER
  }
  return { chainId: Number(match[1]), address: match[2]!.toLowerCase() as `0x${string}` }
})

/** an amount in the token's base units: a whole number above zero */
export const amountSchema = z.string().transform((value, ctx) => {
  if (!/^-?\d{1,78}$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole number of base units' })
    return z.NEVER
  }
  const amount = BigInt(value)
  if (amount <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'must be greater than zero' })
    return z.NEVER
  }
  return amount
})

export const slippageSchema = z.coerce
  .number()
  .refine(
    (value) => Number.isFinite(value) && value > 0 && value <= MAX_SLIPPAGE,
    `must be above 0 and at most ${MAX_SLIPPAGE} (percent)`,
  )
  .default(DEFAULT_SLIPPAGE)

export const tokensQuery = z.object({ chainId: caip2Schema, address: evmAddress.optional() })
export const quotesQuery = z.object({
  from: caip10Token,
  to: caip10Token,
  amount: amountSchema,
  userAddress: evmAddress.optional(),
})
export const allowanceQuery = z.object({ tokenAddress: caip10Token, userAddress: evmAddress })
export const gasPriceQuery = z.object({ caipNetworkId: caip2Schema })
export const buildApproveQuery = z.object({
  userAddress: evmAddress,
  from: caip10Token,
  to: caip10Token,
  amount: amountSchema,
})
export const buildTransactionBody = z.object({
  amount: amountSchema,
  slippage: slippageSchema,
  from: caip10Token,
  to: caip10Token,
  userAddress: evmAddress,
  disableEstimate: z.boolean().default(false),
})
