// The request rate limits of the cloud, in one table: which calls they cover, and how many each client address and
// each project may make per window. Counted in the database (rateLimit.ts), so they hold across every process.
import { z } from 'zod'
import type { RateLimit } from './rateLimit.ts'

const MINUTE = 60_000

export interface RateRule {
  method: 'GET' | 'POST'
  /** the route, as a pattern of the path */
  path: RegExp
  perIp: RateLimit
  perProject: RateLimit
}

/** per IP: a person, or an office behind one address; per project: every user of one dApp together */
export const RATE_RULES = {
  /** codes mailed: a per-address cooldown exists; this stops one client mailing many addresses (mail bombing) */
  emailStart: {
    method: 'POST',
    path: /^\/v1\/auth\/email\/start$/,
    perIp: { limit: 30, windowMs: 10 * MINUTE },
    perProject: { limit: 3000, windowMs: 10 * MINUTE },
  },
  /** each channel is a call to Farcaster's relay */
  farcasterChannel: {
    method: 'POST',
    path: /^\/v1\/auth\/farcaster\/channel$/,
    perIp: { limit: 30, windowMs: MINUTE },
    perProject: { limit: 3000, windowMs: MINUTE },
  },
  /** each options call stores a passkey challenge until it is answered or expires */
  passkeyChallenge: {
    method: 'POST',
    path: /^\/v1\/auth\/passkey\/(register|authenticate|proof)\/options$/,
    perIp: { limit: 60, windowMs: MINUTE },
    perProject: { limit: 6000, windowMs: MINUTE },
  },
  /** each nonce for a wallet's EIP-4361 or SIWS message (a link, or a sign-in anyone may ask for) is a row until it
   * is answered or expires */
  walletNonce: {
    method: 'POST',
    path: /^\/v1\/auth\/(methods\/)?siwe\/nonce$/,
    perIp: { limit: 60, windowMs: MINUTE },
    perProject: { limit: 6000, windowMs: MINUTE },
  },
  /** each URI stores a login state */
  socialUri: {
    method: 'GET',
    path: /^\/v1\/auth\/social\/[^/]+\/uri$/,
    perIp: { limit: 60, windowMs: MINUTE },
    perProject: { limit: 6000, windowMs: MINUTE },
  },
  /** each registration verifies a signature and writes a name */
  nameRegistration: {
    method: 'POST',
    path: /^\/v1\/profile\/account$/,
    perIp: { limit: 30, windowMs: 10 * MINUTE },
    perProject: { limit: 3000, windowMs: 10 * MINUTE },
  },
  /** each nonce is a row until it expires */
  sessionNonce: {
    method: 'POST',
    path: /^\/v1\/sessions\/nonce$/,
    perIp: { limit: 60, windowMs: MINUTE },
    perProject: { limit: 6000, windowMs: MINUTE },
  },
  /** each sign-in verifies a signature, maybe through the chain's node */
  sessionCreate: {
    method: 'POST',
    path: /^\/v1\/sessions$/,
    perIp: { limit: 30, windowMs: MINUTE },
    perProject: { limit: 3000, windowMs: MINUTE },
  },
  /** each start mails a code (the per-address cooldown holds too) */
  captureStart: {
    method: 'POST',
    path: /^\/v1\/data-capture\/start$/,
    perIp: { limit: 30, windowMs: 10 * MINUTE },
    perProject: { limit: 3000, windowMs: 10 * MINUTE },
  },
  /** each checkout URL stores an onramp purchase */
  onrampUrl: {
    method: 'POST',
    path: /^\/v1\/generators\/onrampurl$/,
    perIp: { limit: 30, windowMs: MINUTE },
    perProject: { limit: 3000, windowMs: MINUTE },
  },
  /** each answer is a signature the operator's paymaster deposit pays for (a send asks twice: stub, then data) */
  paymaster: {
    method: 'POST',
    path: /^\/paymaster\/v1\/[^/]+$/,
    perIp: { limit: 120, windowMs: MINUTE },
    perProject: { limit: 12_000, windowMs: MINUTE },
  },
  /** each list reads up to 100 allowances and operator flags from the operator's node */
  approvals: {
    method: 'GET',
    path: /^\/v1\/account\/[^/]+\/approvals$/,
    perIp: { limit: 30, windowMs: MINUTE },
    perProject: { limit: 3000, windowMs: MINUTE },
  },
  /** the JSON-RPC proxy: each request is a call to the operator's node (a batch counts once; the daily quota counts calls) */
  rpc: {
    method: 'POST',
    path: /^\/v1$/,
    perIp: { limit: 1200, windowMs: MINUTE },
    perProject: { limit: 120_000, windowMs: MINUTE },
  },
  /** events and error reports */
  analytics: {
    method: 'POST',
    path: /^\/e$/,
    perIp: { limit: 600, windowMs: MINUTE },
    perProject: { limit: 60_000, windowMs: MINUTE },
  },
} satisfies Record<string, RateRule>

export type RateRuleId = keyof typeof RATE_RULES

const limitSchema = z.object({
  limit: z.number().int().positive(),
  windowMs: z
    .number()
    .int()
    .min(1000)
    .max(24 * 60 * MINUTE),
})

/** an operator's changes (LATCH_RATE_LIMITS): `{ emailStart: { perIp: { limit, windowMs } } }` */
export const rateLimitsConfigSchema = z
  .partialRecord(
    z.enum(Object.keys(RATE_RULES) as [RateRuleId, ...RateRuleId[]]),
    z.object({ perIp: limitSchema.optional(), perProject: limitSchema.optional() }),
  )
  .default({})

export type RateLimitsConfig = z.infer<typeof rateLimitsConfigSchema>

/** the rules with the operator's changes */
export function rateRules(config: RateLimitsConfig): Array<RateRule & { id: RateRuleId }> {
  return (Object.entries(RATE_RULES) as Array<[RateRuleId, RateRule]>).map(([id, rule]) => ({
    id,
    ...rule,
    ...config[id],
  }))
}

/** the longest window: rows older than this are pruned */
export const longestWindowMs = (rules: RateRule[]) =>
  Math.max(...rules.flatMap((rule) => [rule.perIp.windowMs, rule.perProject.windowMs]))
