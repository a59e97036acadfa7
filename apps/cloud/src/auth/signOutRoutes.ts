// Signing out: this device (whatever the session's state), or every session and device of the user. Everywhere needs
// the session on a device that proves the user with its key, as the key share does: a stolen session token alone
// cannot sign the owner out of every device.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { parseJson } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import type { AuthDeps } from './deps.ts'
import { revokeDevice, revokeUserDevices } from './devices.ts'
import { deviceSchema, provenSession } from './provenSession.ts'
import { deleteSession, revokeUserSessions } from './sessions.ts'

const token = z.string().min(16).max(128)
/** after the session expired the frame still has its device token to revoke */
export const signOutSchema = z.object({ token: token.optional(), deviceToken: token.optional() })
/** the session, this device's token and its key's signature over a fresh challenge */
export const signOutAllSchema = deviceSchema

export function signOutRoutes(context: CloudContext, deps: AuthDeps) {
  const app = new Hono()

  // sign-out ends this session and revokes this device whatever the session's state: its next sign-in needs a code
  app.post('/v1/auth/signout', async (c) => {
    const project = await requireProject(context, c)
    const input = await parseJson(c, signOutSchema)
    if (input.token) await deleteSession(context.db, input.token)
    if (input.deviceToken) await revokeDevice(context.db, input.deviceToken, project.id)
    return c.json({ ok: true })
  })

  // every session and device token of the user, wherever they are
  app.post('/v1/auth/signout/all', async (c) => {
    const input = await parseJson(c, signOutAllSchema)
    const { user } = await provenSession(context, deps, c, input)
    await revokeUserSessions(context.db, user.id)
    await revokeUserDevices(context.db, user.id)
    return c.json({ ok: true })
  })

  return app
}
