// A cloud process takes connections only once its relay is attached: in a cluster, a new worker gets sockets from the
// primary as soon as it listens, and a pairing client reconnecting then must reach the relay, never a 404. Here the
// relay's Redis answers late (a TCP stand-in that holds the connections, then passes them to the real Redis).
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest'
import { cloudConfigSchema } from '../src/config.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { RelayClient, randomTopic, seedRelayProject } from './relay-client.ts'

let dataDir: string
const held: Socket[] = []
let released = false
let slowRedis: Server
let cloud: RunningCloud | undefined

/** passes a held connection to the real Redis, with what the client already sent */
function pass(socket: Socket) {
  const redis = new URL(inject('redisUrl'))
  const upstream = connect(Number(redis.port), redis.hostname)
  socket.pipe(upstream).pipe(socket)
  socket.on('error', () => upstream.destroy())
  upstream.on('error', () => socket.destroy())
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-relay-order-'))
  slowRedis = createServer((socket) => (released ? pass(socket) : held.push(socket)))
  await new Promise<void>((resolve) => slowRedis.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  await cloud?.stop()
  for (const socket of held) socket.destroy()
  await new Promise((resolve) => slowRedis.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

it('the port answers nothing while the relay waits for Redis; once it listens, a relay socket is served', async () => {
  const port = await freePort()
  const address = slowRedis.address()
  const redisUrl = `redis://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const starting = startCloud(cloudConfigSchema.parse({ port, dataDir, indexer: false, redisUrl }))
  // the relay has asked Redis and waits for its answer
  await vi.waitUntil(() => held.length > 0, { timeout: 5_000, interval: 25 })
  await expect(fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow()

  released = true
  for (const socket of held.splice(0)) pass(socket)
  cloud = await starting
  await seedRelayProject(cloud.context)
  const client = await RelayClient.connect(`ws://127.0.0.1:${port}/relay`)
  try {
    expect(await client.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
  } finally {
    await client.close()
  }
})
