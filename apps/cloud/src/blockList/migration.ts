// Migration 100: the block list's entries, one row each, watched like the projects (a change reaches every process's
// cached GET /appkit/v1/block-list at once).
import { type Kysely, type Migration, PostgresAdapter } from 'kysely'
import { watchTable } from '../db/changesMigration.ts'

export const blockListMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('block_list_entries')
      .addColumn('scope', 'varchar(100)', (col) => col.notNull())
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('value', 'varchar(253)', (col) => col.notNull())
      .addColumn('source', 'varchar(8)', (col) => col.notNull())
      .addPrimaryKeyConstraint('block_list_entries_pk', ['scope', 'source', 'kind', 'value'])
      .execute()
    await watchTable(db, 'block_list_entries', 'projects', db.getExecutor().adapter instanceof PostgresAdapter)
  },
}
