// A NUL character in the path or query is refused before routing: no id, address, search or state of ours holds
// one, and PostgreSQL text cannot (it would be a 500 from the database instead of a 400).
import type { MiddlewareHandler } from 'hono'
import { errorResponse, NUL_REFUSED } from './validate.ts'

export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url
    if (url.includes('\0') || /%00/i.test(url)) return errorResponse(400, NUL_REFUSED)
    return next()
  }
}
