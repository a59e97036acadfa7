import type { Kysely, Migration } from 'kysely'

export const namesMigration: Migration = {
  async up(_db: Kysely<any>) {},
}
