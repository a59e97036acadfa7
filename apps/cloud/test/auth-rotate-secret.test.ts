// `latch-cloud rotate-secret` on both engines, its own process, with a cloud serving throughout: wallets (and a project's
// social client) sealed under the old LATCH_AUTH_SECRET are re-sealed under the new one while the server share
// keeps unlocking; a second run changes nothing; afterwards the new secret alone opens everything.
import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keyIdOf, splitIv } from '../src/auth/keyIds.ts'
import { emailUser } from '../src/auth/users.ts'
import { registerWallet as storeWallet } from '../src/auth/wallets.ts'
import { cloudConfigSchema } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { runOpsCommand } from '../src/opsCommands.ts'
import { openSecret, saveProjectSocial } from '../src/projectSocial/store.ts'
import { saveProject } from '../src/projects/store.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'
import { AUTH_PROJECT } from './auth-fixtures.ts'
import { ENGINES, freshDatabase } from './engines.ts'
import { newWallet, registerWallet, type SignedIn, signInByEmail, unlock } from './process-flow.ts'
import { cloudEntry } from './cloud-process.ts'

const OLD = 'the-old-auth-secret-0123456789abcdef'
const NEW = 'the-new-auth-secret-fedcba9876543210'
/** more wallets than one page of the rotation reads */
const OTHER_WALLETS = 230
/** `latch-cloud` from its sources, bundled for this run (the packages' build may be rewriting dist/ meanwhile) */
const CLI = [cloudEntry('cli')]
const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

