// A project's daily sponsorship budget per chain: each signed operation counts at the most it may take from the
// paymaster's deposit, so a project's users (or someone posing as them) cannot drain the operator's deposit.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const GWEI = 1_000_000_000n

type Day = { projectId: string; chainId: number; now: Date }
const dayOf = (now: Date) => Math.floor(now.getTime() / DAY_MS)

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

/**
 * Counts `costWei` against the project's budget for today on `chainId` and says true, or says false if it would go
 * over. One conditional upsert: two processes racing for the last of a budget cannot both get it.
 */
export async function spendSponsorship(
  db: Kysely<Database>,
  spend: Day & { costWei: bigint; budgetWei: bigint },
): Promise<boolean> {
  // numbers, not strings: SQLite compares any text as greater than any number (gwei stay far below 2^53)
  const cost = Number((spend.costWei + GWEI - 1n) / GWEI)
  const budget = Number(spend.budgetWei / GWEI)
  const key = { project_id: spend.projectId, chain_id: spend.chainId, day: dayOf(spend.now) }
  if (cost > budget) return false
  const row = await db
    .insertInto('sponsorship_spend')
    .values({ ...key, spent_gwei: cost })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'chain_id', 'day'])
        .doUpdateSet({ spent_gwei: sql`sponsorship_spend.spent_gwei + ${cost}` })
        .where(sql`sponsorship_spend.spent_gwei + ${cost}`, '<=', budget),
    )
    .returning('spent_gwei')
    .executeTakeFirst()
  return row !== undefined
}
