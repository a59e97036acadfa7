import type { Kysely, Migration } from 'kysely'

/**
 * Passkeys: a user's WebAuthn credentials (public key, signature counter, transports, backed-up flag, a name, when
 * added and last used) and the challenges in flight, each answerable once, in its project, before it expires.
 */
export const authPasskeysMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_passkeys')
      .addColumn('credential_id', 'varchar(1400)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('user_handle', 'varchar(128)', (col) => col.notNull())
      .addColumn('public_key', 'text', (col) => col.notNull())
      .addColumn('counter', 'bigint', (col) => col.notNull())
      .addColumn('transports', 'text', (col) => col.notNull())
      .addColumn('backed_up', 'integer', (col) => col.notNull())
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .addColumn('last_used', 'bigint')
      .execute()
    await db.schema.createIndex('auth_passkeys_user').on('auth_passkeys').columns(['user_id']).execute()
    await db.schema
      .createTable('auth_passkey_challenges')
      .addColumn('challenge', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
      .addColumn('user_handle', 'varchar(128)')
      .addColumn('name', 'varchar(64)')
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
  },
}
