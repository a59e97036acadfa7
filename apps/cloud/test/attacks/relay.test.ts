// Attacks on the pairing relay by someone who knows a project id (every page using Latch carries it), scripted
// against a running cloud on both engines, in memory and through Redis. Each `it` names the attack; what it asserts
// is what stops it. R-7.62 (the relay is used with a project id).
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { cloudConfigSchema } from '../../src/config.ts'
import { type RunningCloud, startCloud } from '../../src/server.ts'
import { cloudEntry } from '../cloud-process.ts'
import { ENGINES, freshDatabase } from '../engines.ts'
import { RelayClient, randomTopic, relayAuth, relayIdentity, seedRelayProject } from '../relay-client.ts'

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const MB = 1024 * 1024
const PER_CLIENT = 4 * MB
const TOTAL = 8 * MB
const TOPICS_PER_CLIENT = 50
const SEVEN_DAYS_MS = 7 * 24 * 3600 * 1000
const LIMIT_EXCEEDED = -32005

type Flood = { heldBytes: number; stored: { bytes: number }; refused: number; firstError: unknown }

/** relay-flood.mts (bundled for this run) in a process of its own: what that cloud holds after the flood */
function runFlood(env: Record<string, string>): Promise<Flood> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--expose-gc', cloudEntry('relay-flood')],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}: ${stderr}`))
        else resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as Flood)
      },
    )
  })
}

