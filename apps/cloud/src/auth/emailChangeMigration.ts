import type { Kysely, Migration } from 'kysely'

/** each email change, so the address it replaced can undo it for a day (emailChange.ts) */
export const authEmailChangesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_email_changes')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('old_email', 'varchar(254)', (col) => col.notNull())
      .addColumn('new_email', 'varchar(254)', (col) => col.notNull())
      .addColumn('changed', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('cancelled', 'bigint')
      .execute()
    await db.schema.createIndex('auth_email_changes_user').on('auth_email_changes').column('user_id').execute()
  },
}
