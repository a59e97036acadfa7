import type { Kysely, Migration } from 'kysely'

/** the per-user server share of the embedded wallet's KEK (apps/frame/KEYS.md), encrypted at rest */
export const authKeySharesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_key_shares')
      .addColumn('user_id', 'varchar(64)', (col) => col.primaryKey().references('auth_users.id').onDelete('cascade'))
      .addColumn('iv', 'varchar(32)', (col) => col.notNull())
      .addColumn('ciphertext', 'varchar(128)', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .execute()
  },
}
