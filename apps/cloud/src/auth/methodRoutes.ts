// The signed-in user's sign-in methods: list them, link an email (a code to the new address) or a passkey (made by the
// frame on its origin), unlink any but the last. Every call needs the live session and the device's proof, as the key
// share does: a session token alone changes no way into the wallet.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { parseJson } from '../http/validate.ts'
import { type AuthDeps, authError } from './deps.ts'
import { expectCode, mailCode } from './emailLogin.ts'
import { takeCodeGuess } from './guards.ts'
import { AUTH_TEXTS } from './limits.ts'
import { listMethodEvents, listMethods, METHOD_ID, METHOD_TEXTS, recordMethodChange, unlinkMethod } from './methods.ts'
import { linkOptions, linkPasskey } from './passkeyLink.ts'
import { DEFAULT_PASSKEY_NAME } from './passkeyRegistration.ts'
import { passkeyRegisterSchema, passkeysOf } from './passkeyRoutes.ts'
import { deviceSchema, provenSession } from './provenSession.ts'
import { userByEmail } from './users.ts'
import { requireProject } from '../projects/guard.ts'

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Invalid email'))
export const linkEmailSchema = deviceSchema.extend({ email })
export const linkEmailVerifySchema = deviceSchema.extend({ otp: z.string().regex(/^\d{6}$/, 'The code is 6 digits') })
export const linkPasskeyOptionsSchema = deviceSchema.extend({ name: z.string().trim().min(1).max(64).optional() })
export const linkPasskeySchema = deviceSchema.extend(passkeyRegisterSchema.shape)
export const unlinkSchema = deviceSchema.extend({ id: z.string().regex(METHOD_ID, 'a sign-in method id') })

const linkEmailKey = (userId: string) => `link-email:${userId}`

export function methodRoutes(context: CloudContext, deps: AuthDeps) {
  const app = new Hono()
  const db = context.db
  const answer = async (userId: string) => ({
    methods: await listMethods(db, userId),
    events: await listMethodEvents(db, userId),
  })

  app.post('/v1/auth/methods', async (c) => {
    const input = await parseJson(c, deviceSchema)
    const { user } = await provenSession(context, deps, c, input)
    return c.json(await answer(user.id))
  })

  // a code to the address to add; an address of another account is refused before anything is mailed
  app.post('/v1/auth/methods/email/start', async (c) => {
    const input = await parseJson(c, linkEmailSchema)
    const { user } = await provenSession(context, deps, c, input)
    if (user.email) throw authError(409, METHOD_TEXTS.hasEmail)
    const owner = await userByEmail(db, input.email)
    if (owner && owner.id !== user.id) throw authError(409, AUTH_TEXTS.emailInUse)
    await mailCode(
      deps,
      { key: linkEmailKey(user.id), email: input.email, payload: { email: input.email } },
      'link-email',
    )
    return c.json({ action: 'VERIFY_OTP' as const })
  })

  app.post('/v1/auth/methods/email/verify', async (c) => {
    const input = await parseJson(c, linkEmailVerifySchema)
    const { user, projectId } = await provenSession(context, deps, c, input)
    await takeCodeGuess(deps, c, projectId)
    const { payload } = await expectCode(deps, linkEmailKey(user.id), input.otp)
    const address = payload.email!
    let linked = 0
    try {
      // only an account still without an email takes it; the unique index refuses an address another took meanwhile
      const result = await db
        .updateTable('auth_users')
        .set({ email: address })
        .where('id', '=', user.id)
        .where('email', 'is', null)
        .executeTakeFirst()
      linked = Number(result.numUpdatedRows)
    } catch {
      throw authError(409, AUTH_TEXTS.emailInUse)
    }
    if (linked !== 1) throw authError(409, METHOD_TEXTS.hasEmail)
    await recordMethodChange(deps, {
      userId: user.id,
      kind: 'email',
      name: address,
      action: 'link',
      actor: 'user',
      tell: null,
    })
    return c.json(await answer(user.id))
  })

  app.post('/v1/auth/methods/passkey/options', async (c) => {
    const input = await parseJson(c, linkPasskeyOptionsSchema)
    const { user, projectId } = await provenSession(context, deps, c, input)
    const config = passkeysOf(context, await requireProject(context, c))
    const name = input.name ?? DEFAULT_PASSKEY_NAME
    return c.json({ options: await linkOptions(db, config, projectId, { id: user.id, name }, deps.now()) })
  })

  app.post('/v1/auth/methods/passkey', async (c) => {
    const input = await parseJson(c, linkPasskeySchema)
    const { user, projectId } = await provenSession(context, deps, c, input)
    const config = passkeysOf(context, await requireProject(context, c))
    const name = await linkPasskey(db, config, projectId, user.id, input.response, deps.now())
    await recordMethodChange(deps, {
      userId: user.id,
      kind: 'passkey',
      name,
      action: 'link',
      actor: 'user',
      tell: user.email,
    })
    return c.json(await answer(user.id))
  })

  app.post('/v1/auth/methods/unlink', async (c) => {
    const input = await parseJson(c, unlinkSchema)
    const { user } = await provenSession(context, deps, c, input)
    await unlinkMethod(deps, user.id, input.id, 'user', input.token)
    return c.json(await answer(user.id))
  })

  return app
}
