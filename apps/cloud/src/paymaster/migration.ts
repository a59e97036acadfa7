import type { Kysely, Migration } from 'kysely'

export const sponsorshipSpendMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sponsorship_spend')
      .addColumn('project_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('chain_id', 'bigint', (col) => col.notNull())
      .addColumn('day', 'integer', (col) => col.notNull())
      .addColumn('spent_gwei', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('sponsorship_spend_pk', ['project_id', 'chain_id', 'day'])
      .execute()
  },
}

export const sponsorshipBudgetsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sponsorship_budgets')
      .addColumn('project_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('chain_id', 'bigint', (col) => col.notNull())
      .addColumn('budget_wei', 'varchar(24)', (col) => col.notNull())
      .addPrimaryKeyConstraint('sponsorship_budgets_pk', ['project_id', 'chain_id'])
      .execute()
  },
}

export const sponsorshipUserSpendMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sponsorship_user_spend')
      .addColumn('project_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('chain_id', 'bigint', (col) => col.notNull())
      .addColumn('account', 'varchar(42)', (col) => col.notNull())
      .addColumn('day', 'integer', (col) => col.notNull())
      .addColumn('spent_gwei', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('sponsorship_user_spend_pk', ['project_id', 'chain_id', 'account', 'day'])
      .execute()
  },
}

export const sponsorshipReservationsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sponsorship_reservations')
      .addColumn('id', 'varchar(20)', (col) => col.notNull())
      .addColumn('chain_id', 'bigint', (col) => col.notNull())
      .addColumn('user_op_hash', 'varchar(66)', (col) => col.notNull())
      .addColumn('project_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('account', 'varchar(42)', (col) => col.notNull())
      .addColumn('day', 'integer', (col) => col.notNull())
      .addColumn('reserved_gwei', 'bigint', (col) => col.notNull())
      .addColumn('valid_until', 'bigint', (col) => col.notNull())
      .addColumn('state', 'varchar(8)', (col) => col.notNull())
      .addColumn('actual_gwei', 'bigint')
      .addPrimaryKeyConstraint('sponsorship_reservations_pk', ['chain_id', 'id'])
      .execute()
    await db.schema
      .createIndex('sponsorship_reservations_operation')
      .on('sponsorship_reservations')
      .columns(['chain_id', 'user_op_hash'])
      .execute()
    await db.schema
      .createIndex('sponsorship_reservations_held')
      .on('sponsorship_reservations')
      .columns(['chain_id', 'state', 'valid_until'])
      .execute()
  },
}

export const sponsorshipTargetsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sponsorship_targets')
      .addColumn('project_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('chain_id', 'bigint', (col) => col.notNull())
      .addColumn('address', 'varchar(42)', (col) => col.notNull())
      .addPrimaryKeyConstraint('sponsorship_targets_pk', ['project_id', 'chain_id', 'address'])
      .execute()
  },
}
