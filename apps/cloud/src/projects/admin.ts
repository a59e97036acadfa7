// The operator's admin API: off (404) without a configured token, 401 on a wrong one, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { CloudContext } from '../context.ts'
import { errorResponse } from '../http/validate.ts'

// hashing first gives equal lengths, so timingSafeEqual leaks neither the token nor its length
const digest = (value: string) => createHash('sha256').update(value).digest()

export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}

export function requireAdmin(context: CloudContext): MiddlewareHandler {
  return async (c, next) => {
    const expected = context.config.adminToken
    if (!expected) return errorResponse(404, 'Not found')
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer (.+)$/.exec(header)
    if (!match?.[1] || !tokenMatches(match[1], expected)) {
      return new Response(JSON.stringify({ error: 'Unauthorized' }), {
        status: 401,
        headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer' },
      })
    }
    await next()
  }
}
