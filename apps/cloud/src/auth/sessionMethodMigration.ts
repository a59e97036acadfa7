import type { Kysely, Migration } from 'kysely'

/** a session records the sign-in method that made it, so unlinking that method ends it; older rows have none and
 * are matched by their provider instead (methods.ts) */
export const authSessionMethodMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('auth_sessions').addColumn('method_id', 'varchar(64)').execute()
  },
}
