// CORS by project: a browser may read a project's data only from an origin the project allows (SPEC §5), so the
// answer echoes that origin and nothing else. Refusals (4xx/5xx: an error text only) echo any origin, so the modal
// can read 'Unauthorized: origin not allowed' or 'invalid key' and show the SPEC §8 alert instead of a network error.
// Open to every origin: /health, the placeholder images under /public and the API description — no project, no data.
// The admin API answers no browser at all.
import type { Context, MiddlewareHandler } from 'hono'
import type { CloudContext } from '../context.ts'
import { findProject, originAllowed } from '../projects/guard.ts'

const OPEN = /^\/(health|openapi\.json|docs|public\/.*)$/
const ADMIN = /^\/admin(\/|$)/
const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type, x-latch-session',
  'access-control-max-age': '600',
}

export function corsByProject(context: CloudContext): MiddlewareHandler {
  const allows = async (c: Context, origin: string) => {
    const project = await findProject(context, c.req.query('projectId'))
    return project !== undefined && originAllowed(project, origin)
  }
  return async (c, next) => {
    const origin = c.req.header('origin')
    const path = c.req.path
    if (ADMIN.test(path)) return next()
    const open = OPEN.test(path)
    if (c.req.method === 'OPTIONS' && origin && c.req.header('access-control-request-method')) {
      // a preflight from an origin the project does not allow gets no grant: the browser stops there
      if (!open && !(await allows(c, origin))) return new Response(null, { status: 204, headers: { vary: 'Origin' } })
      return new Response(null, {
        status: 204,
        headers: { ...PREFLIGHT_HEADERS, 'access-control-allow-origin': open ? '*' : origin, vary: 'Origin' },
      })
    }
    await next()
    if (open) {
      c.res.headers.set('access-control-allow-origin', '*')
      return
    }
    c.res.headers.append('vary', 'Origin')
    if (origin && (c.res.status >= 400 || (await allows(c, origin)))) {
      c.res.headers.set('access-control-allow-origin', origin)
      c.res.headers.set('access-control-expose-headers', 'Retry-After')
    }
  }
}
