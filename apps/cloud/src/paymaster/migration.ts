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
