// Back up and restore, on both engines: the database is all there is to back up (Redis holds only relay messages in
// flight). An online backup of a database in use (SQLite's backup API — `sqlite3 latch.sqlite ".backup …"` does the
// same —, `pg_dump` for PostgreSQL), restored into a fresh database: the same person signs in again there with a new
// code, and the wallet they made before the backup unlocks with the same share.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { cloudConfigSchema } from '../src/config.ts'
import type { CloudContext } from '../src/context.ts'
import { openDatabase } from '../src/db/database.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import { AUTH_PROJECT } from './auth-fixtures.ts'
import { ENGINES, type EngineHandle, freshDatabase } from './engines.ts'
import { createTestDatabase } from './postgres.ts'
import { newWallet, registerWallet, signInByEmail, unlock } from './process-flow.ts'

const SECRET = 'backup-test-auth-secret-0123456789'
const catcher = await startMailCatcher()
const scratch = mkdtempSync(join(tmpdir(), 'latch-backup-'))
afterAll(async () => {
  await catcher.stop()
  rmSync(scratch, { recursive: true, force: true })
})

/** a running app on `database`, as the cloud serves it */
async function serving(database: { dataDir: string; databaseUrl?: string }) {
  const config = cloudConfigSchema.parse({
    ...database,
    indexer: false,
    authSecret: SECRET,
    smtp: { host: '127.0.0.1', port: catcher.smtpPort },
  })
  const open = await openDatabase(config)
  const context: CloudContext = { db: open.db, engine: open.engine, config, now: () => new Date() }
  const app = createApp(context)
  const handle = {
    context,
    app,
    request: async (path: string, init?: RequestInit) => app.request(path, init),
  } as EngineHandle
  return { handle, close: () => open.close() }
}

for (const engine of ENGINES) {
  describe(`backup and restore [${engine}]`, () => {
    it('a database backed up while in use and restored elsewhere signs the same person in to the same wallet', async () => {
      const original = freshDatabase(engine)
      const email = `backed-up.${engine}@example.com`
      const wallet = newWallet(3)
      const before = await serving(original)
      const restored = freshDatabase(engine)
      const backupFile = join(scratch, `latch-${engine}.backup`)
      try {
        await saveProject(before.handle.context.db, {
          id: AUTH_PROJECT,
          name: 'Backup tests',
          allowedOrigins: ['http://localhost:*'],
          plan: 'basic',
          features: {},
        })
        const who = await signInByEmail(before.handle, catcher, email)
        expect((await registerWallet(before.handle, who, wallet)).status).toBe(200)
        // the backup, taken while the cloud still has the database open
        if (engine === 'sqlite') {
          const source = new SQLite(join(original.dataDir, 'latch.sqlite'), { readonly: true })
          await source.backup(backupFile)
          source.close()
        } else
          execFileSync('pg_dump', ['--format=custom', `--file=${backupFile}`, original.databaseUrl!], { stdio: 'pipe' })
      } finally {
        await before.close()
      }

      // restored into a fresh database: a new SQLite folder, a new PostgreSQL database
      if (engine === 'sqlite') {
        copyFileSync(backupFile, join(restored.dataDir, 'latch.sqlite'))
      } else {
        const url = createTestDatabase(inject('postgresUrl'), `latch_restored_${process.pid}_${Date.now()}`)
        restored.databaseUrl = url
        execFileSync('pg_restore', ['--no-owner', `--dbname=${url}`, backupFile], { stdio: 'pipe' })
      }
      const after = await serving(restored)
      try {
        const again = await signInByEmail(after.handle, catcher, email)
        const unlocked = await unlock(after.handle, again)
        expect(unlocked).toMatchObject({
          status: 200,
          body: { share: wallet.serverShare, evmAddress: wallet.evmAddress },
        })
      } finally {
        await after.close()
        rmSync(original.dataDir, { recursive: true, force: true })
        rmSync(restored.dataDir, { recursive: true, force: true })
      }
    }, 60_000)
  })
}
