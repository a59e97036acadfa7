// The auth tables of key scheme v2: device tokens bound to a user and a project, each user's wallet (addresses, the
// server's Shamir share, the recovery share sealed by the user's recovery code), and social state bound to
// the browser that started it.
import type { Kysely, Migration } from 'kysely'

/** device tokens name a user and a project, so sign-out can revoke one and an email change all */
export const authDevicesV2Migration: Migration = {
  async up(db: Kysely<any>) {
    // the old rows named only an email; they are dropped (those devices ask for a code once more)
    await db.schema.dropTable('auth_devices').execute()
    await db.schema
      .createTable('auth_devices')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema.createIndex('auth_devices_user').on('auth_devices').columns(['user_id']).execute()
  },
}

/** one wallet per user; the v1 key shares (a KEK half, apps/frame/KEYS.md) go */
export const authWalletsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_wallets')
      .addColumn('user_id', 'varchar(64)', (col) => col.primaryKey().references('auth_users.id').onDelete('cascade'))
      .addColumn('evm_address', 'varchar(42)', (col) => col.notNull())
      .addColumn('solana_address', 'varchar(44)', (col) => col.notNull())
      .addColumn('share_iv', 'varchar(32)', (col) => col.notNull())
      .addColumn('share_ciphertext', 'varchar(128)', (col) => col.notNull())
      .addColumn('recovery', 'text', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema.dropTable('auth_key_shares').execute()
  },
}

/** the SHA-256 of a secret only the frame that asked for the authorization URL holds */
export const authSocialBindingMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.deleteFrom('auth_social_states').execute()
    await db.schema
      .alterTable('auth_social_states')
      .addColumn('binding', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .execute()
  },
}
