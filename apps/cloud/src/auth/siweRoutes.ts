// A wallet proven by an EIP-4361 or Sign In With Solana signature (the message names which; one nonce and route
// pair for both): a signed-in user links it (the call carries the session and the device's
// proof, as every sign-in method change does), and, where the operator turned on walletSignIn, signing in with it
// reaches the same user and wallet with a session and a device token, as an email, social or passkey sign-in does.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { parseJson } from '../http/validate.ts'
import { remoteFeaturesOf } from '../projects/features.ts'
import { originAllowed, requireProject } from '../projects/guard.ts'
import type { Project } from '../projects/store.ts'
import type { AuthDeps } from './deps.ts'
import { issueDevice } from './devices.ts'
import { identityMethodId, listMethodEvents, listMethods, recordMethodChange } from './methods.ts'
import { deviceSchema, provenSession } from './provenSession.ts'
import { createSession } from './sessions.ts'
import { issueWalletNonce, linkWallet, verifyWalletMessage, walletError, walletOwner } from './siwe.ts'
import { userById } from './users.ts'

const signedMessage = {
  message: z.string().min(1).max(8192),
  // EIP-4361's hex signature, or SIWS's base58 ed25519 one
  signature: z.string().regex(/^(0x[0-9a-fA-F]{2,2048}|[1-9A-HJ-NP-Za-km-z]{64,90})$/, 'a hex or base58 signature'),
}
export const linkWalletSchema = deviceSchema.extend(signedMessage)
export const siweSignInSchema = z.strictObject(signedMessage)
export const siweNonceSchema = z.strictObject({})

/** the project turned sign-in with a linked wallet on (a remote feature, off by default) */
const walletSignInOn = (project: Project) =>
  remoteFeaturesOf(project).some((feature) => feature.id === 'walletSignIn' && feature.isEnabled)

export function siweRoutes(context: CloudContext, deps: AuthDeps) {
  const app = new Hono()
  const db = context.db
  const allowedBy = (project: Project) => (origin: string) => originAllowed(project, origin)

  app.post('/v1/auth/methods/siwe/nonce', async (c) => {
    const input = await parseJson(c, deviceSchema)
    const { user, projectId } = await provenSession(context, deps, c, input)
    return c.json({ nonce: await issueWalletNonce(deps, { projectId, purpose: 'link', userId: user.id }) })
  })

  app.post('/v1/auth/methods/siwe', async (c) => {
    const input = await parseJson(c, linkWalletSchema)
    const project = await requireProject(context, c)
    const { user } = await provenSession(context, deps, c, input)
    const wallet = await verifyWalletMessage(deps, input, {
      projectId: project.id,
      purpose: 'link',
      userId: user.id,
      originAllowed: allowedBy(project),
    })
    await linkWallet(db, user.id, wallet, deps.now())
    await recordMethodChange(deps, {
      userId: user.id,
      kind: 'wallet',
      name: wallet.address,
      action: 'link',
      actor: 'user',
      tell: user.email,
    })
    return c.json({ methods: await listMethods(db, user.id), events: await listMethodEvents(db, user.id) })
  })

  /** the project, when its operator turned sign-in with a linked wallet on */
  const walletSignInProject = async (c: Parameters<typeof requireProject>[1]) => {
    const project = await requireProject(context, c)
    if (!walletSignInOn(project)) throw walletError(403, 'WalletSignInUnavailable')
    return project
  }

  app.post('/v1/auth/siwe/nonce', async (c) => {
    const project = await walletSignInProject(c)
    await parseJson(c, siweNonceSchema)
    return c.json({ nonce: await issueWalletNonce(deps, { projectId: project.id, purpose: 'signin' }) })
  })

  app.post('/v1/auth/siwe', async (c) => {
    const project = await walletSignInProject(c)
    const input = await parseJson(c, siweSignInSchema)
    const wallet = await verifyWalletMessage(deps, input, {
      projectId: project.id,
      purpose: 'signin',
      originAllowed: allowedBy(project),
    })
    const owner = await walletOwner(db, wallet)
    const user = owner && (await userById(db, owner.user_id))
    if (!user) throw walletError(401, 'WalletNotLinked')
    const now = deps.now()
    const session = await createSession(
      db,
      {
        userId: user.id,
        projectId: project.id,
        provider: wallet.provider,
        userName: wallet.address,
        // unlinking the wallet ends the sessions it made
        methodId: identityMethodId(wallet.issuer, wallet.subject),
      },
      now,
    )
    // a new device, as after any sign-in: the wallet comes to it with the recovery code
    const deviceToken = await issueDevice(db, { userId: user.id, projectId: project.id }, now)
    return c.json({
      token: session.token,
      email: user.email,
      userName: wallet.address,
      provider: wallet.provider,
      expiresAt: session.expiresAt,
      deviceToken,
    })
  })

  return app
}
