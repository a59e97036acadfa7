// Raw analytics events are kept for the operator's retention window (LATCH_ANALYTICS_RETENTION_DAYS), then
// deleted; the hourly rollups the dashboard charts read are counted on insert and stay.
import type { Kysely } from 'kysely'
import type { CloudContext } from '../context.ts'
import type { Database } from '../db/schema.ts'

const DAY_MS = 24 * 60 * 60_000
/** how often each process prunes: an event outlives its window by at most this much */
export const RETENTION_SWEEP_MS = 60 * 60_000

/** deletes the events received more than `days` days before `now`; the number deleted */
export async function pruneAnalyticsEvents(db: Kysely<Database>, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString()
  const result = await db.deleteFrom('analytics_events').where('received_at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** prunes now and every hour while the cloud runs; nothing without a retention window */
export function startAnalyticsRetention(context: CloudContext): { stop(): void } {
  const days = context.config.analyticsRetentionDays
  if (days === undefined) return { stop() {} }
  // every process may run it: a delete of rows another already deleted does nothing
  const prune = () => void pruneAnalyticsEvents(context.db, context.now(), days).catch(() => undefined)
  prune()
  const timer = setInterval(prune, RETENTION_SWEEP_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
