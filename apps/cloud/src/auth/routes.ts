// The auth service (SPEC §3 connect email / OTP / social / farcaster / update email / is connected / sign out, §4, §5, §8).
// Every call names its project; sessions and device tokens belong to the project that made them.
import { Hono } from 'hono'
import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../config.ts'
import type { CloudContext } from '../context.ts'
import { parseJson, parseParams, parseQuery } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import { type AuthDeps, authDepsOf, authError } from './deps.ts'
import { deviceKeyRoutes } from './deviceKeyRoutes.ts'
import { emailChangeRoutes } from './emailChangeRoutes.ts'
import { deviceProofSchema } from './deviceKeys.ts'
import { issueDevice } from './devices.ts'
import { startEmailLogin, verifyEmailLogin } from './emailLogin.ts'
import { farcasterChannelStatus, openFarcasterChannel } from './farcaster.ts'
import { takeCodeGuess } from './guards.ts'
import { AUTH_TEXTS } from './limits.ts'
import { providerFor } from '../projectSocial/routes.ts'
import { createSession, findSession } from './sessions.ts'
import { createSocialClient, trustedIssuers } from './social.ts'
import { startEmailUpdate, verifyPrimaryOtp, verifySecondaryOtp } from './updateEmail.ts'
import { type SocialProfile, socialUser } from './users.ts'
import { walletOf } from './wallets.ts'
import { walletRoutes } from './walletRoutes.ts'
import { passkeyAssertionSchema, passkeyRoutes, passkeysOf } from './passkeyRoutes.ts'
import { signOutRoutes } from './signOutRoutes.ts'
import { methodRoutes } from './methodRoutes.ts'
import { socialMethodId } from './methods.ts'
import { siweRoutes } from './siweRoutes.ts'
import { socialLinkRoutes } from './socialLinkRoutes.ts'

/** SPEC; addresses are compared trimmed and lowercase */
const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Invalid email'))
const otp = z.string().regex(/^\d{6}$/, 'The code is 6 digits')
const token = z.string().min(16).max(128)
/** SHA-256 hex of the frame's secret for one social login */
const binding = z.string().regex(/^[0-9a-f]{64}$/)

export const startSchema = z.object({ email, deviceToken: token.optional(), deviceProof: deviceProofSchema.optional() })
/** the login attempt's id, as the start answered it to this browser */
const attempt = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'A login attempt id')
export const verifySchema = z.object({ email, otp, attempt })
/** an email change starts only on a device that proves the user (its key's signature): a session token alone, stolen
 * or typed into a compromised page, cannot move the account to another mailbox. With a passkey's answer to
 * /v1/auth/passkey/proof/options the current address's code is skipped */
export const updateSchema = z.object({
  token,
  email,
  deviceToken: token,
  deviceProof: deviceProofSchema.optional(),
  passkey: passkeyAssertionSchema.optional(),
})
export const updateOtpSchema = z.object({ token, otp })
export const tokenSchema = z.object({ token })
export const providerSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) })
export const uriQuerySchema = z.object({ projectId: z.string().optional(), binding })
/** the provider's redirect back (it may add more, e.g. RFC 9207's iss), and the frame's secret */
export const callbackSchema = z.object({
  state: z.string().min(1).max(64),
  code: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  secret: token,
})
export const emptySchema = z.strictObject({})
export const farcasterStatusSchema = z.strictObject({ channelToken: token })

