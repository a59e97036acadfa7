import type { Kysely, Migration } from 'kysely'

export const authMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_users')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.unique())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema
      .createTable('auth_identities')
      .addColumn('provider', 'varchar(16)', (col) => col.notNull())
      .addColumn('subject', 'varchar(255)', (col) => col.notNull())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('email', 'varchar(254)')
      .addColumn('user_name', 'varchar(255)')
      .addPrimaryKeyConstraint('auth_identities_pk', ['provider', 'subject'])
      .execute()
    await db.schema
      .createTable('auth_codes')
      .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute()
    await db.schema
      .createTable('auth_emails')
      .addColumn('email', 'varchar(254)', (col) => col.primaryKey())
      .addColumn('last_sent_at', 'bigint')
      .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .execute()
    await db.schema
      .createTable('auth_devices')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema
      .createTable('auth_sessions')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('provider', 'varchar(16)', (col) => col.notNull())
      .addColumn('user_name', 'varchar(255)')
      .addColumn('created', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema.createIndex('auth_sessions_user').on('auth_sessions').columns(['user_id']).execute()
    await db.schema
      .createTable('auth_social_states')
      .addColumn('state', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('provider', 'varchar(16)', (col) => col.notNull())
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('nonce', 'varchar(64)', (col) => col.notNull())
      .addColumn('code_verifier', 'varchar(128)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema
      .createTable('auth_settings')
      .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute()
  },
}
