import { type Kysely, type Migration, sql } from 'kysely'

export const projectsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('projects')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('allowed_origins', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('plan', 'varchar(16)', (col) => col.notNull().defaultTo('basic'))
      .addColumn('features', 'text', (col) => col.notNull().defaultTo('{}'))
      // 1/0: integers read the same on both engines (SQLite has no boolean)
      .addColumn('analytics_enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute()
  },
}
