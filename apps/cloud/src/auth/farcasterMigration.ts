import type { Kysely, Migration } from 'kysely'

/** Farcaster sign-ins in flight: our channel token (the frame's), the relay's, and the nonce the message must carry */
export const authFarcasterMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_farcaster_channels')
      .addColumn('channel_token', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('relay_channel_token', 'varchar(256)', (col) => col.notNull())
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('nonce', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
  },
}
