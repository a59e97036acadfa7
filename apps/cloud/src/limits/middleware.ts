// Applies the rate limits of rules.ts before the route runs: 429 with Retry-After and the SPEC's text
// ('Please try again after {n} seconds'), counted per client address and per project.
import { TEXTS } from '@latch/core'
import type { MiddlewareHandler } from 'hono'
import type { CloudContext } from '../context.ts'
import { clientIp } from '../http/clientIp.ts'
import { findProject } from '../projects/guard.ts'
import { type RateDecision, takeRate } from './rateLimit.ts'
import { rateRules } from './rules.ts'
import { rateLimitHits } from '../observe/metrics.ts'

function refuse(decision: Extract<RateDecision, { ok: false }>, rule: string) {
  rateLimitHits.inc({ rule })
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
  return Response.json(
    { error: TEXTS.emailCooldown(seconds) },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  )
}

export function rateLimits(context: CloudContext): MiddlewareHandler {
  const rules = rateRules(context.config.rateLimits)
  return async (c, next) => {
    const rule = rules.find((candidate) => candidate.method === c.req.method && candidate.path.test(c.req.path))
    if (!rule) return next()
    const now = context.now().getTime()
    // an in-process call (tests, no socket) has no address: only the project counts
    const ip = clientIp(c, context.config.trustProxy)
    if (ip) {
      const decision = await takeRate(context.db, `${rule.id}:ip:${ip}`, rule.perIp, now)
      if (!decision.ok) return refuse(decision, `${rule.id}:ip`)
    }
    // an unknown project is refused by the route anyway; counting it would let anyone fill the table
    const project = await findProject(context, c.req.query('projectId'))
    if (project) {
      const decision = await takeRate(context.db, `${rule.id}:project:${project.id}`, rule.perProject, now)
      if (!decision.ok) return refuse(decision, `${rule.id}:project`)
    }
    return next()
  }
}
