import type { Kysely, Migration } from 'kysely'

export const analyticsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('event_id', 'varchar(128)', (col) => col.notNull())
      .addColumn('event_type', 'varchar(16)', (col) => col.notNull())
      .addColumn('event_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('domain', 'varchar(255)', (col) => col.notNull())
      .addColumn('timestamp', 'bigint', (col) => col.notNull())
      .addColumn('props', 'text', (col) => col.notNull())
      .addColumn('sdk_type', 'varchar(64)', (col) => col.notNull())
      .addColumn('sdk_version', 'varchar(64)', (col) => col.notNull())
      .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('analytics_events_pk', ['project_id', 'event_id'])
      .execute()
    await db.schema
      .createIndex('analytics_events_received')
      .on('analytics_events')
      .columns(['project_id', 'received_at'])
      .execute()
  },
}
