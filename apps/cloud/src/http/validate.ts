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

export async function parseJson<S extends z.ZodType>(c: Context, schema: S, maxBytes = 1_000_000): Promise<z.infer<S>> {
  const text = await c.req.text()
  if (text.length > maxBytes) throw new HTTPException(413, { res: Response.json({ error: 'Body too large' }, { status: 413 }) })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HTTPException(400, { res: Response.json({ error: 'Body is not valid JSON' }, { status: 400 }) })
  }
  const result = schema.safeParse(body)
  if (!result.success) throw badRequest(result.error)
  return result.data
}

/** an error response in the one shape every endpoint uses */
export const errorResponse = (status: number, error: string) => Response.json({ error }, { status })
