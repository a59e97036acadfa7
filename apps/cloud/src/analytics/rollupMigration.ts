// Migration 031: hourly counts per series and key, kept up to date on every stored event (record.ts), so the
// dashboard's month of a million events reads ~tens of thousands of small rows instead of the events themselves.
// Events stored before it are counted in once here.
import { type Kysely, type Migration, sql } from 'kysely'

export const analyticsRollupMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('analytics_rollup')
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      // 2026-11-24T13: the hour, as the first 13 characters of received_at
      .addColumn('hour', 'varchar(13)', (col) => col.notNull())
      .addColumn('series', 'varchar(32)', (col) => col.notNull())
      .addColumn('key', 'varchar(200)', (col) => col.notNull())
      .addColumn('count', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('analytics_rollup_pk', ['project_id', 'series', 'hour', 'key'])
      .execute()
    await countEventsIntoRollup(db)
  },
}

/** counts every stored event into the (empty) rollup, as record.ts would have one by one (also the bench's fill) */
export async function countEventsIntoRollup(db: Kysely<any>): Promise<void> {
  const hour = sql`substr(received_at, 1, 13)`
  // a constant key ('') is not grouped by: PostgreSQL refuses a constant in GROUP BY
  const backfill = async (series: string, eventName: string, key?: ReturnType<typeof sql>) => {
    await sql`insert into analytics_rollup (project_id, hour, series, key, count)
      select project_id, ${hour}, ${sql.lit(series)}, ${key ?? sql`''`}, count(*) from analytics_events
      where event_name = ${sql.lit(eventName)} group by project_id, ${hour}${key ? sql`, ${key}` : sql``}`.execute(db)
  }
  const unknown = (column: string) => sql`substr(coalesce(${sql.ref(column)}, 'unknown'), 1, 200)`
  await backfill('wallet', 'CONNECT_SUCCESS', unknown('wallet'))
  await backfill('network', 'CONNECT_SUCCESS', unknown('network'))
  await backfill('method', 'CONNECT_SUCCESS', unknown('method'))
  await backfill('disconnects', 'DISCONNECT_SUCCESS')
  await backfill('connectErrors', 'CONNECT_ERROR')
  await backfill('errorText', 'CONNECT_ERROR', unknown('error_message'))
  await backfill('swaps', 'SWAP_SUCCESS', unknown('network'))
}