for (const engine of ENGINES) {
  for (const store of ['memory', 'redis'] as const) {
    describe(`attacks on the relay [${engine}, ${store}]`, () => {
      let cloud: RunningCloud
      let dataDir: string
      let relayUrl: string
      let databaseUrl: string | undefined
      // a prefix of its own: with Redis the quotas are the deployment's, and each block is a deployment
      const redisPrefix = `latch:test:${randomUUID()}`
      const clients: RelayClient[] = []

      /** a client from `address` (the cloud trusts one proxy: X-Forwarded-For names the client) */
      const connect = async (address = '198.51.100.1', options: Parameters<typeof RelayClient.connect>[1] = {}) => {
        const client = await RelayClient.connect(relayUrl, { headers: { 'x-forwarded-for': address }, ...options })
        clients.push(client)
        return client
      }
      /** publishes `count` messages of `bytes` to fresh topics, all at once; the error replies */
      const flood = async (client: RelayClient, count: number, bytes: number) => {
        const message = 'x'.repeat(bytes)
        const replies = await Promise.all(
          Array.from({ length: count }, () =>
            client.request('irn_publish', { topic: randomTopic(), message, ttl: 86_400 }),
          ),
        )
        return replies.filter((reply) => reply.error).map((reply) => reply.error!)
      }

      beforeAll(async () => {
        const fresh = freshDatabase(engine)
        dataDir = fresh.dataDir
        databaseUrl = fresh.databaseUrl
        const redisUrl = store === 'redis' ? inject('redisUrl') : undefined
        cloud = await startCloud(
          cloudConfigSchema.parse({
            port: 0,
            dataDir,
            databaseUrl: fresh.databaseUrl,
            redisUrl,
            indexer: false,
            trustProxy: 1,
            relay: {
              storage: { maxBytes: TOTAL, maxBytesPerClient: PER_CLIENT, maxTopicsPerClient: TOPICS_PER_CLIENT },
              redisPrefix,
            },
          }),
        )
        await seedRelayProject(cloud.context)
        relayUrl = `${cloud.url.replace('http', 'ws')}/relay`
      })

      afterAll(async () => {
        await Promise.all(clients.map((client) => client.close()))
        await cloud?.stop()
        rmSync(dataDir, { recursive: true, force: true })
      })

      it('a socket for a project the cloud does not know is refused (401 Unauthorized: invalid key)', async () => {
        for (const projectId of ['made-up-project', 'latch-test-but-not']) {
          const url = new URL(relayUrl)
          url.searchParams.set('projectId', projectId)
          url.searchParams.set('auth', await relayAuth(relayIdentity(), relayUrl))
          const refused = await new Promise<{ status: number; body: string }>((resolve) => {
            const socket = new WebSocket(url)
            socket.once('open', () => resolve({ status: 101, body: '' }))
            socket.once('unexpected-response', (_request, response) => {
              let body = ''
              response.on('data', (chunk) => (body += chunk))
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
            })
            socket.once('error', () => undefined)
          })
          expect(refused).toEqual({ status: 401, body: JSON.stringify({ error: 'Unauthorized: invalid key' }) })
        }
      })

      it('a flood of 200 × 250 KB publishes to fresh topics is refused past the quota with -32005, and memory stays flat', async () => {
        // a cloud in its own process (relay-flood.mts), measured after a full collection
        const usedBefore = store === 'redis' ? await redisMemory() : 0
        const result = await runFlood({
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ...(store === 'redis' ? { REDIS_URL: inject('redisUrl'), REDIS_PREFIX: `latch:test:${randomUUID()}` } : {}),
        })
        // at most 4 MB of them were kept: the rest were refused, each with the quota's error
        expect(result.refused).toBe(200 - Math.floor(PER_CLIENT / (250_000 + 64 + 256)))
        expect(result.firstError).toEqual({
          code: LIMIT_EXCEEDED,
          message: `Relay storage quota exceeded: at most ${PER_CLIENT} bytes of unexpired messages per client`,
        })
        expect(result.stored.bytes).toBeLessThanOrEqual(PER_CLIENT)
        // 50 MB were sent; the process keeps the quota's worth and some noise, not the flood
        expect(result.heldBytes).toBeLessThan(12 * MB)
        if (store === 'redis') expect((await redisMemory()) - usedBefore).toBeLessThan(12 * MB)
      }, 180_000)

      it('fresh did:keys from one address share its quota: a new identity per socket buys nothing', async () => {
        const address = '198.51.100.20'
        const first = await flood(await connect(address), 15, 250_000)
        expect(first).toEqual([])
        const second = await flood(await connect(address, { identity: relayIdentity() }), 5, 250_000)
        expect(second.length).toBeGreaterThanOrEqual(4)
        expect(second[0]?.code).toBe(LIMIT_EXCEEDED)
      }, 60_000)

      it('many addresses together cannot store more than the relay-wide quota', async () => {
        // 198.51.100.20 holds ~4 MB already; .30 fills the relay to its 8 MB, then .31 is refused
        expect(await flood(await connect('198.51.100.30'), 16, 250_000)).toEqual([])
        const errors = await flood(await connect('198.51.100.31'), 4, 250_000)
        expect(errors.length).toBeGreaterThanOrEqual(3)
        expect(errors.at(-1)).toEqual({
          code: LIMIT_EXCEEDED,
          message: `Relay storage quota exceeded: at most ${TOTAL} bytes of unexpired messages`,
        })
        expect(cloud.relay.stored().bytes).toBeLessThanOrEqual(TOTAL)
      }, 60_000)

      it('messages on thousands of fresh topics are refused past the per-client topic quota', async () => {
        const client = await connect('198.51.100.40')
        const replies = []
        for (let index = 0; index <= TOPICS_PER_CLIENT; index++)
          replies.push(await client.request('irn_publish', { topic: randomTopic(), message: 'hi', ttl: 300 }))
        expect(replies.slice(0, TOPICS_PER_CLIENT).filter((reply) => reply.error)).toEqual([])
        expect(replies.at(-1)?.error).toEqual({
          code: LIMIT_EXCEEDED,
          message: `Relay topic quota exceeded: at most ${TOPICS_PER_CLIENT} topics with unexpired messages per client`,
        })
      })

      it("a message asked to live 30 days is kept at most 7 days (as WalletConnect's relay)", async () => {
        const topic = randomTopic()
        const [publisher, late] = [await connect('198.51.100.50'), await connect('198.51.100.51')]
        await publisher.call('irn_publish', { topic, message: 'kept a week', ttl: 30 * 24 * 3600 })
        expect(
          (await late.call<{ messages: { message: string }[] }>('irn_fetchMessages', { topic })).messages.map(
            (m) => m.message,
          ),
        ).toEqual(['kept a week'])
        if (store === 'redis') {
          const redis = createClient({ url: inject('redisUrl') })
          await redis.connect()
          const ttl = await redis.pTTL(`${redisPrefix}:topic:${topic}`)
          await redis.quit()
          // the stream lives a quarter longer than its longest message
          expect(ttl).toBeGreaterThan(0)
          expect(ttl).toBeLessThanOrEqual(SEVEN_DAYS_MS * 1.25)
        } else {
          expect(cloud.relay.maxTtlSeconds).toBe(7 * 24 * 3600)
        }
      })

      it('more than 100 sockets from one address are refused with 429', async () => {
        const address = '198.51.100.60'
        const open = await Promise.all(Array.from({ length: 100 }, () => connect(address)))
        expect(open).toHaveLength(100)
        await expect(connect(address)).rejects.toThrow(/429/)
        await Promise.all(open.map((client) => client.close()))
      }, 60_000)
    })
  }
}

async function redisMemory() {
  const redis = createClient({ url: inject('redisUrl') })
  await redis.connect()
  const info = await redis.info('memory')
  await redis.quit()
  return Number(/used_memory:(\d+)/.exec(info)?.[1])
}
