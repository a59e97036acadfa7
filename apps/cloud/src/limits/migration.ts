import type { Kysely, Migration } from 'kysely'

export const limitsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .execute()
    await db.schema.createIndex('rate_limits_window').on('rate_limits').columns(['window_start']).execute()
  },
}
