// Migration 030: what the dashboard groups by, as plain columns filled on insert (wallet, network, connect method,
// error text); migration 031 counts them per hour.
import type { Kysely, Migration } from 'kysely'

export const analyticsDimensionsMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const column of ['wallet', 'network', 'method']) {
      await db.schema.alterTable('analytics_events').addColumn(column, 'varchar(200)').execute()
    }
    await db.schema.alterTable('analytics_events').addColumn('error_message', 'varchar(2000)').execute()
  },
}
