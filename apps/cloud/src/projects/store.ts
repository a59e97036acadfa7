// Reading and writing projects; JSON columns are parsed here and nowhere else.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Plan, ProjectsTable } from './schema.ts'

export interface Project {
  id: string
  name: string
  allowedOrigins: string[]
  plan: Plan
  features: Record<string, unknown>
  /** absent means on (the SPEC §6 default: analytics on) */
  isAnalyticsEnabled?: boolean
  /** the project's featured, recommended and excluded catalogue wallets (SPEC §2, §5); absent: none */
  walletLists?: WalletLists
  /** JSON-RPC calls a day through the cloud's proxy; absent or null: the operator's default */
  rpcDailyQuota?: number | null
}

export interface WalletLists {
  featured: string[]
  recommended: string[]
  excluded: string[]
}

export const NO_WALLET_LISTS: WalletLists = { featured: [], recommended: [], excluded: [] }

function fromRow(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: JSON.parse(row.allowed_origins) as string[],
    plan: row.plan,
    features: JSON.parse(row.features) as Record<string, unknown>,
    isAnalyticsEnabled: Number(row.analytics_enabled) !== 0,
    walletLists: { ...NO_WALLET_LISTS, ...(JSON.parse(row.wallet_lists ?? '{}') as Partial<WalletLists>) },
    rpcDailyQuota:
      row.rpc_daily_quota === null || row.rpc_daily_quota === undefined ? null : Number(row.rpc_daily_quota),
  }
}

export async function getProject(db: Kysely<Database>, id: string): Promise<Project | undefined> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? fromRow(row) : undefined
}

export async function listProjects(db: Kysely<Database>): Promise<Project[]> {
  const rows = await db.selectFrom('projects').selectAll().orderBy('id').execute()
  return rows.map(fromRow)
}

export async function saveProject(db: Kysely<Database>, project: Project): Promise<void> {
  const row = {
    id: project.id,
    name: project.name,
    allowed_origins: JSON.stringify(project.allowedOrigins),
    plan: project.plan,
    features: JSON.stringify(project.features),
    analytics_enabled: project.isAnalyticsEnabled === false ? 0 : 1,
    wallet_lists: JSON.stringify(project.walletLists ?? NO_WALLET_LISTS),
    rpc_daily_quota: project.rpcDailyQuota ?? null,
  }
  await db
    .insertInto('projects')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...row, id: undefined }))
    .execute()
}

/** the project, its own social-provider clients and its own block list go together */
export async function deleteProjectRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('project_social_providers').where('project_id', '=', id).execute()
    // a project made again under the same id starts from the chains' default budgets
    await trx.deleteFrom('sponsorship_budgets').where('project_id', '=', id).execute()
    // a project made again under the same id starts with an empty block list of its own
    await trx.deleteFrom('block_list_entries').where('scope', '=', id).execute()
    await trx.deleteFrom('projects').where('id', '=', id).execute()
  })
}
