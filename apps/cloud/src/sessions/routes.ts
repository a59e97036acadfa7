// Sign-in sessions (SPEC §7, R-7.30– ): a nonce, a session from a signed CAIP-122 message, the session by its
// id, and its revocation. Each refusal is `{ error }` with SESSION_TEXTS and writes nothing.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { parseJsonText, parseParams } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import {
  createSession,
  DEFAULT_SESSION_LIFETIME_MS,
  findSession,
  issueNonce,
  nonceUsable,
  revokeSession,
} from './store.ts'
import { provesSession } from './revocation.ts'
import { checkMessage, SESSION_TEXTS, signatureValid } from './verify.ts'

const isoTime = z
  .string()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO 8601 time')

const SIGNATURE_FORMATS: Record<string, { pattern: RegExp; name: string }> = {
  eip155: { pattern: /^0x[0-9a-fA-F]{62,}$/, name: 'a hex signature' },
  solana: { pattern: /^[1-9A-HJ-NP-Za-km-z]{64,90}$/, name: 'a base58 ed25519 signature' },
  bip122: { pattern: /^[A-Za-z0-9+/]{40,}={0,2}$/, name: 'a base64 BIP-322 signature' },
}

/** the sign-in message's fields plus the message and its signature */
export const signInSchema = z
  .object({
    chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 network id'),
    accountAddress: z.string().min(1).max(128),
    domain: z.string().min(1).max(253),
    uri: z.string().min(1).max(2000),
    version: z.literal('1'),
    nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'alphanumeric, 8 to 64 characters'),
    issuedAt: isoTime,
    expirationTime: isoTime.optional(),
    notBefore: isoTime.optional(),
    statement: z.string().max(1000).optional(),
    requestId: z.string().max(200).optional(),
    resources: z.array(z.string().max(2000)).max(20).optional(),
    message: z.string().min(1).max(8000),
    // an ERC-6492 signature carries its factory call: bounded as revocation's is
    signature: z.string().min(1).max(20000),
  })
  .superRefine((input, context) => {
    // each namespace writes its signature its own way: EVM hex, Solana base58, Bitcoin BIP-322 base64
    const namespace = input.chainId.split(':')[0] as string
    const format = SIGNATURE_FORMATS[namespace]
    if (format && !format.pattern.test(input.signature))
      context.addIssue({ code: 'custom', path: ['signature'], message: format.name })
  })

/** revocation names the session's account (pci, CAIP-10) and proves it with the sign-in signature */
export const revokeSchema = z.object({ pci: z.string().min(1).max(200), signature: z.string().min(1).max(20000) })

export const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'a session id') })

const refuse = (status: number, error: string) => Response.json({ error }, { status })

export function sessionsRoutes(context: CloudContext) {
  const app = new Hono()
  const now = () => context.now().getTime()

  app.post('/v1/sessions/nonce', async (c) => {
    const project = await requireProject(context, c)
    return c.json(await issueNonce(context.db, project.id, now()), 201)
  })

  app.post('/v1/sessions', async (c) => {
    const project = await requireProject(context, c)
    const body = parseJsonText(await c.req.text())
    if (!body.ok) return refuse(400, body.error)
    const parsed = signInSchema.safeParse(body.value)
    if (!parsed.success)
      return refuse(
        400,
        parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; '),
      )
    const input = parsed.data
    const at = now()
    const checked = checkMessage(input, project, c.req.header('origin'), at)
    if (!checked.ok) return refuse(checked.status, checked.error)
    if (!(await nonceUsable(context.db, input.nonce, project.id, at))) return refuse(401, SESSION_TEXTS.badNonce)
    if (!(await signatureValid(context.config, input, checked, at))) return refuse(401, SESSION_TEXTS.badSignature)
    const account = `${input.chainId}:${checked.address}`
    const expiresAt = Math.min(checked.expiresAt ?? Infinity, at + DEFAULT_SESSION_LIFETIME_MS)
    const id = await createSession(
      context.db,
      {
        projectId: project.id,
        account,
        chainId: input.chainId,
        address: checked.address,
        domain: input.domain,
        uri: input.uri,
        message: input.message,
        signature: input.signature,
        issuedAt: input.issuedAt,
        expiresAt,
        nonce: input.nonce,
      },
      at,
    )
    // a concurrent sign-in used the nonce between the check and the write
    if (!id) return refuse(401, SESSION_TEXTS.badNonce)
    return c.json({ id, account, expiresAt: new Date(expiresAt).toISOString() }, 201)
  })

  app.get('/v1/sessions/:id', async (c) => {
    const project = await requireProject(context, c)
    const { id } = parseParams(c, sessionParams)
    const found = await findSession(context.db, id, project.id, now())
    if (found.status === 'none') return refuse(404, SESSION_TEXTS.notFound)
    if (found.status === 'revoked') return refuse(410, SESSION_TEXTS.revoked)
    if (found.status === 'expired') return refuse(410, SESSION_TEXTS.sessionExpired)
    // the signature is revocation's proof: only the client that signed in holds it
    const { signature: _proof, ...session } = found.session
    return c.json(session)
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    const project = await requireProject(context, c)
    const { id } = parseParams(c, sessionParams)
    const body = parseJsonText(await c.req.text())
    if (!body.ok) return refuse(400, body.error)
    const parsed = revokeSchema.safeParse(body.value)
    if (!parsed.success)
      return refuse(
        400,
        parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; '),
      )
    const found = await findSession(context.db, id, project.id, now())
    if (found.status === 'none') return refuse(404, SESSION_TEXTS.notFound)
    if (found.status === 'revoked') return refuse(410, SESSION_TEXTS.revoked)
    // live or expired, only the client that signed in can revoke
    if (!(await provesSession(context.db, id, parsed.data))) return refuse(403, SESSION_TEXTS.notOwner)
    if (!(await revokeSession(context.db, id, now()))) return refuse(410, SESSION_TEXTS.revoked)
    return c.json({ revoked: true })
  })

  return app
}
