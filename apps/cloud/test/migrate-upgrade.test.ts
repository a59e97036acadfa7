// An upgrade, on both engines: a database as the previous release left it (every migration but the last run, and
// data in it) is listed by `latch-cloud migrate --dry-run` without being changed, then migrated forward by
// `latch-cloud migrate` with nothing lost — the project answers, the wallet's share still opens.
import { rmSync } from 'node:fs'
import type { Kysely } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { emailUser } from '../src/auth/users.ts'
import { registerWallet, storedWallet } from '../src/auth/wallets.ts'
import { main } from '../src/cli.ts'
import { createApp } from '../src/app.ts'
import { cloudConfigSchema } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrateTo, migrationNames, pendingMigrations } from '../src/db/migrate.ts'
import { saveProject } from '../src/projects/store.ts'
import { ENGINES, freshDatabase } from './engines.ts'

const SECRET = 'upgrade-test-auth-secret-0123456789'
const SHARE = Buffer.alloc(33, 9)

for (const engine of ENGINES) {
  describe(`upgrade from the previous schema [${engine}]`, () => {
    const database = freshDatabase(engine)
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LATCH_CLOUD_DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
    }
    afterAll(() => rmSync(database.dataDir, { recursive: true, force: true }))

    const cli = async (...args: string[]) => {
      const lines: string[] = []
      const code = await main(args, env, (line) => lines.push(line))
      return { code, lines }
    }

    it('migrate --dry-run lists the last migration and changes nothing; migrate runs it and keeps every row', async () => {
      const names = migrationNames()
      const [previous, last] = names.slice(-2) as [string, string]
      const old = await openDatabase({ ...database, migrate: false })
      let userId: string
      try {
        await migrateTo(old.db as unknown as Kysely<any>, previous)
        expect(await pendingMigrations(old.db)).toEqual([last])
        // what the previous release's users left in it
        await saveProject(old.db, {
          id: 'kept',
          name: 'Kept project',
          allowedOrigins: ['https://app.example'],
          plan: 'basic',
          features: {},
        })
        const user = await emailUser(old.db, `kept.${engine}@example.com`, Date.now())
        userId = user.id
        await registerWallet(
          old.db,
          SECRET,
          user.id,
          { evmAddress: `0x${'ab'.repeat(20)}`, solanaAddress: '1'.repeat(32), serverShare: SHARE, recovery: { v: 1 } },
          Date.now(),
        )
      } finally {
        await old.close()
      }

      expect(await cli('migrate', '--dry-run')).toEqual({ code: 0, lines: ['would run 1 migration(s):', `  ${last}`] })
      // listed, not run: a second dry run lists the same
      expect((await cli('migrate', '--dry-run')).lines).toEqual(['would run 1 migration(s):', `  ${last}`])
      expect(await cli('migrate')).toEqual({ code: 0, lines: [`ran 1 migration(s): ${last}`] })
      expect(await cli('migrate', '--dry-run')).toEqual({ code: 0, lines: ['nothing to run: the database is current'] })

      const config = cloudConfigSchema.parse({ ...database, indexer: false, authSecret: SECRET })
      const current = await openDatabase(config)
      try {
        expect(await pendingMigrations(current.db)).toEqual([])
        const wallet = await storedWallet(current.db, SECRET, userId)
        expect(wallet?.serverShare.equals(SHARE)).toBe(true)
        const app = createApp({ db: current.db, engine: current.engine, config, now: () => new Date() })
        const answer = await app.request('/getAnalyticsConfig?projectId=kept&st=latch-test&sv=1')
        expect(answer.status).toBe(200)
        const ready = await app.request('/readyz')
        expect(await ready.json()).toMatchObject({ ready: true, checks: { migrations: { ok: true } } })
      } finally {
        await current.close()
      }
    }, 120_000)
  })
}
