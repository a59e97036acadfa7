// A project's own daily sponsorship budget per chain, set by the operator in place of the chain's projectDailyBudget
// (LATCH_CHAINS): a project that sponsors a lot gets more, a noisy one less, without touching the others.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

type Key = { projectId: string; chainId: number }

/** the project's own budgets, by chain id */
export async function ownBudgets(db: Kysely<Database>, projectId: string): Promise<Map<number, bigint>> {
  const rows = await db
    .selectFrom('sponsorship_budgets')
    .select(['chain_id', 'budget_wei'])
    .where('project_id', '=', projectId)
    .execute()
  return new Map(rows.map((row) => [Number(row.chain_id), BigInt(row.budget_wei)]))
}

/** what the project may spend a day on the chain: its own budget, else the chain's default */
export async function dailyBudget(
  db: Kysely<Database>,
  { projectId, chainId, defaultWei }: Key & { defaultWei: bigint },
): Promise<bigint> {
  const row = await db
    .selectFrom('sponsorship_budgets')
    .select('budget_wei')
    .where('project_id', '=', projectId)
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  return row ? BigInt(row.budget_wei) : defaultWei
}

export async function setOwnBudget(
  db: Kysely<Database>,
  { projectId, chainId, budgetWei }: Key & { budgetWei: bigint },
): Promise<void> {
  const budget_wei = budgetWei.toString()
  await db
    .insertInto('sponsorship_budgets')
    .values({ project_id: projectId, chain_id: chainId, budget_wei })
    .onConflict((conflict) => conflict.columns(['project_id', 'chain_id']).doUpdateSet({ budget_wei }))
    .execute()
}

/** back to the chain's default */
export async function clearOwnBudget(db: Kysely<Database>, { projectId, chainId }: Key): Promise<void> {
  await db
    .deleteFrom('sponsorship_budgets')
    .where('project_id', '=', projectId)
    .where('chain_id', '=', chainId)
    .execute()
}
