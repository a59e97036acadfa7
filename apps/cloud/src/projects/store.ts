// Reading and writing projects; JSON columns are parsed here and nowhere else.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Plan } from './schema.ts'

export interface Project {
  id: string
  name: string
  allowedOrigins: string[]
  plan: Plan
  features: Record<string, unknown>
}

export async function getProject(db: Kysely<Database>, id: string): Promise<Project | undefined> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: JSON.parse(row.allowed_origins) as string[],
    plan: row.plan,
    features: JSON.parse(row.features) as Record<string, unknown>,
  }
}

export async function saveProject(db: Kysely<Database>, project: Project): Promise<void> {
  const row = {
    id: project.id,
    name: project.name,
    allowed_origins: JSON.stringify(project.allowedOrigins),
    plan: project.plan,
    features: JSON.stringify(project.features),
  }
  await db
    .insertInto('projects')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...row, id: undefined }))
    .execute()
}
