// The dashboard's figures (issue 19) as SQL aggregates that read the same on SQLite and PostgreSQL: buckets are
// prefixes of the ISO received_at (hour for 24 h, day otherwise), filtered on (project_id, event_name, received_at).
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

export const RANGES = { '24h': 24 * 3600_000, '7d': 7 * 86400_000, '30d': 30 * 86400_000 } as const
export type Range = keyof typeof RANGES

export const CONNECT_SUCCESS = 'CONNECT_SUCCESS'
export const CONNECT_ERROR = 'CONNECT_ERROR'
export const DISCONNECT_SUCCESS = 'DISCONNECT_SUCCESS'
/** what an event without the dimension is grouped under */
export const UNKNOWN = 'unknown'
const TOP_ERRORS = 5

export interface CountRow {
  bucket: string
  key: string
  count: number
}

export interface AnalyticsSummary {
  range: Range
  bucket: 'hour' | 'day'
  from: string
  to: string
  /** every bucket of the range, oldest first: '2026-11-24' or '2026-11-24T13' */
  buckets: string[]
  connections: { total: number; byWallet: CountRow[]; byNetwork: CountRow[]; byMethod: CountRow[] }
  disconnects: { total: number; rows: CountRow[] }
  errors: { connectErrors: number; connectAttempts: number; share: number; top: Array<{ message: string; count: number }> }
}

/** the bucket labels from `from` to `to` */
function bucketsBetween(from: Date, to: Date, length: 10 | 13): string[] {
  const step = length === 13 ? 3600_000 : 86400_000
  const list: string[] = []
  for (let time = Math.floor(from.getTime() / step) * step; time <= to.getTime(); time += step) list.push(new Date(time).toISOString().slice(0, length))
  return list
}

export async function analyticsSummary(db: Kysely<Database>, projectId: string, range: Range, now: Date): Promise<AnalyticsSummary> {
  const from = new Date(now.getTime() - RANGES[range])
  const length = range === '24h' ? 13 : 10
  const bucket = sql<string>`substr(received_at, 1, ${sql.lit(length)})`
  const events = (name: string) =>
    db
      .selectFrom('analytics_events')
      .where('project_id', '=', projectId)
      .where('event_name', '=', name)
      .where('received_at', '>=', from.toISOString())
  const grouped = async (name: string, column: 'wallet' | 'network' | 'method' | null): Promise<CountRow[]> => {
    const key = column ? sql<string>`coalesce(${sql.ref(column)}, ${sql.lit(UNKNOWN)})` : sql<string>`''`
    const rows = await events(name)
      .select([bucket.as('bucket'), key.as('key'), (eb) => eb.fn.countAll().as('count')])
      .groupBy(column ? [bucket, key] : [bucket])
      .orderBy('bucket')
      .execute()
    return rows.map((row) => ({ bucket: String(row.bucket), key: String(row.key), count: Number(row.count) }))
  }
  const [byWallet, byNetwork, byMethod, disconnects, errorRows, top] = await Promise.all([
    grouped(CONNECT_SUCCESS, 'wallet'),
    grouped(CONNECT_SUCCESS, 'network'),
    grouped(CONNECT_SUCCESS, 'method'),
    grouped(DISCONNECT_SUCCESS, null),
    grouped(CONNECT_ERROR, null),
    events(CONNECT_ERROR)
      .select([sql<string>`coalesce(error_message, ${sql.lit(UNKNOWN)})`.as('message'), (eb) => eb.fn.countAll().as('count')])
      .groupBy(sql`coalesce(error_message, ${sql.lit(UNKNOWN)})`)
      .orderBy('count', 'desc')
      .orderBy('message')
      .limit(TOP_ERRORS)
      .execute(),
  ])
  const sum = (rows: CountRow[]) => rows.reduce((total, row) => total + row.count, 0)
  const connections = sum(byWallet)
  const connectErrors = sum(errorRows)
  const connectAttempts = connections + connectErrors
  return {
    range,
    bucket: length === 13 ? 'hour' : 'day',
    from: from.toISOString(),
    to: now.toISOString(),
    buckets: bucketsBetween(from, now, length),
    connections: { total: connections, byWallet, byNetwork, byMethod },
    disconnects: { total: sum(disconnects), rows: disconnects },
    errors: {
      connectErrors,
      connectAttempts,
      share: connectAttempts === 0 ? 0 : connectErrors / connectAttempts,
      top: top.map((row) => ({ message: String(row.message), count: Number(row.count) })),
    },
  }
}
