// Security headers on every answer: an API that is never framed, sniffed or allowed to run anything, whose images
// and JSON other sites may still load (the modal runs on the dApp's origin).
import type { MiddlewareHandler } from 'hono'

const ALWAYS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  // the modal loads wallet images and JSON from the dApp's origin
  'cross-origin-resource-policy': 'cross-origin',
}
/** for answers without their own policy (images and the docs page bring theirs) */
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'"
const HSTS = 'max-age=31536000; includeSubDomains'

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    for (const name in ALWAYS) headers.set(name, ALWAYS[name]!)
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', DEFAULT_CSP)
    // behind a TLS-terminating load balancer: browsers keep to https afterwards
    if (c.req.header('x-forwarded-proto') === 'https') headers.set('strict-transport-security', HSTS)
  }
}
