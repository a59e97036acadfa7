import type { Kysely, Migration } from 'kysely'

/** migration 034: a project's own social-provider clients, one per project and provider */
export const projectSocialMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('project_social_providers')
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('provider', 'varchar(16)', (col) => col.notNull())
      .addColumn('issuer', 'varchar(2048)', (col) => col.notNull())
      .addColumn('client_id', 'varchar(512)', (col) => col.notNull())
      .addColumn('redirect_uri', 'varchar(2048)', (col) => col.notNull())
      .addColumn('secret_iv', 'varchar(32)', (col) => col.notNull())
      .addColumn('secret_ciphertext', 'text', (col) => col.notNull())
      .addColumn('updated', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('project_social_providers_pk', ['project_id', 'provider'])
      .execute()
  },
}
