import type { Kysely, Migration } from 'kysely'

/** a device token is bound to the public key of a non-extractable key its frame keeps (deviceKeys.ts); rows made
 * before have none, so those devices ask for a code once more */
export const authDeviceKeysMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('auth_devices').addColumn('public_key', 'varchar(128)').execute()
  },
}
