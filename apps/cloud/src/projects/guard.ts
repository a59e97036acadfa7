// Every catalogue and blockchain call names its project (SPEC §7); unknown ids and foreign origins are refused
// with the messages the client maps to alerts (SPEC §8: 'Unauthorized: invalid key', '… origin not allowed').
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isOriginAllowed } from '@latch/core'
import type { CloudContext } from '../context.ts'
import { getProject, type Project } from './store.ts'

const refuse = (status: 400 | 401 | 403, error: string) =>
  new HTTPException(status, { res: Response.json({ error }, { status }) })

export const PROJECT_ID_MISSING = 'Project ID Missing'
export const INVALID_KEY = 'Unauthorized: invalid key'
export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed'

/** the project named by ?projectId=; a browser's Origin header must match its allowed origins */
export async function requireProject(context: CloudContext, c: Context): Promise<Project> {
  const id = c.req.query('projectId')
  if (!id) throw refuse(400, PROJECT_ID_MISSING)
  if (id.length > 64) throw refuse(401, INVALID_KEY)
  const project = await getProject(context.db, id)
  if (!project) throw refuse(401, INVALID_KEY)
  const origin = c.req.header('origin')
  if (origin && !isOriginAllowed(origin, project.allowedOrigins)) throw refuse(403, ORIGIN_NOT_ALLOWED)
  return project
}
