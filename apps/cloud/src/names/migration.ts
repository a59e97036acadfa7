import type { Kysely, Migration } from 'kysely'

export const namesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('names')
      .addColumn('name', 'varchar(80)', (col) => col.primaryKey())
      .addColumn('owner', 'varchar(42)', (col) => col.notNull())
      .addColumn('attributes', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('registered', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated', 'varchar(32)', (col) => col.notNull())
      .execute()
    await db.schema
      .createTable('name_addresses')
      .addColumn('name', 'varchar(80)', (col) => col.notNull().references('names.name').onDelete('cascade'))
      // coin types reach 0xffffffff: above a 32-bit integer
      .addColumn('coin_type', 'bigint', (col) => col.notNull())
      .addColumn('address', 'varchar(42)', (col) => col.notNull())
      .addColumn('created', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('name_addresses_pk', ['name', 'coin_type'])
      .execute()
    await db.schema.createIndex('name_addresses_address').on('name_addresses').columns(['address']).execute()
  },
}
