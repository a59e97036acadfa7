import type { Kysely, Migration } from 'kysely'

/**
 * Linked sign-in methods: every link and unlink of a user's email, passkey or social identity is a row the user (and
 * the operator) can list; a passkey challenge can be bound to the signed-in user who links it; an identity records
 * when it was linked.
 */
export const authMethodEventsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_method_events')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('name', 'varchar(254)', (col) => col.notNull())
      .addColumn('action', 'varchar(8)', (col) => col.notNull())
      .addColumn('actor', 'varchar(16)', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema.createIndex('auth_method_events_user').on('auth_method_events').columns(['user_id']).execute()
    await db.schema.alterTable('auth_passkey_challenges').addColumn('user_id', 'varchar(64)').execute()
    await db.schema.alterTable('auth_identities').addColumn('created', 'bigint').execute()
  },
}
