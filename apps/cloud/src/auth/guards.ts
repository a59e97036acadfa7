// Rate limits of the auth routes, counted in the database (takeRate), so every cloud process shares them:
// one-time-code checks per client address, per project and per mailed address; wallet share releases per user and
// per client address.
import type { Context } from 'hono'
import { clientIp } from '../http/clientIp.ts'
import { takeRate } from '../limits/rateLimit.ts'
import { type AuthDeps, authError } from './deps.ts'
import { AUTH_TEXTS, wholeSeconds } from './limits.ts'
import { rateLimitHits } from '../observe/metrics.ts'

/** the client's address as every limit of the cloud counts it (LATCH_TRUST_PROXY, IPv6 by /64) */
const clientAddress = (deps: AuthDeps, c: Context) => clientIp(c, deps.trustProxy) ?? 'unknown'

/** counts one request on every key; the first key over its limit refuses with 429 and Retry-After */
async function take(deps: AuthDeps, counts: readonly (readonly [key: string, limit: number])[]) {
  const now = deps.now()
  for (const [key, limit] of counts) {
    const decision = await takeRate(deps.db, key, { limit, windowMs: deps.limits.windowMs }, now)
    if (!decision.ok) {
      // the key without its last part (an address, a project, a user): the rule, a bounded label
      rateLimitHits.inc({ rule: key.split(':').slice(0, 3).join(':') })
      const seconds = wholeSeconds(decision.retryAfterMs)
      throw authError(429, AUTH_TEXTS.cooldown(seconds), { 'retry-after': String(seconds) })
    }
  }
}

/** before any one-time code is compared: a guess counts against the caller's address and the project */
export const takeCodeGuess = (deps: AuthDeps, c: Context, projectId: string) =>
  take(deps, [
    [`auth:code-guess:ip:${clientAddress(deps, c)}`, deps.limits.codeGuessesPerIp],
    [`auth:code-guess:project:${projectId}`, deps.limits.codeGuessesPerProject],
  ])

/** before a live code is compared: a guess counts against the address it was mailed to, across all its codes */
export const takeAddressGuess = (deps: AuthDeps, email: string) =>
  take(deps, [[`auth:code-guess:email:${email}`, deps.limits.codeGuessesPerEmail]])

/** before a wallet share leaves: per user and per caller's address */
export const takeShareRelease = (deps: AuthDeps, c: Context, userId: string) =>
  take(deps, [
    [`auth:key-share:user:${userId}`, deps.limits.keySharesPerUser],
    [`auth:key-share:ip:${clientAddress(deps, c)}`, deps.limits.keySharesPerIp],
  ])
