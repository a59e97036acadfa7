// Every request gets an id — the caller's x-request-id when it is a short safe token, else a new one — sent back as
// x-request-id and carried by every log line written while it is answered; its route, status and duration are
// counted and logged when it ends. The raw path is never a label nor logged: it can hold ids and tokens.
import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { log, requestScope } from './logger.ts'
import { httpDuration, httpRequests } from './metrics.ts'

/** what an incoming id may be: letters, digits and . _ - up to 64 (anything else could forge log lines or fields) */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

export const requestIdOf = (incoming: string | string[] | undefined) =>
  typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()

/** the route pattern that answered; '*' when a middleware (CORS, a limit) did, 'unmatched' for an unknown path */
function routeOf(c: Context): string {
  const route = routePath(c)
  if (route === '*' || route === '/*' || route === '') return c.res.status === 404 ? 'unmatched' : '*'
  return route
}

/** counts and logs one answered request (also used for answers sent from memory by the fast path) */
export function recordRequest(fields: { route: string; method: string; status: number; seconds: number }) {
  const labels = { route: fields.route, method: fields.method, status: String(fields.status) }
  httpRequests.inc(labels)
  httpDuration.observe(labels, fields.seconds)
  const line = {
    method: fields.method,
    route: fields.route,
    status: fields.status,
    ms: Math.round(fields.seconds * 1e4) / 10,
  }
  if (fields.status >= 500) log.error(line, 'request')
  else log.info(line, 'request')
}

/** the route pattern each answer came from (the fast path counts its copies under it) */
export const answeredRoutes = new WeakMap<Response, string>()

export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'))
    const started = performance.now()
    await requestScope.run({ requestId }, async () => {
      await next()
      setHeader(c, 'x-request-id', requestId)
      const route = routeOf(c)
      answeredRoutes.set(c.res, route)
      recordRequest({
        route,
        method: c.req.method,
        status: c.res.status,
        seconds: (performance.now() - started) / 1000,
      })
    })
  }
}

/** a Response made with Response.json() or fetch() may have immutable headers: it is copied then */
function setHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set(name, value)
  }
}
