// Rate limits of the auth routes, counted in the database (takeRate), so every cloud process shares them:
// one-time-code checks per client address and per project, wallet share releases per user and per address.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { takeRate } from '../limits/rateLimit.ts'
import { type AuthDeps, authError } from './deps.ts'
import { AUTH_TEXTS, wholeSeconds } from './limits.ts'

/**
 * The peer address of the connection. Forwarded headers are not trusted here: behind a proxy every request shares
 * the proxy's address, so the per-address limit then acts for the whole proxy (the per-project one still holds).
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket
    return 'unknown'
  }
}

/** counts one request on every key; the first key over its limit refuses with 429 and Retry-After */
async function take(deps: AuthDeps, counts: readonly (readonly [key: string, limit: number])[]) {
  const now = deps.now()
  for (const [key, limit] of counts) {
    const decision = await takeRate(deps.db, key, { limit, windowMs: deps.limits.windowMs }, now)
    if (!decision.ok) {
      const seconds = wholeSeconds(decision.retryAfterMs)
      throw authError(429, AUTH_TEXTS.cooldown(seconds), { 'retry-after': String(seconds) })
    }
  }
}

/** before any one-time code is compared: a guess counts against the caller's address and the project */
export const takeCodeGuess = (deps: AuthDeps, c: Context, projectId: string) =>
  take(deps, [
    [`auth:code-guess:ip:${clientAddress(c)}`, deps.limits.codeGuessesPerIp],
    [`auth:code-guess:project:${projectId}`, deps.limits.codeGuessesPerProject],
  ])

/** before a wallet share leaves: per user and per caller's address */
export const takeShareRelease = (deps: AuthDeps, c: Context, userId: string) =>
  take(deps, [
    [`auth:key-share:user:${userId}`, deps.limits.keySharesPerUser],
    [`auth:key-share:ip:${clientAddress(c)}`, deps.limits.keySharesPerIp],
  ])
