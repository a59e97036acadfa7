// Creating, updating and deleting projects, shared by the admin API and the CLI; a refused change writes nothing.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { planProblem } from './features.ts'
import type { ProjectInput, ProjectUpdate } from './input.ts'
import { projectUsage } from './usage.ts'
import { deleteProjectRow, getProject, NO_WALLET_LISTS, type Project, saveProject } from './store.ts'

export type CreateResult = { ok: true; project: Project } | { ok: false; reason: 'exists' | 'plan'; error: string }
export type UpdateResult = { ok: true; project: Project } | { ok: false; reason: 'missing' | 'plan'; error: string }
export type DeleteResult = { ok: true } | { ok: false; reason: 'missing' | 'in use'; error: string }

export async function createProject(db: Kysely<Database>, input: ProjectInput): Promise<CreateResult> {
  if (await getProject(db, input.id))
    return { ok: false, reason: 'exists', error: `Project ${input.id} already exists` }
  const problem = planProblem(input.plan, input.features)
  if (problem) return { ok: false, reason: 'plan', error: problem }
  const project: Project = { ...input }
  await saveProject(db, project)
  return { ok: true, project }
}

/** a patch: fields left out keep their value; features are merged feature by feature */
export async function updateProject(db: Kysely<Database>, id: string, update: ProjectUpdate): Promise<UpdateResult> {
  const current = await getProject(db, id)
  if (!current) return { ok: false, reason: 'missing', error: `Project ${id} not found` }
  const { features, ...rest } = update
  const project: Project = { ...current, ...rest, features: { ...current.features, ...features } }
  const problem = planProblem(project.plan, project.features)
  if (problem) return { ok: false, reason: 'plan', error: problem }
  await saveProject(db, project)
  return { ok: true, project }
}

/** refused while a page still uses the project (recent events, signed-in sessions) */
export async function deleteProject(db: Kysely<Database>, id: string, now: Date): Promise<DeleteResult> {
  if (!(await getProject(db, id))) return { ok: false, reason: 'missing', error: `Project ${id} not found` }
  const usage = await projectUsage(db, id, now)
  if (usage)
    return {
      ok: false,
      reason: 'in use',
      error: `Project ${id} is still in use: ${usage}. Remove it from those pages first.`,
    }
  await deleteProjectRow(db, id)
  return { ok: true }
}

/** the project as the admin API and CLI show it */
export const projectView = (project: Project) => ({
  id: project.id,
  name: project.name,
  allowedOrigins: project.allowedOrigins,
  plan: project.plan,
  features: project.features,
  isAnalyticsEnabled: project.isAnalyticsEnabled !== false,
  walletLists: project.walletLists ?? NO_WALLET_LISTS,
  rpcDailyQuota: project.rpcDailyQuota ?? null,
})
