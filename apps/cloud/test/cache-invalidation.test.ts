// Caches across processes: two cloud servers on one database (as two workers or two machines), each with
// its own caches. A change made through one — or written to the database by anyone else — is served by the other
// within a second: the triggers of migration 020 bump cache_generations, PostgreSQL notifies, and every process
// polls as a fallback (db/changes.ts).
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudConfigSchema } from '../src/config.ts'
import { saveProject } from '../src/projects/store.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'
import { ENGINES, freshDatabase } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, sdk } from './platform-fixtures.ts'

const WITHIN_MS = 1000

/** polls `read` until `seen` holds; the time it took, or a failure after the deadline */
async function timeUntil<T>(read: () => Promise<T>, seen: (value: T) => boolean): Promise<number> {
  const started = performance.now()
  for (;;) {
    if (seen(await read())) return performance.now() - started
    if (performance.now() - started > WITHIN_MS * 3) throw new Error('never served')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

for (const engine of ENGINES) {
  describe(`cache invalidation across processes [${engine}]`, () => {
    let one: RunningCloud
    let other: RunningCloud
    let dataDir: string

    beforeAll(async () => {
      const database = freshDatabase(engine)
      dataDir = database.dataDir
      const config = cloudConfigSchema.parse({ port: 0, indexer: false, adminToken: ADMIN_TOKEN, ...database })
      one = await startCloud(config)
      other = await startCloud(config)
      await saveProject(one.context.db, PRO)
    })

    afterAll(async () => {
      await one?.stop()
      await other?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const walletNames = async (cloud: RunningCloud) => {
      const response = await fetch(`${cloud.url}/getWallets?${sdk()}&page=1&entries=5`)
      return ((await response.json()) as { data: Array<{ id: string; name: string }> }).data
    }

    it('a wallet renamed through one process is listed by the other within a second', async () => {
      const [first] = await walletNames(other) // cached (and on the fast path) in the other process now
      expect(
        (
          await fetch(
            `${one.url}/admin/wallets/${first!.id}`,
            admin({ method: 'PUT', json: { name: 'Renamed elsewhere' } }),
          )
        ).status,
      ).toBe(200)
      const took = await timeUntil(
        () => walletNames(other),
        (wallets) => wallets[0]?.name === 'Renamed elsewhere',
      )
      expect(took).toBeLessThan(WITHIN_MS)
    })

    it("a project's features changed by another writer (here: straight into the database) reach both within a second", async () => {
      const config = async (cloud: RunningCloud) =>
        (
          (await (await fetch(`${cloud.url}/appkit/v1/config?${sdk()}`)).json()) as {
            features: Array<{ id: string; isEnabled: boolean }>
          }
        ).features
      const swaps = (features: Array<{ id: string; isEnabled: boolean }>) =>
        features.find((feature) => feature.id === 'swaps')?.isEnabled
      expect(swaps(await config(one))).toBe(true)
      expect(swaps(await config(other))).toBe(true)
      // a third connection, as the CLI or another machine would write
      const { openDatabase } = await import('../src/db/database.ts')
      const writer = await openDatabase(one.context.config)
      try {
        await saveProject(writer.db, { ...PRO, features: { swaps: false } })
      } finally {
        await writer.close()
      }
      for (const cloud of [one, other]) {
        const took = await timeUntil(
          () => config(cloud),
          (features) => swaps(features) === false,
        )
        expect(took).toBeLessThan(WITHIN_MS)
      }
    })
  })
}
