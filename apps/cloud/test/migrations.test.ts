// A database made before a feature landed may have run migrations numbered after the feature's (numbers are given in
// ranges per feature): starting the cloud on it applies the missing ones instead of refusing as "corrupted".
import { type Kysely, sql } from 'kysely'
import { expect, it } from 'vitest'
import { migrateToLatest } from '../src/db/migrate.ts'
import { describeOnEngines } from './engines.ts'

describeOnEngines('migrations', {}, (handle) => {
  it('a database that ran 090 but not 033 gets 033 applied, and its index exists afterwards', async () => {
    // the migrator's own table is not in the app's schema type
    const db = handle().context.db as unknown as Kysely<any>
    // as if 033 had landed after this database last started: its row and its index are gone
    await db.schema.dropIndex('auth_sessions_project_created').execute()
    await db.deleteFrom('kysely_migration').where('name', '=', '033_sign_ins_index').execute()
    await migrateToLatest(db)
    const names = (await db.selectFrom('kysely_migration').select('name').execute()).map((row) => row.name as string)
    expect(names).toContain('033_sign_ins_index')
    expect(names).toContain('090_catalogue_icons')
    // the index is back: dropping it again succeeds
    await expect(sql`drop index auth_sessions_project_created`.execute(db)).resolves.toBeDefined()
  })
})
