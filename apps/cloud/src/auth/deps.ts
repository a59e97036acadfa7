// What the auth flows need, and the one error type they throw (answered as `{ error }` with its status).
import { HTTPException } from 'hono/http-exception'
import type { Kysely } from 'kysely'
import type { CloudConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'
import type { Database } from '../db/schema.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { codeSecret } from './secrets.ts'

export interface AuthDeps {
  db: Kysely<Database>
  /** ms since the epoch, from the cloud's clock */
  now(): number
  codeSecret(): Promise<string>
  /** the secret the current one replaced, still accepted during a rotation (LATCH_AUTH_SECRET_PREVIOUS) */
  previousSecret?: string | undefined
  mailer: Mailer
  limits: CloudConfig['authLimits']
  /** proxies in front of the cloud whose X-Forwarded-For is believed (LATCH_TRUST_PROXY) */
  trustProxy: number
  /** where people reach this cloud: the base of the links mailed to them */
  publicUrl: string
}

export const authError = (
  status: 400 | 401 | 403 | 404 | 409 | 423 | 429 | 502,
  error: string,
  headers?: Record<string, string>,
) => new HTTPException(status, { res: Response.json({ error }, { status, headers }) })

/** the auth flows' needs from the cloud's context (the auth routes and email capture use the same code flow) */
export function authDepsOf(context: CloudContext): AuthDeps {
  return {
    db: context.db,
    now: () => context.now().getTime(),
    codeSecret: () => codeSecret(context.db, context.config.authSecret),
    previousSecret: context.config.previousAuthSecret,
    mailer: createMailer(context.config.smtp),
    limits: context.config.authLimits,
    trustProxy: context.config.trustProxy,
    publicUrl: (context.config.publicUrl ?? `http://${context.config.host}:${context.config.port}`).replace(/\/$/, ''),
  }
}
