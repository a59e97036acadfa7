// The device key's two calls (deviceKeys.ts): a challenge to sign, and binding a new device token to its key.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { parseJson } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import { type AuthDeps, authError } from './deps.ts'
import { deviceChallenge, devicePublicKey, isDevicePublicKey } from './deviceKeys.ts'
import { bindDeviceKey } from './devices.ts'
import { AUTH_TEXTS } from './limits.ts'
import { requireSession } from './sessions.ts'

const token = z.string().min(16).max(128)
export const bindKeySchema = z.strictObject({ token, deviceToken: token, publicKey: devicePublicKey })

export function deviceKeyRoutes(context: CloudContext, deps: AuthDeps) {
  const app = new Hono()

  // stateless: our MAC over the time and the project, answerable for two minutes
  app.post('/v1/auth/device/challenge', async (c) => {
    const project = await requireProject(context, c)
    await parseJson(c, z.strictObject({}))
    return c.json({ challenge: await deviceChallenge(deps, project.id) })
  })

  // once per device token, by the session the same sign-in made: a token whose key is set cannot be given another
  app.post('/v1/auth/device/key', async (c) => {
    const project = await requireProject(context, c)
    const input = await parseJson(c, bindKeySchema)
    if (!(await isDevicePublicKey(input.publicKey))) throw authError(400, AUTH_TEXTS.invalidDeviceKey)
    const { user } = await requireSession(deps, input.token, project.id)
    if (!(await bindDeviceKey(context.db, input.deviceToken, user.id, input.publicKey)))
      throw authError(409, AUTH_TEXTS.deviceKeyBound)
    return c.json({ ok: true })
  })

  return app
}
