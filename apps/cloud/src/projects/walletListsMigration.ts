// Migration 032: a project's featured, recommended and excluded catalogue wallets, JSON.
import type { Kysely, Migration } from 'kysely'

export const projectWalletListsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('projects')
      .addColumn('wallet_lists', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute()
  },
}
