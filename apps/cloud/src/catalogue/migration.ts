import type { Kysely, Migration } from 'kysely'

export const catalogueMigration: Migration = {
  async up(_db: Kysely<any>) {},
}
