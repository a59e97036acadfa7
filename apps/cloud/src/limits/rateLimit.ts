// Fixed-window counters in the database, so every cloud process sharing it sees the same limits.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface RateLimit {
  /** requests allowed per window */
  limit: number
  windowMs: number
}

export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAfterMs: number }

/**
 * Counts `amount` requests (one by default) against `key` and says whether it is within `rule`. One atomic upsert: two processes
 * racing on the same key both count, and neither can read a stale count.
 */
export async function takeRate(
  db: Kysely<Database>,
  key: string,
  rule: RateLimit,
  now: number,
  amount = 1,
): Promise<RateDecision> {
  const start = now - (now % rule.windowMs)
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: start, count: amount })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = ${start} then rate_limits.count + ${amount} else ${amount} end`,
        window_start: start,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow()
  const count = Number(row.count)
  if (count <= rule.limit) return { ok: true, remaining: rule.limit - count }
  return { ok: false, retryAfterMs: start + rule.windowMs - now }
}

/** drops windows that ended before `now` (run now and then; a stale row is harmless, only space) */
export async function pruneRates(db: Kysely<Database>, now: number, longestWindowMs: number): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', now - longestWindowMs)
    .execute()
}
