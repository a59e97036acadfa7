import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Identities are keyed by (issuer, subject): a subject means something only to the issuer that assigned it, so one
 * project's provider named "google" can no longer answer for another's users. Rows made before carry the issuer
 * `legacy:<provider>` until a trusted issuer of that provider claims them at the next sign-in (users.ts).
 */
export const authIdentitiesIssuerMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_identities_v2')
      .addColumn('issuer', 'varchar(255)', (col) => col.notNull())
      .addColumn('provider', 'varchar(16)', (col) => col.notNull())
      .addColumn('subject', 'varchar(255)', (col) => col.notNull())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('email', 'varchar(254)')
      .addColumn('user_name', 'varchar(255)')
      .addPrimaryKeyConstraint('auth_identities_v2_pk', ['issuer', 'subject'])
      .execute()
    await sql`INSERT INTO auth_identities_v2 (issuer, provider, subject, user_id, email, user_name)
      SELECT 'legacy:' || provider, provider, subject, user_id, email, user_name FROM auth_identities`.execute(db)
    await db.schema.dropTable('auth_identities').execute()
    await db.schema.alterTable('auth_identities_v2').renameTo('auth_identities').execute()
  },
}