export function authRoutes(context: CloudContext) {
  const app = new Hono()
  const deps: AuthDeps = authDepsOf(context)
  const social = createSocialClient()

  /**
   * POST `path`: the project named by ?projectId=, the body checked by `schema`, the flow's answer as JSON; a flow
   * that compares a one-time code first counts the guess against the caller's address and the project
   */
  const projectPost = <S extends z.ZodObject, A extends object>(
    path: string,
    schema: S,
    flow: (deps: AuthDeps, input: z.infer<S> & { projectId: string }) => Promise<A>,
    guessesCode = false,
  ) =>
    app.post(path, async (c) => {
      const project = await requireProject(context, c)
      const input = await parseJson(c, schema)
      if (guessesCode) await takeCodeGuess(deps, c, project.id)
      return c.json(await flow(deps, { ...input, projectId: project.id }))
    })

  projectPost('/v1/auth/email/start', startSchema, startEmailLogin)
  projectPost('/v1/auth/email/verify', verifySchema, verifyEmailLogin, true)
  app.post('/v1/auth/email/update', async (c) => {
    const project = await requireProject(context, c)
    const input = await parseJson(c, updateSchema)
    // a passkey's answer counts only where the project turned passkeys on
    const passkeys = input.passkey ? passkeysOf(context, project) : undefined
    return c.json(await startEmailUpdate(deps, { ...input, projectId: project.id }, passkeys))
  })
  projectPost('/v1/auth/email/update/primary', updateOtpSchema, verifyPrimaryOtp, true)
  projectPost('/v1/auth/email/update/secondary', updateOtpSchema, verifySecondaryOtp, true)

  // SPEC §3 is-connected: an expired session is 401 'Session Expired' (APKT006); an unknown one is not connected
  app.post('/v1/auth/session/check', async (c) => {
    const project = await requireProject(context, c)
    const input = await parseJson(c, tokenSchema)
    const session = await findSession(context.db, input.token, project.id, deps.now())
    if (session.status === 'expired') throw authError(401, AUTH_TEXTS.sessionExpired)
    if (session.status === 'none') return c.json({ isConnected: false })
    // userId scopes the frame's wallet share per user; wallet says whether the user has one, so none is made twice
    return c.json({
      isConnected: true,
      userId: session.user.id,
      email: session.user.email,
      userName: session.userName,
      provider: session.provider,
      expiresAt: session.expiresAt,
      wallet: (await walletOf(context.db, session.user.id)) ?? null,
    })
  })

  app.route('/', walletRoutes(context, deps))
  app.route('/', deviceKeyRoutes(context, deps))
  app.route('/', emailChangeRoutes(context))
  app.route('/', passkeyRoutes(context, deps))
  app.route('/', methodRoutes(context, deps))
  app.route('/', signOutRoutes(context, deps))
  app.route('/', siweRoutes(context, deps))
  app.route('/', socialLinkRoutes(context, deps, social))

  /** a session and a device token for a social or Farcaster identity (a Farcaster one has no email: null) */
  const socialSession = async (profile: SocialProfile, projectId: string) => {
    const now = deps.now()
    const trusted = trustedIssuers(context.config.oidcProviders, context.config.trustedIssuers).has(profile.issuer)
    const user = await socialUser(context.db, profile, now, { trusted })
    const session = await createSession(
      context.db,
      {
        userId: user.id,
        projectId,
        provider: profile.provider,
        userName: profile.userName,
        methodId: socialMethodId(profile.issuer, profile.subject),
      },
      now,
    )
    const deviceToken = await issueDevice(context.db, { userId: user.id, projectId }, now)
    return {
      token: session.token,
      email: user.email ?? profile.email,
      userName: profile.userName,
      provider: profile.provider,
      expiresAt: session.expiresAt,
      deviceToken,
    }
  }

  // the frame hands over the provider's answer with the secret of the browser that started the login
  app.post('/v1/auth/social/callback', async (c) => {
    const input = await parseJson(c, callbackSchema)
    const { profile, projectId, userId } = await social.completeLogin(
      deps,
      (provider, projectId) => providerFor(context, projectId, provider),
      input,
    )
    // a state made to link an identity to a signed-in user signs nobody in
    if (userId) throw authError(400, AUTH_TEXTS.invalidState)
    return c.json(await socialSession(profile, projectId))
  })

  app.get('/v1/auth/social/:provider/uri', async (c) => {
    const project = await requireProject(context, c)
    const { provider } = parseParams(c, providerSchema)
    const query = parseQuery(c, uriQuerySchema)
    const config = await providerFor(context, project.id, provider)
    if (!config) throw authError(404, AUTH_TEXTS.providerNotConfigured)
    return c.json({ uri: await social.authorizationUri(deps, provider, config, project.id, query.binding) })
  })

  const farcasterConfig = () => {
    const config = context.config.farcaster
    if (!config) throw authError(404, AUTH_TEXTS.farcasterNotConfigured)
    return config
  }

  app.post('/v1/auth/farcaster/channel', async (c) => {
    const project = await requireProject(context, c)
    await parseJson(c, emptySchema)
    return c.json(await openFarcasterChannel(deps, farcasterConfig(), project.id))
  })

  app.post('/v1/auth/farcaster/status', async (c) => {
    const project = await requireProject(context, c)
    const input = await parseJson(c, farcasterStatusSchema)
    const status = await farcasterChannelStatus(deps, farcasterConfig(), project.id, input.channelToken)
    if (status.state === 'pending') return c.json({ state: 'pending' })
    return c.json({ state: 'completed', ...(await socialSession(status.profile, project.id)) })
  })

  return app
}
