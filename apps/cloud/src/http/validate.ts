// Every query and body goes through a schema: a bad one is a 400 with a message, never a 500.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'

function badRequest(error: z.ZodError): HTTPException {
  const message = error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ')
  return new HTTPException(400, { res: Response.json({ error: message }, { status: 400 }) })
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query())
  if (!result.success) throw badRequest(result.error)
  return result.data
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.param())
  if (!result.success) throw badRequest(result.error)
  return result.data
}

export const NUL_REFUSED = 'Input contains a NUL character'

/** PostgreSQL text cannot hold U+0000 and no field of ours needs it: input with one is refused, not stored */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || depth > 64) return false
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (containsNul(item, depth + 1)) return true
  return false
}

/** a JSON body: 400 when it is not JSON or carries a NUL character */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, error: 'Body is not valid JSON' }
  }
  return containsNul(value) ? { ok: false, error: NUL_REFUSED } : { ok: true, value }
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S, maxBytes = 1_000_000): Promise<z.infer<S>> {
  const text = await c.req.text()
  if (text.length > maxBytes)
    throw new HTTPException(413, { res: Response.json({ error: 'Body too large' }, { status: 413 }) })
  const parsed = parseJsonText(text)
  if (!parsed.ok) throw new HTTPException(400, { res: Response.json({ error: parsed.error }, { status: 400 }) })
  const body = parsed.value
  const result = schema.safeParse(body)
  if (!result.success) throw badRequest(result.error)
  return result.data
}

/** an error response in the one shape every endpoint uses */
export const errorResponse = (status: number, error: string) => Response.json({ error }, { status })
