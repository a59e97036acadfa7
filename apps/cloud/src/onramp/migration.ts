import type { Kysely, Migration } from 'kysely'

/** migration 055: onramp purchases (decimal strings for amounts, integer ms for times) */
export const onrampMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('onramp_purchases')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('provider', 'varchar(32)', (col) => col.notNull())
      .addColumn('address', 'varchar(128)', (col) => col.notNull())
      .addColumn('network', 'varchar(64)', (col) => col.notNull())
      .addColumn('asset', 'varchar(160)', (col) => col.notNull())
      .addColumn('payment_currency', 'varchar(8)', (col) => col.notNull())
      .addColumn('payment_method', 'varchar(16)', (col) => col.notNull())
      .addColumn('payment_total', 'varchar(32)', (col) => col.notNull())
      .addColumn('fee', 'varchar(32)', (col) => col.notNull())
      .addColumn('purchase_amount', 'varchar(96)', (col) => col.notNull())
      .addColumn('purchase_amount_base', 'varchar(96)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('transaction_hash', 'varchar(80)')
      .addColumn('created', 'bigint', (col) => col.notNull())
      .addColumn('completed', 'bigint')
      .execute()
  },
}
