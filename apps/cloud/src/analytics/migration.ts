import type { Kysely, Migration } from 'kysely'

export const analyticsMigration: Migration = {
  async up(_db: Kysely<any>) {},
}
