import type { Kysely, Migration } from 'kysely'

/** migration 068: a code counts the guesses at it, so a login attempt ends after its own wrong guesses */
export const codeGuessesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('auth_codes')
      .addColumn('guesses', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
  },
}