for (const engine of ENGINES) {
  describe(`rotate-secret [${engine}]`, () => {
    let database: { dataDir: string; databaseUrl?: string }
    let serving: RunningCloud | undefined
    const env = (secrets: Record<string, string>): NodeJS.ProcessEnv => ({
      LATCH_CLOUD_DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      LATCH_SMTP_HOST: '127.0.0.1',
      LATCH_SMTP_PORT: String(catcher.smtpPort),
      LATCH_AUTH_SECRET_PREVIOUS: '',
      ...secrets,
    })
    // in this process: a restart with other secrets is a new cloud on the same database (the environment's names
    // for them are cli-config.test.ts's); the rotation alone runs as the operator runs it, a process of its own
    const serve = async (secrets: { LATCH_AUTH_SECRET: string; LATCH_AUTH_SECRET_PREVIOUS?: string }) => {
      await serving?.stop()
      serving = await startCloud(
        cloudConfigSchema.parse({
          ...database,
          port: 0,
          indexer: false,
          smtp: { host: '127.0.0.1', port: catcher.smtpPort },
          authSecret: secrets.LATCH_AUTH_SECRET,
          previousAuthSecret: secrets.LATCH_AUTH_SECRET_PREVIOUS,
        }),
      )
      return serving
    }
    const rotate = async (secrets: Record<string, string>) =>
      promisify(execFile)(process.execPath, [...CLI, 'rotate-secret'], {
        env: { ...process.env, ...env(secrets) },
        timeout: 120_000,
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          stdout: error.stdout,
          stderr: error.stderr,
        }),
      )
    const sealedRows = async () => {
      const open = await openDatabase(cloudConfigSchema.parse(database))
      try {
        const wallets = await open.db.selectFrom('auth_wallets').select(['user_id', 'share_iv']).execute()
        const social = await open.db.selectFrom('project_social_providers').selectAll().execute()
        return { wallets, social }
      } finally {
        await open.close()
      }
    }

    beforeAll(async () => {
      database = freshDatabase(engine)
      const open = await openDatabase(cloudConfigSchema.parse(database))
      await saveProject(open.db, {
        id: AUTH_PROJECT,
        name: 'Rotation tests',
        allowedOrigins: ['http://localhost:*'],
        plan: 'basic',
        features: {},
      })
      const now = Date.now()
      for (let n = 0; n < OTHER_WALLETS; n++) {
        const user = await emailUser(open.db, `other${n}.${engine}@example.com`, now)
        await storeWallet(
          open.db,
          OLD,
          user.id,
          { ...newWallet(1000 + n), serverShare: Buffer.from(newWallet(1000 + n).serverShare, 'base64') },
          now,
        )
      }
      await saveProjectSocial(
        open.db,
        OLD,
        AUTH_PROJECT,
        'google',
        {
          issuer: 'https://issuer.example',
          clientId: 'client',
          redirectUri: 'https://app.example/cb',
          clientSecret: 'the-client-secret',
        },
        now,
      )
      await open.close()
    }, 120_000)

    afterAll(async () => {
      await serving?.stop()
      rmSync(database.dataDir, { recursive: true, force: true })
    })

    it('a wallet made under the old secret unlocks before, during and after the rotation, and with the new secret alone', async () => {
      // made under the old secret, as a cloud that has run for a while
      let cloud = await serve({ LATCH_AUTH_SECRET: OLD })
      const who: SignedIn = await signInByEmail(cloud.url, catcher, `rotated.${engine}@example.com`)
      const wallet = newWallet(7)
      expect((await registerWallet(cloud.url, who, wallet)).status).toBe(200)

      // step 1: the processes restart with the new secret and the previous one
      cloud = await serve({ LATCH_AUTH_SECRET: NEW, LATCH_AUTH_SECRET_PREVIOUS: OLD })
      expect((await unlock(cloud.url, who)).body.share).toBe(wallet.serverShare)

      // step 2: rotate while it serves; every unlock meanwhile succeeds
      let rotating = true
      const unlocks: Array<{ status: number; share: string }> = []
      const during = (async () => {
        while (rotating && unlocks.length < 40) {
          const answer = await unlock(cloud.url, who)
          unlocks.push({ status: answer.status, share: answer.body.share })
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      })()
      const run = await rotate({ LATCH_AUTH_SECRET: NEW, LATCH_AUTH_SECRET_PREVIOUS: OLD })
      rotating = false
      await during
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      expect(JSON.parse(run.stdout)).toEqual({
        wallets: { resealed: OTHER_WALLETS + 1, current: 0, unreadable: [] },
        socialClients: { resealed: 1, current: 0, unreadable: [] },
      })
      expect(unlocks.length).toBeGreaterThan(0)
      expect(unlocks.every((answer) => answer.status === 200 && answer.share === wallet.serverShare)).toBe(true)

      // every sealed value names the new secret
      const rows = await sealedRows()
      expect(rows.wallets).toHaveLength(OTHER_WALLETS + 1)
      expect(rows.wallets.every((row) => splitIv(row.share_iv).keyId === keyIdOf(NEW))).toBe(true)
      expect(openSecret(NEW, rows.social[0]!)).toBe('the-client-secret')
      expect(() => openSecret(OLD, rows.social[0]!)).toThrow()

      // step 3: a second run finds nothing to do
      const again = await rotate({ LATCH_AUTH_SECRET: NEW, LATCH_AUTH_SECRET_PREVIOUS: OLD })
      expect(JSON.parse(again.stdout)).toEqual({
        wallets: { resealed: 0, current: OTHER_WALLETS + 1, unreadable: [] },
        socialClients: { resealed: 0, current: 1, unreadable: [] },
      })

      // step 4: the previous secret is dropped; the same wallet still unlocks, and signs in again
      cloud = await serve({ LATCH_AUTH_SECRET: NEW })
      expect(await unlock(cloud.url, who)).toMatchObject({
        status: 200,
        body: { share: wallet.serverShare, evmAddress: wallet.evmAddress },
      })
      const later = await signInByEmail(cloud.url, catcher, `rotated.${engine}@example.com`)
      expect((await unlock(cloud.url, later)).body.share).toBe(wallet.serverShare)
    }, 240_000)

    it('refuses without both secrets, or with the same one twice', async () => {
      const refusal = async (secrets: { authSecret: string; previousAuthSecret?: string }) => {
        const lines: string[] = []
        const code = await runOpsCommand(
          'rotate-secret',
          cloudConfigSchema.parse({ ...database, ...secrets }),
          { dryRun: false },
          () => undefined,
          (line) => lines.push(line),
        )
        return { code, lines }
      }
      expect(await refusal({ authSecret: NEW })).toEqual({
        code: 1,
        lines: [expect.stringContaining('LATCH_AUTH_SECRET_PREVIOUS')],
      })
      expect(await refusal({ authSecret: NEW, previousAuthSecret: NEW })).toEqual({
        code: 1,
        lines: [expect.stringContaining('the same secret')],
      })
    })
  })
}
