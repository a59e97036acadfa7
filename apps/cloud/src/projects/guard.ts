// Every catalogue and blockchain call names its project (SPEC §7); unknown ids and foreign origins are refused
// with the messages the client maps to alerts (SPEC §8: 'Unauthorized: invalid key', '… origin not allowed').
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isOriginAllowed } from '@latch/core/internal'
import type { CloudContext } from '../context.ts'
import { cachesOf } from '../cache/caches.ts'
import { INVALID_KEY, PROJECT_ID_MISSING } from './refusals.ts'
import type { Project } from './store.ts'

/** projectIdSchema's pattern (projects/input.ts) */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

const refuse = (status: 400 | 401 | 403, error: string) =>
  new HTTPException(status, { res: Response.json({ error }, { status }) })

export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed'

// each cached project's patterns, compiled once: the check runs on every browser request
const checks = new WeakMap<Project, Map<string, boolean>>()
const ORIGINS_REMEMBERED = 64

/** the browser Origin may use the project (SPEC §5 patterns); remembered per project, a few dozen origins each */
export function originAllowed(project: Project, origin: string): boolean {
  let known = checks.get(project)
  if (!known) checks.set(project, (known = new Map()))
  let allowed = known.get(origin)
  if (allowed === undefined) {
    allowed = isOriginAllowed(origin, project.allowedOrigins)
    if (known.size >= ORIGINS_REMEMBERED) known.clear()
    known.set(origin, allowed)
  }
  return allowed
}

/** the project named by `id`, from the process's project cache (undefined for an unknown or malformed id) */
export async function findProject(context: CloudContext, id: string | undefined): Promise<Project | undefined> {
  // an id no project can have is not looked up (nor cached)
  if (!id || !PROJECT_ID.test(id)) return undefined
  return cachesOf(context).projects.get(id)
}

/** the project named by ?projectId=; a browser's Origin header must match its allowed origins */
export async function requireProject(context: CloudContext, c: Context): Promise<Project> {
  const id = c.req.query('projectId')
  if (!id) throw refuse(400, PROJECT_ID_MISSING)
  const project = await findProject(context, id)
  if (!project) throw refuse(401, INVALID_KEY)
  const origin = c.req.header('origin')
  if (origin && !originAllowed(project, origin)) throw refuse(403, ORIGIN_NOT_ALLOWED)
  return project
}
