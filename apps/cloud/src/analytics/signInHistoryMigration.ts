import { type Kysely, type Migration, sql } from 'kysely'

/** migration 095: every embedded-wallet sign-in kept for the dashboard's chart, since a session row goes when its
 * user signs out; the sessions alive today are the history so far */
export const signInHistoryMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_sign_ins')
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('provider', 'varchar(16)', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema
      .createIndex('auth_sign_ins_project_created')
      .on('auth_sign_ins')
      .columns(['project_id', 'created'])
      .execute()
    await sql`insert into auth_sign_ins (project_id, provider, created) select project_id, provider, created from auth_sessions`.execute(
      db,
    )
  },
}
