// The passkey calls of the frame: options (a challenge kept for one answer) and the answer, for a new user's passkey
// and for a sign-in. Both end like an email or social sign-in: a session and a device token of the passkey's user.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { parseJson } from '../http/validate.ts'
import { remoteFeaturesOf } from '../projects/features.ts'
import { originAllowed, requireProject } from '../projects/guard.ts'
import type { AuthDeps } from './deps.ts'
import { issueDevice } from './devices.ts'
import {
  authenticatePasskey,
  authenticationOptions,
  DEFAULT_PASSKEY_NAME,
  type PasskeyConfig,
  type PasskeySignIn,
  passkeyError,
  registerPasskey,
  registrationOptions,
} from './passkeys.ts'
import type { Project } from '../projects/store.ts'
import { createSession } from './sessions.ts'
import { passkeyMethodId } from './methods.ts'

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'base64url')

const answerFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
}

export const passkeyRegisterOptionsSchema = z.strictObject({ name: z.string().trim().min(1).max(64).optional() })
export const passkeyRegisterSchema = z.strictObject({
  response: z.object({
    ...answerFields,
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(16384),
      authenticatorData: base64url(8192).optional(),
      transports: z.array(z.string().max(32)).max(8).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(4096).optional(),
    }),
  }),
})
export const passkeyAuthenticateOptionsSchema = z.strictObject({})
/** an AuthenticationResponseJSON, as @simplewebauthn/browser's startAuthentication gives it */
export const passkeyAssertionSchema = z.object({
  ...answerFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
})
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>
export const passkeyAuthenticateSchema = z.strictObject({ response: passkeyAssertionSchema })

/** the cloud's passkey settings when the project turned passkeys on and the cloud knows the frame's origin */
export function passkeysOf(context: CloudContext, project: Project): PasskeyConfig {
  const config = context.config.passkeys
  const enabled = remoteFeaturesOf(project).some((feature) => feature.id === 'passkeys' && feature.isEnabled)
  if (!config || !enabled) throw passkeyError(403, 'PasskeysUnavailable')
  return { ...config, topOriginAllowed: (origin) => originAllowed(project, origin) }
}

export function passkeyRoutes(context: CloudContext, deps: AuthDeps) {
  const app = new Hono()

  /** the project, when the operator turned passkeys on for it and the cloud knows the frame's origin */
  const passkeyProject = async (c: Parameters<typeof requireProject>[1]) => {
    const project = await requireProject(context, c)
    return { project, config: passkeysOf(context, project) }
  }

  /** the same answer an email or social sign-in gives: a session and a device token of the user */
  const signedIn = async ({ user, name, credentialId }: PasskeySignIn, projectId: string) => {
    const now = deps.now()
    const session = await createSession(
      context.db,
      { userId: user.id, projectId, provider: 'passkey', userName: name, methodId: passkeyMethodId(credentialId) },
      now,
    )
    const deviceToken = await issueDevice(context.db, { userId: user.id, projectId }, now)
    return {
      token: session.token,
      email: user.email,
      userName: name,
      provider: 'passkey',
      expiresAt: session.expiresAt,
      deviceToken,
    }
  }

  app.post('/v1/auth/passkey/register/options', async (c) => {
    const { project, config } = await passkeyProject(c)
    const input = await parseJson(c, passkeyRegisterOptionsSchema)
    return c.json({
      options: await registrationOptions(
        context.db,
        config,
        project.id,
        input.name ?? DEFAULT_PASSKEY_NAME,
        deps.now(),
      ),
    })
  })

  app.post('/v1/auth/passkey/register', async (c) => {
    const { project, config } = await passkeyProject(c)
    const input = await parseJson(c, passkeyRegisterSchema)
    return c.json(
      await signedIn(await registerPasskey(context.db, config, project.id, input.response, deps.now()), project.id),
    )
  })

  app.post('/v1/auth/passkey/authenticate/options', async (c) => {
    const { project, config } = await passkeyProject(c)
    await parseJson(c, passkeyAuthenticateOptionsSchema)
    return c.json({ options: await authenticationOptions(context.db, config, project.id, deps.now()) })
  })

  app.post('/v1/auth/passkey/authenticate', async (c) => {
    const { project, config } = await passkeyProject(c)
    const input = await parseJson(c, passkeyAuthenticateSchema)
    return c.json(
      await signedIn(await authenticatePasskey(context.db, config, project.id, input.response, deps.now()), project.id),
    )
  })

  return app
}
