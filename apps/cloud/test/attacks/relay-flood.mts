// The flood of attacks/relay.test.ts, in a process of its own (node --expose-gc): a cloud with a 4 MB per-client
// relay quota, one client publishing 200 × 250 KB to fresh topics; prints what the process holds afterwards as JSON.
// Its own process, so that what is measured is the cloud's memory alone after a full collection.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cloudConfigSchema } from '../../src/config.ts'
import { startCloud } from '../../src/server.ts'
import { RelayClient, randomTopic, seedRelayProject } from '../relay-client.ts'

const collect = (globalThis as { gc?: () => void }).gc
if (!collect) throw new Error('run with node --expose-gc')
/** after the sockets let go of the frames they read (a moment), and two full collections */
const held = async () => {
  await new Promise((resolve) => setTimeout(resolve, 500))
  collect()
  collect()
  const usage = process.memoryUsage()
  return usage.heapUsed + usage.external
}
const dataDir = mkdtempSync(join(tmpdir(), 'latch-relay-flood-'))
const cloud = await startCloud(
  cloudConfigSchema.parse({
    port: 0,
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    indexer: false,
    relay: { storage: { maxBytesPerClient: 4 * 1024 * 1024 }, redisPrefix: process.env.REDIS_PREFIX || undefined },
  }),
)
await seedRelayProject(cloud.context)
const before = await held()
const client = await RelayClient.connect(`${cloud.url.replace('http', 'ws')}/relay`)
const message = 'x'.repeat(250_000)
const replies = await Promise.all(
  Array.from({ length: 200 }, () => client.request('irn_publish', { topic: randomTopic(), message, ttl: 86_400 })),
)
const heldBytes = (await held()) - before
const errors = replies.filter((reply) => reply.error).map((reply) => reply.error)
console.log(JSON.stringify({ heldBytes, stored: cloud.relay.stored(), refused: errors.length, firstError: errors[0] }))
await client.close()
await cloud.stop()
rmSync(dataDir, { recursive: true, force: true })
