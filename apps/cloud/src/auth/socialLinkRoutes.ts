// A social identity a signed-in user links to their account: the same authorization code flow as a social sign-in
// (state, nonce, PKCE, the frame's secret behind the binding), its state made for this user's session, and the answer
// linking the provider's identity to the user instead of signing anyone in. An identity of another user is refused.
import { Hono } from 'hono'
import { z } from 'zod'
import { LatchError } from '@latch/core'
import { HTTPException } from 'hono/http-exception'
import type { Kysely } from 'kysely'
import { SOCIAL_PROVIDERS } from '../config.ts'
import type { CloudContext } from '../context.ts'
import type { Database } from '../db/schema.ts'
import { parseJson, parseParams } from '../http/validate.ts'
import { providerFor } from '../projectSocial/routes.ts'
import { type AuthDeps, authError } from './deps.ts'
import { AUTH_TEXTS } from './limits.ts'
import { listMethodEvents, listMethods, recordMethodChange } from './methods.ts'
import { deviceSchema, provenSession } from './provenSession.ts'
import type { createSocialClient } from './social.ts'
import type { SocialProfile } from './users.ts'

const token = z.string().min(16).max(128)
export const linkSocialUriSchema = deviceSchema.extend({ binding: z.string().regex(/^[0-9a-f]{64}$/) })
export const linkSocialSchema = deviceSchema.extend({
  state: z.string().min(1).max(64),
  code: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  secret: token,
})
export const linkSocialParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) })

type SocialLinkRefusal = 'SocialLinkedElsewhere' | 'SocialAlreadyLinked'
const socialLinkError = (code: SocialLinkRefusal) =>
  new HTTPException(409, { res: Response.json({ error: new LatchError(code).message, code }, { status: 409 }) })

/** the identity becomes one more way into `userId`; 409 when anyone (this user too) already has it */
async function linkIdentity(db: Kysely<Database>, userId: string, profile: SocialProfile, now: number) {
  // an identity recorded before issuers were kept names the same account
  const owner = await db
    .selectFrom('auth_identities')
    .select('user_id')
    .where('subject', '=', profile.subject)
    .where('issuer', 'in', [profile.issuer, `legacy:${profile.provider}`])
    .executeTakeFirst()
  if (owner) throw socialLinkError(owner.user_id === userId ? 'SocialAlreadyLinked' : 'SocialLinkedElsewhere')
  try {
    await db
      .insertInto('auth_identities')
      .values({
        issuer: profile.issuer,
        provider: profile.provider,
        subject: profile.subject,
        user_id: userId,
        email: profile.email,
        user_name: profile.userName,
        created: now,
      })
      .execute()
  } catch {
    // the primary key caught a sign-in or a link of the same identity meanwhile
    throw socialLinkError('SocialLinkedElsewhere')
  }
}

export function socialLinkRoutes(context: CloudContext, deps: AuthDeps, social: ReturnType<typeof createSocialClient>) {
  const app = new Hono()
  const db = context.db

  app.post('/v1/auth/methods/social/:provider/uri', async (c) => {
    const { provider } = parseParams(c, linkSocialParams)
    const input = await parseJson(c, linkSocialUriSchema)
    const { user, projectId } = await provenSession(context, deps, c, input)
    const config = await providerFor(context, projectId, provider)
    if (!config) throw authError(404, AUTH_TEXTS.providerNotConfigured)
    return c.json({ uri: await social.authorizationUri(deps, provider, config, projectId, input.binding, user.id) })
  })

  app.post('/v1/auth/methods/social', async (c) => {
    const input = await parseJson(c, linkSocialSchema)
    const { user, projectId } = await provenSession(context, deps, c, input)
    const done = await social.completeLogin(deps, (provider, id) => providerFor(context, id, provider), input)
    // only a state this user's session asked for, in this project, links anything
    if (done.userId !== user.id || done.projectId !== projectId) throw authError(400, AUTH_TEXTS.invalidState)
    await linkIdentity(db, user.id, done.profile, deps.now())
    await recordMethodChange(deps, {
      userId: user.id,
      kind: done.profile.provider,
      name: done.profile.userName ?? done.profile.email ?? done.profile.provider,
      action: 'link',
      actor: 'user',
      tell: user.email,
    })
    return c.json({ methods: await listMethods(db, user.id), events: await listMethodEvents(db, user.id) })
  })

  return app
}
