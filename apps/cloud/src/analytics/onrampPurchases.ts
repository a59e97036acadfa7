// Onramp purchases per bucket by provider for the dashboard: only completed purchases, bucketed by the
// time they completed (epoch ms in a bigint, integer division as in signIns.ts, one SQL shape on both engines), read
// through migration 096's index (project_id, completed); and what they cost in all, per fiat currency.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { CountRow } from './aggregates.ts'

export interface FiatTotal {
  currency: string
  /** a decimal string with 2 places, e.g. '150.00' */
  amount: string
}

export async function onrampPurchasesByProvider(
  db: Kysely<Database>,
  projectId: string,
  from: Date,
  length: 10 | 13,
): Promise<{ rows: CountRow[]; amounts: FiatTotal[] }> {
  const step = length === 13 ? 3600_000 : 86400_000
  const slot = sql<number | string>`cast(completed / ${sql.lit(step)} as bigint)`
  const completed = db
    .selectFrom('onramp_purchases')
    .where('project_id', '=', projectId)
    .where('completed', '>=', from.getTime())
    .where('status', '=', 'completed')
  const [counts, totals] = await Promise.all([
    completed
      .select([slot.as('slot'), 'provider', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy([slot, 'provider'])
      .execute(),
    // payment_total is a decimal string of at most 2 places (money.ts); numeric sums it exactly on PostgreSQL
    completed
      .select(['payment_currency', sql<number | string>`sum(cast(payment_total as numeric))`.as('amount')])
      .groupBy('payment_currency')
      .orderBy('payment_currency')
      .execute(),
  ])
  const rows = counts
    .map((row) => ({
      bucket: new Date(Number(row.slot) * step).toISOString().slice(0, length),
      key: row.provider,
      count: Number(row.count),
    }))
    .sort((a, b) => a.bucket.localeCompare(b.bucket) || a.key.localeCompare(b.key))
  return {
    rows,
    amounts: totals.map((row) => ({
      currency: row.payment_currency,
      amount: (Math.round(Number(row.amount) * 100) / 100).toFixed(2),
    })),
  }
}
