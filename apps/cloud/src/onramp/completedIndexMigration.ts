import type { Kysely, Migration } from 'kysely'

/** migration 096: the dashboard's onramp chart reads a project's completed purchases by completion time */
export const onrampCompletedIndexMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('onramp_purchases_project_completed')
      .on('onramp_purchases')
      .columns(['project_id', 'completed'])
      .execute()
  },
}
