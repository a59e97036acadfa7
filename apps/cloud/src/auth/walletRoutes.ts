// The embedded wallet's server side (apps/frame/KEYS.md): one wallet per user, recorded with its addresses; its
// server share released only to a live session on a device that proved the user; export behind a fresh code.
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { parseJson } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import { type AuthDeps, authError } from './deps.ts'
import { deviceSchema, provenSession as provenSessionOf } from './provenSession.ts'
import { expectCode, mailCode } from './emailLogin.ts'
import { takeCodeGuess, takeShareRelease } from './guards.ts'
import { AUTH_TEXTS } from './limits.ts'
import type { ActiveSession } from './sessions.ts'
import { registerWallet, SERVER_SHARE_BYTES, storedWallet, walletOf } from './wallets.ts'
import { passkeyAssertionSchema, passkeysOf } from './passkeyRoutes.ts'
import { passkeyError, proofOptions, provePasskey } from './passkeys.ts'
import { credentialIdSchema, keepPasskeyRecovery, passkeyRecoverySchema, passkeyRecoveryOf } from './passkeyRecovery.ts'

const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .max(max)
const shareSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/)
  .transform((text) => Buffer.from(text, 'base64'))
  .refine((bytes) => bytes.length === SERVER_SHARE_BYTES, `A share is ${SERVER_SHARE_BYTES} bytes`)
/** the recovery share sealed under the user's recovery code by the frame; kept as sent, never opened here */
const recoverySchema = z.strictObject({ v: z.literal(1), salt: base64url(64), iv: base64url(32), ct: base64url(128) })
export { deviceSchema }
export const registerSchema = deviceSchema.extend({
  evmAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  solanaAddress: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  serverShare: shareSchema,
  recovery: recoverySchema,
})
export const keyShareSchema = deviceSchema.extend({
  /** the export code mailed by /v1/auth/export/start: the fresh proof for showing the key */
  otp: z
    .string()
    .regex(/^\d{6}$/, 'The code is 6 digits')
    .optional(),
  /** or a passkey's answer to /v1/auth/passkey/proof/options: the same fresh proof, by one of the user's passkeys */
  passkey: passkeyAssertionSchema.optional(),
  /** a new device also needs the sealed recovery share */
  recovery: z.literal(true).optional(),
  /** or the share sealed under this passkey's PRF (the passkey's credential id): a new device with the same passkey */
  passkeyRecovery: credentialIdSchema.optional(),
})
export const passkeyRecoveryBodySchema = deviceSchema.extend({
  credentialId: credentialIdSchema,
  sealed: passkeyRecoverySchema,
})

const exportKey = (userId: string) => `export:${userId}`

export function walletRoutes(context: CloudContext, deps: AuthDeps) {
  const app = new Hono()

  /** the live session, on a device that proved this user here (a code, a social or Farcaster login on it) */
  const provenSession = (c: Context, input: z.infer<typeof deviceSchema>): Promise<ActiveSession> =>
    provenSessionOf(context, deps, c, input)

  // the user's first wallet: its addresses and server share are recorded, and a second one is refused
  app.post('/v1/auth/wallet', async (c) => {
    const input = await parseJson(c, registerSchema)
    const { user } = await provenSession(c, input)
    const created = await registerWallet(context.db, await deps.codeSecret(), user.id, input, deps.now())
    if (!created) throw authError(409, AUTH_TEXTS.walletExists)
    return c.json({ ok: true })
  })

  // the server share, to rebuild the key with the device's share (or, on a new device, the recovery share)
  app.post('/v1/auth/key-share', async (c) => {
    const input = await parseJson(c, keyShareSchema)
    const { user } = await provenSession(c, input)
    await takeShareRelease(deps, c, user.id)
    if (input.otp) {
      await takeCodeGuess(deps, c, (await requireProject(context, c)).id)
      await expectCode(deps, exportKey(user.id), input.otp)
    }
    if (input.passkey) {
      const project = await requireProject(context, c)
      await provePasskey(context.db, passkeysOf(context, project), project.id, user.id, input.passkey, deps.now())
    }
    const wallet = await storedWallet(context.db, await deps.codeSecret(), user.id, context.config.previousAuthSecret)
    if (!wallet) throw authError(404, AUTH_TEXTS.noWallet)
    // only the user's own passkey's share: another user's credential id finds nothing
    const passkeyRecovery =
      input.passkeyRecovery && (await passkeyRecoveryOf(context.db, user.id, input.passkeyRecovery))
    c.header('cache-control', 'no-store')
    return c.json({
      share: wallet.serverShare.toString('base64'),
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      ...(input.recovery ? { recovery: wallet.recovery } : {}),
      ...(passkeyRecovery ? { passkeyRecovery } : {}),
    })
  })

  // a share of the wallet sealed by the frame under one of the user's passkeys' PRF, kept beside that passkey
  app.post('/v1/auth/passkey/recovery', async (c) => {
    const input = await parseJson(c, passkeyRecoveryBodySchema)
    const { user } = await provenSession(c, input)
    if (!(await walletOf(context.db, user.id))) throw authError(404, AUTH_TEXTS.noWallet)
    if (!(await keepPasskeyRecovery(context.db, user.id, input.credentialId, input.sealed)))
      throw passkeyError(401, 'PasskeyUnknown')
    return c.json({ ok: true })
  })

  // Export private key: a code to the account's email, which the frame then sends with its key-share request
  app.post('/v1/auth/export/start', async (c) => {
    const input = await parseJson(c, deviceSchema)
    const { user } = await provenSession(c, input)
    if (!user.email) throw authError(409, AUTH_TEXTS.noEmail)
    await mailCode(deps, { key: exportKey(user.id), email: user.email }, 'export')
    return c.json({ action: 'VERIFY_OTP' as const })
  })

  // Export private key by passkey: a challenge only this user's passkeys can answer, sent back with key-share
  app.post('/v1/auth/passkey/proof/options', async (c) => {
    const input = await parseJson(c, deviceSchema)
    const { user } = await provenSession(c, input)
    const project = await requireProject(context, c)
    return c.json({
      options: await proofOptions(context.db, passkeysOf(context, project), project.id, user.id, deps.now()),
    })
  })

  return app
}
