// /readyz fed by the real parts, on both engines: the indexer itself following the devnet (and the lag /metrics shows
// beside it) makes the process not ready while it is further behind than the operator allows, ready once caught up;
// a database that is gone makes it not ready too (PostgreSQL: the database dropped under the running cloud).
import { execFileSync } from 'node:child_process'
import { expect, inject, it } from 'vitest'
import { startIndexers } from '../src/chain/indexer.ts'
import { metricsText } from '../src/observe/metrics.ts'
import { devnetChainConfig } from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }
const MAX_LAG = 2

type Ready = { ready: boolean; draining: boolean; checks: Record<string, { ok: boolean; error?: string }> }

describeOnEngines(
  'readiness from the running indexer and database',
  { chains: [devnetChainConfig(devnet.rpcUrls[0])], readiness: { maxIndexerLagBlocks: MAX_LAG } },
  (engine) => {
    const readyz = async () => {
      const response = await engine().request('/readyz')
      return { status: response.status, body: (await response.json()) as Ready }
    }
    /** asks until `done`, as a load balancer polls; gives the last answer after 20 s, for the assertion to show */
    const readyzUntil = async (done: (answer: Awaited<ReturnType<typeof readyz>>) => boolean) => {
      const giveUp = Date.now() + 20_000
      let answer = await readyz()
      while (!done(answer) && Date.now() < giveUp) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        answer = await readyz()
      }
      return answer
    }
    /** the indexer's lag for the devnet chain as /metrics shows it */
    const lagMetric = async () =>
      Number(/^latch_indexer_lag_blocks\{chain_id="31337"\} (\d+)$/m.exec((await metricsText()).body)?.[1])

    it('an indexer further behind the head than allowed: 503 naming the chain and its lag, 200 once it has caught up', async () => {
      // a fresh index starts at block 0: one block a pass leaves it far behind the devnet's deployments
      const slow = startIndexers(engine().context, { batchSize: 1, pollMs: 50 })
      const behind = await readyzUntil((answer) => answer.status !== 200)
      await slow.stop()
      expect(behind.status).toBe(503)
      expect(behind.body).toMatchObject({
        ready: false,
        draining: false,
        checks: { database: { ok: true }, migrations: { ok: true }, indexer: { ok: false } },
      })
      const lag = Number(
        /^eip155:31337 (\d+) blocks behind \(over 2\)$/.exec(behind.body.checks.indexer!.error ?? '')?.[1],
      )
      expect(lag).toBeGreaterThan(MAX_LAG)
      expect(await lagMetric()).toBeGreaterThan(MAX_LAG)

      const fast = startIndexers(engine().context, { pollMs: 50 })
      const caughtUp = await readyzUntil((answer) => answer.status === 200)
      await fast.stop()
      expect(caughtUp.body).toEqual({
        ready: true,
        draining: false,
        checks: { database: { ok: true }, migrations: { ok: true }, redis: { ok: true }, indexer: { ok: true } },
      })
      expect(await lagMetric()).toBeLessThanOrEqual(MAX_LAG)
    })

    it('a database that is gone: 503 with the database and migrations checks failed, and the process still answers', async () => {
      const { databaseUrl } = engine().context.config
      if (databaseUrl) {
        const name = new URL(databaseUrl).pathname.slice(1)
        execFileSync('psql', [inject('postgresUrl'), '-q', '-c', `DROP DATABASE "${name}" WITH (FORCE)`], {
          stdio: 'pipe',
        })
      } else {
        // SQLite has no server to lose: the connection itself is closed under the app
        await engine().context.db.destroy()
      }
      const { status, body } = await readyz()
      expect(status).toBe(503)
      expect(body).toMatchObject({ ready: false, checks: { database: { ok: false }, migrations: { ok: false } } })
      expect(body.checks.database!.error).toBeTruthy()
      expect((await engine().request('/healthz')).status).toBe(200)
    })
  },
)
