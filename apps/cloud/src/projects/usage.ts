// Whether a page still uses a project (deleting one in use is refused): events in the last 7 days, or
// signed-in sessions that have not expired.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export const IN_USE_WINDOW_MS = 7 * 86400_000

/** what still uses the project, in words, or undefined when nothing does */
export async function projectUsage(db: Kysely<Database>, id: string, now: Date): Promise<string | undefined> {
  const since = new Date(now.getTime() - IN_USE_WINDOW_MS).toISOString()
  const [events, sessions] = await Promise.all([
    db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('project_id', '=', id)
      .where('received_at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('auth_sessions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('project_id', '=', id)
      .where('expires_at', '>', now.getTime())
      .executeTakeFirst(),
  ])
  const parts = []
  if (Number(events?.count ?? 0) > 0)
    parts.push(`${Number(events?.count)} analytics events from a page in the last 7 days`)
  if (Number(sessions?.count ?? 0) > 0) parts.push(`${Number(sessions?.count)} signed-in sessions`)
  return parts.length ? parts.join(' and ') : undefined
}
