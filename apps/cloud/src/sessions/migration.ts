import type { Kysely, Migration } from 'kysely'

/** migration 040: sign-in nonces and sessions */
export const sessionsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('siwx_nonces')
      .addColumn('nonce', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .execute()
    await db.schema.createIndex('siwx_nonces_expires').on('siwx_nonces').columns(['expires_at']).execute()
    await db.schema
      .createTable('siwx_sessions')
      .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('account', 'varchar(200)', (col) => col.notNull())
      .addColumn('chain_id', 'varchar(80)', (col) => col.notNull())
      .addColumn('address', 'varchar(100)', (col) => col.notNull())
      .addColumn('domain', 'varchar(253)', (col) => col.notNull())
      .addColumn('uri', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('signature', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute()
    await db.schema
      .createIndex('siwx_sessions_account')
      .on('siwx_sessions')
      .columns(['project_id', 'account'])
      .execute()
  },
}
