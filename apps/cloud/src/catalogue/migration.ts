import type { Kysely, Migration } from 'kysely'
import { seedCatalogue } from './seed.ts'

export const catalogueMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('wallets')
      .addColumn('id', 'varchar(128)', (col) => col.primaryKey())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('homepage', 'text')
      .addColumn('rdns', 'varchar(200)')
      .addColumn('chains', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('mobile_link', 'text')
      .addColumn('universal_link', 'text')
      .addColumn('desktop_link', 'text')
      .addColumn('webapp_link', 'text')
      .addColumn('app_store', 'text')
      .addColumn('play_store', 'text')
      .addColumn('chrome_store', 'text')
      .addColumn('image_id', 'varchar(128)', (col) => col.notNull())
      .addColumn('primary_color', 'varchar(16)')
      .addColumn('badge_type', 'varchar(16)', (col) => col.notNull().defaultTo('none'))
      .addColumn('description', 'text')
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
    await db.schema.createIndex('wallets_position').on('wallets').column('position').execute()
    await db.schema.createIndex('wallets_image_id').on('wallets').column('image_id').execute()
    await db.schema
      .createTable('wallet_images')
      .addColumn('image_id', 'varchar(128)', (col) => col.primaryKey())
      .addColumn('content_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute()
    // first start: the catalogue ships with the seed file's wallets
    await seedCatalogue(db)
  },
}
