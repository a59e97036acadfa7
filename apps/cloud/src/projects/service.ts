// Creating and updating projects, shared by the admin API and the CLI.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { ProjectInput, ProjectUpdate } from './input.ts'
import { getProject, type Project, saveProject } from './store.ts'

export type CreateResult = { ok: true; project: Project } | { ok: false; reason: 'exists' }

export async function createProject(db: Kysely<Database>, input: ProjectInput): Promise<CreateResult> {
  if (await getProject(db, input.id)) return { ok: false, reason: 'exists' }
  const project: Project = { ...input }
  await saveProject(db, project)
  return { ok: true, project }
}

/** a patch: fields left out keep their value; features are merged feature by feature */
export async function updateProject(db: Kysely<Database>, id: string, update: ProjectUpdate): Promise<Project | undefined> {
  const current = await getProject(db, id)
  if (!current) return undefined
  const { features, ...rest } = update
  const project: Project = { ...current, ...rest, features: { ...current.features, ...features } }
  await saveProject(db, project)
  return project
}

/** the project as the admin API and CLI show it */
export const projectView = (project: Project) => ({
  id: project.id,
  name: project.name,
  allowedOrigins: project.allowedOrigins,
  plan: project.plan,
  features: project.features,
  isAnalyticsEnabled: project.isAnalyticsEnabled !== false,
})
