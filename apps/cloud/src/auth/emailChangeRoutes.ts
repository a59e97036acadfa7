// The page the link in an email-change notice opens. Opening it changes nothing (mail scanners open links); its
// button posts the token back, and only that undoes the change.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { authDepsOf } from './deps.ts'
import { CANCEL_PATH, cancelEmailChange, EMAIL_CHANGE_TEXTS } from './emailChange.ts'

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
/** the link's query, and the form its button posts */
export const cancelTokenSchema = z.object({ token: tokenSchema })

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** a page of its own: no script, no frame around it, the token in its address never sent on as a referrer */
function page(status: 200 | 400 | 404 | 409 | 410, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Latch wallet email change</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style></head><body><main>${body}</main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    },
  })
}

const INVALID = () => page(400, `<h1>Link not valid</h1><p>${escape(EMAIL_CHANGE_TEXTS.unknown)}</p>`)

export function emailChangeRoutes(context: CloudContext) {
  const deps = authDepsOf(context)
  const app = new Hono()

  app.get(CANCEL_PATH, (c) => {
    const query = cancelTokenSchema.safeParse({ token: c.req.query('token') })
    if (!query.success) return INVALID()
    return page(
      200,
      `<h1>Undo the email change</h1><p>Undoing it gives your Latch wallet back to this address and signs out every device.</p>` +
        `<form method="post" action="${CANCEL_PATH}"><input type="hidden" name="token" value="${escape(query.data.token)}"><button type="submit">Undo the change</button></form>`,
    )
  })

  app.post(CANCEL_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const body = cancelTokenSchema.safeParse(form)
    if (!body.success) return INVALID()
    const result = await cancelEmailChange(deps, body.data.token)
    if (result.outcome === 'cancelled')
      return page(200, `<h1>Change undone</h1><p>${escape(EMAIL_CHANGE_TEXTS.cancelled(result.oldEmail))}</p>`)
    if (result.outcome === 'expired')
      return page(410, `<h1>Link expired</h1><p>${escape(EMAIL_CHANGE_TEXTS.expired)}</p>`)
    if (result.outcome === 'taken') return page(409, `<h1>Not undone</h1><p>${escape(EMAIL_CHANGE_TEXTS.taken)}</p>`)
    return page(404, `<h1>Link not valid</h1><p>${escape(EMAIL_CHANGE_TEXTS.unknown)}</p>`)
  })

  return app
}
