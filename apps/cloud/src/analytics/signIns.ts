// Sign-ins per bucket by method for the dashboard: the embedded wallet's sign-in history (auth_sign_ins,
// kept after sign-out; method 'email' or the social provider, farcaster included) and sign-in-with-X sessions
// (siwx_sessions, kept revoked; method 'siwx'). One SQL shape on SQLite and PostgreSQL: `created` is epoch ms in a
// bigint, so integer division by the bucket's length numbers the bucket on both engines; the label is made here.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { CountRow } from './aggregates.ts'

export const SIWX_METHOD = 'siwx'

export async function signInsByMethod(
  db: Kysely<Database>,
  projectId: string,
  from: Date,
  length: 10 | 13,
): Promise<CountRow[]> {
  const step = length === 13 ? 3600_000 : 86400_000
  const slot = sql<number | string>`cast(created / ${sql.lit(step)} as bigint)`
  const embedded = db
    .selectFrom('auth_sign_ins')
    .select([slot.as('slot'), 'provider as key', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', projectId)
    .where('created', '>=', from.getTime())
    .groupBy([slot, 'provider'])
  const siwx = db
    .selectFrom('siwx_sessions')
    .select([slot.as('slot'), sql.lit(SIWX_METHOD).as('key'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', projectId)
    .where('created', '>=', from.getTime())
    .groupBy(slot)
  const rows = await embedded.unionAll(siwx).execute()
  return rows
    .map((row) => ({
      bucket: new Date(Number(row.slot) * step).toISOString().slice(0, length),
      key: String(row.key),
      count: Number(row.count),
    }))
    .sort((a, b) => a.bucket.localeCompare(b.bucket) || a.key.localeCompare(b.key))
}
