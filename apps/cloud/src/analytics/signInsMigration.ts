import type { Kysely, Migration } from 'kysely'

/** migration 033: the sign-ins chart reads a project's embedded-wallet sessions by creation time */
export const signInsIndexMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('auth_sessions_project_created')
      .on('auth_sessions')
      .columns(['project_id', 'created'])
      .execute()
  },
}
