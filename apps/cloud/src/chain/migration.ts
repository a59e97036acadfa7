import type { Kysely, Migration } from 'kysely'

export const chainMigration: Migration = {
  async up(_db: Kysely<any>) {},
}
