// The account's own calls (wallet, key share, sign-in methods) need a live session AND a device that proved the same
// user with its key: a session token alone, stolen or typed into a compromised page, reaches none of them.
import type { Context } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { requireProject } from '../projects/guard.ts'
import { type AuthDeps, authError } from './deps.ts'
import { deviceProofSchema, provenDevice } from './deviceKeys.ts'
import { AUTH_TEXTS } from './limits.ts'
import { type ActiveSession, requireSession } from './sessions.ts'

const token = z.string().min(16).max(128)

/** a device's token with its key's signature over our challenge (deviceKeys.ts) */
export const deviceSchema = z.object({ token, deviceToken: token, deviceProof: deviceProofSchema.optional() })

/** the live session, on a device that proved this user here; 403 for a new, signed-out or keyless device */
export async function provenSession(
  context: CloudContext,
  deps: AuthDeps,
  c: Context,
  input: z.infer<typeof deviceSchema>,
): Promise<ActiveSession & { projectId: string }> {
  const project = await requireProject(context, c)
  const session = await requireSession(deps, input.token, project.id)
  const device = await provenDevice(deps, { ...input, projectId: project.id })
  if (device?.userId !== session.user.id) throw authError(403, AUTH_TEXTS.deviceNotProven)
  return { ...session, projectId: project.id }
}
