import type { Kysely, Migration } from 'kysely'

/** migration 041: captured emails, one per account and project */
export const dataCaptureMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('captured_emails')
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('account', 'varchar(200)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('created', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('captured_emails_pk', ['project_id', 'account'])
      .execute()
  },
}
