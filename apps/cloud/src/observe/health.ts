// Whether this process should get traffic. /healthz: it is alive and answers. /readyz: the database answers with
// every migration run, Redis (when the relay shares topics through it) answers, the indexer is near the chain head,
// and the process is not draining — a load balancer stops sending to it the moment any of that is false.
import { Hono } from 'hono'
import { sql } from 'kysely'
import { createClient } from 'redis'
import { closeRedisClients } from '../redis/closeClients.ts'
import type { CloudContext } from '../context.ts'
import { pendingMigrations } from '../db/migrate.ts'
import { firstLine, log } from './logger.ts'

/** the blocks behind the chain head of each chain this process indexes (the indexer's last pass) */
export const indexerLags = new Map<number, number>()

export interface Readiness {
  /** set on SIGTERM: /readyz answers 503 from then on */
  draining: boolean
  close(): Promise<void>
}

const CHECK_TIMEOUT_MS = 2000

const withTimeout = <T>(promise: Promise<T>, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref(),
    ),
  ])

export function createReadiness(redisUrl: string | undefined): Readiness & { redisReachable(): Promise<void> } {
  // a connection of its own: the relay's are busy with its streams; connected at the first check
  let redis: ReturnType<typeof createClient> | undefined
  const readiness = {
    draining: false,
    async redisReachable() {
      if (!redisUrl) return
      if (!redis) {
        redis = createClient({
          url: redisUrl,
          name: 'latch-readiness',
          socket: { reconnectStrategy: (retries: number) => Math.min(retries * 200, 2000) },
        })
        redis.on('error', () => undefined)
        await withTimeout(redis.connect(), 'redis')
      }
      await withTimeout(redis.ping(), 'redis')
    },
    close: () => closeRedisClients([redis]),
  }
  return readiness
}

type Check = { ok: boolean; error?: string }

async function check(run: () => Promise<unknown>): Promise<Check> {
  try {
    await run()
    return { ok: true }
  } catch (error) {
    return { ok: false, error: firstLine(error) }
  }
}

export function healthRoutes(context: CloudContext, readiness?: ReturnType<typeof createReadiness>) {
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ ok: true }))
  app.get('/readyz', async (c) => {
    const maxLag = context.config.readiness.maxIndexerLagBlocks
    const checks: Record<string, Check> = {
      database: await check(() => withTimeout(sql`select 1`.execute(context.db), 'database')),
      migrations: await check(async () => {
        const pending = await withTimeout(pendingMigrations(context.db), 'migrations')
        if (pending.length) throw new Error(`not run: ${pending.join(', ')}`)
      }),
      redis: await check(async () => readiness?.redisReachable()),
      indexer: await check(async () => {
        const behind = [...indexerLags].filter(([, lag]) => lag > maxLag)
        if (behind.length)
          throw new Error(
            behind.map(([chainId, lag]) => `eip155:${chainId} ${lag} blocks behind (over ${maxLag})`).join('; '),
          )
      }),
    }
    const draining = readiness?.draining ?? false
    const ready = !draining && Object.values(checks).every((one) => one.ok)
    if (!ready && !draining)
      log.warn({ draining, failed: Object.keys(checks).filter((name) => !checks[name]!.ok) }, 'not ready')
    return c.json({ ready, draining, checks }, ready ? 200 : 503)
  })
  return app
}
