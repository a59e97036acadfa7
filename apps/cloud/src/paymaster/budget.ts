// A project's daily sponsorship budget per chain, and each of its users' daily cap beside it: each signed operation
// counts at the most it may take from the paymaster's deposit until it lands (reservations.ts), so a project's users
// cannot drain the operator's deposit, and one user cannot spend the project's whole day.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

const DAY_MS = 24 * 60 * 60 * 1000
export const GWEI = 1_000_000_000n

type Day = { projectId: string; chainId: number; now: Date }
export const dayOf = (now: Date) => Math.floor(now.getTime() / DAY_MS)
/** wei in whole gwei, rounded up; numbers, not strings: SQLite compares any text as greater than any number (gwei
 * stay far below 2^53) */
export const gweiOf = (wei: bigint) => Number((wei + GWEI - 1n) / GWEI)

/** what the project's signed operations may have cost the deposit today on the chain */
export async function sponsorshipSpent(db: Kysely<Database>, { projectId, chainId, now }: Day): Promise<bigint> {
  const row = await db
    .selectFrom('sponsorship_spend')
    .select('spent_gwei')
    .where('project_id', '=', projectId)
    .where('chain_id', '=', chainId)
    .where('day', '=', dayOf(now))
    .executeTakeFirst()
  return BigInt(row?.spent_gwei ?? 0) * GWEI
}

/** what the user's smart account's signed operations may have cost the deposit today on the chain */
export async function userSponsorshipSpent(
  db: Kysely<Database>,
  { projectId, chainId, now, account }: Day & { account: string },
): Promise<bigint> {
  const row = await db
    .selectFrom('sponsorship_user_spend')
    .select('spent_gwei')
    .where('project_id', '=', projectId)
    .where('chain_id', '=', chainId)
    .where('account', '=', account.toLowerCase())
    .where('day', '=', dayOf(now))
    .executeTakeFirst()
  return BigInt(row?.spent_gwei ?? 0) * GWEI
}

export type Spend = Day & { account: string; costWei: bigint; budgetWei: bigint; userBudgetWei: bigint }

/**
 * Counts `costWei` against the project's budget and the user's cap for today on `chainId`: 'ok', or which of the two
 * it would go over (then nothing is counted). One conditional upsert per counter: two processes racing for the last
 * of a budget cannot both get it.
 */
export async function spendSponsorship(db: Kysely<Database>, spend: Spend): Promise<'ok' | 'project' | 'user'> {
  const cost = gweiOf(spend.costWei)
  const day = dayOf(spend.now)
  const project = { project_id: spend.projectId, chain_id: spend.chainId, day }
  if (cost > Number(spend.budgetWei / GWEI)) return 'project'
  if (cost > Number(spend.userBudgetWei / GWEI)) return 'user'
  const counted = await db
    .insertInto('sponsorship_spend')
    .values({ ...project, spent_gwei: cost })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'chain_id', 'day'])
        .doUpdateSet({ spent_gwei: sql`sponsorship_spend.spent_gwei + ${cost}` })
        .where(sql`sponsorship_spend.spent_gwei + ${cost}`, '<=', Number(spend.budgetWei / GWEI)),
    )
    .returning('spent_gwei')
    .executeTakeFirst()
  if (!counted) return 'project'
  const user = { ...project, account: spend.account.toLowerCase() }
  const userCounted = await db
    .insertInto('sponsorship_user_spend')
    .values({ ...user, spent_gwei: cost })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'chain_id', 'account', 'day'])
        .doUpdateSet({ spent_gwei: sql`sponsorship_user_spend.spent_gwei + ${cost}` })
        .where(sql`sponsorship_user_spend.spent_gwei + ${cost}`, '<=', Number(spend.userBudgetWei / GWEI)),
    )
    .returning('spent_gwei')
    .executeTakeFirst()
  if (userCounted) return 'ok'
  await moveCounter(db, 'sponsorship_spend', project, -cost)
  return 'user'
}

/** moves both counters of the day by `deltaGwei` (a release is negative, a landing's difference either way) */
export async function adjustSpent(
  db: Kysely<Database>,
  {
    project_id,
    chain_id,
    account,
    day,
    deltaGwei,
  }: { project_id: string; chain_id: number; account: string; day: number; deltaGwei: number },
): Promise<void> {
  if (deltaGwei === 0) return
  await moveCounter(db, 'sponsorship_spend', { project_id, chain_id, day }, deltaGwei)
  await moveCounter(db, 'sponsorship_user_spend', { project_id, chain_id, day, account }, deltaGwei)
}

async function moveCounter(
  db: Kysely<Database>,
  table: 'sponsorship_spend' | 'sponsorship_user_spend',
  key: { project_id: string; chain_id: number; day: number; account?: string },
  deltaGwei: number,
): Promise<void> {
  let update = db
    .updateTable(table)
    .set({ spent_gwei: sql`spent_gwei + ${deltaGwei}` })
    .where('project_id', '=', key.project_id)
    .where('chain_id', '=', key.chain_id)
    .where('day', '=', key.day)
  if (key.account !== undefined) update = update.where(sql.ref('account'), '=', key.account)
  await update.execute()
}
