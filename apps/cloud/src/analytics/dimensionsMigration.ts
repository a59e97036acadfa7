// Migration 030: what the dashboard groups by, as plain columns filled on insert (wallet, network, connect method,
// error text), and the index its aggregates read: one project, one event name, a time range.
import { type Kysely, type Migration } from 'kysely'

export const analyticsDimensionsMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const column of ['wallet', 'network', 'method']) {
      await db.schema.alterTable('analytics_events').addColumn(column, 'varchar(200)').execute()
    }
    await db.schema.alterTable('analytics_events').addColumn('error_message', 'varchar(2000)').execute()
    await db.schema
      .createIndex('analytics_events_name_received')
      .on('analytics_events')
      .columns(['project_id', 'event_name', 'received_at'])
      .execute()
  },
}
