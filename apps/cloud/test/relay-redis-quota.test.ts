// The relay's storage quotas with Redis are the deployment's, not each process's: what one process stored counts
// on every other, so a client (or everyone) cannot multiply the limits by the number of processes it reaches.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { cloudConfigSchema } from '../src/config.ts'
import { MESSAGE_OVERHEAD_BYTES, type StorageQuota } from '../src/relay/quota.ts'
import { createRedisStorageQuota } from '../src/relay/redis-quota.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'
import { RelayClient, randomTopic, seedRelayProject } from './relay-client.ts'
import { startTestRedis } from './redis.ts'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'

const LIMIT_EXCEEDED = -32005
const limits = { maxBytes: 10_000, maxTopics: 3, maxBytesPerClient: 4_000, maxTopicsPerClient: 2 }
const cost = (bytes: number) => bytes + MESSAGE_OVERHEAD_BYTES

describe('relay storage quota shared through Redis', () => {
  const opened: (StorageQuota & { close(): Promise<void> })[] = []
  /** two relay processes' quotas of one deployment (one prefix), each with its own connection */
  const deployment = async () => {
    const prefix = `latch:test:${randomUUID()}`
    const open = () => createRedisStorageQuota({ url: inject('redisUrl'), limits, prefix, log: () => undefined })
    const pair = [await open(), await open()] as const
    opened.push(...pair)
    return Object.assign(pair, { prefix })
  }

  afterAll(async () => {
    await Promise.all(opened.map((quota) => quota.close()))
  })

  it('a client refused on one process past its bytes is refused on the other too, until its messages expire', async () => {
    const [a, b] = await deployment()
    await a.charge('198.51.100.1', 't1', 1_500, 2_000, 0)
    await b.charge('198.51.100.1', 't1', 1_500, 1_000, 0)
    for (const quota of [a, b])
      await expect(quota.charge('198.51.100.1', 't1', 1_500, 3_000, 0)).rejects.toMatchObject({
        code: LIMIT_EXCEEDED,
        message: 'Relay storage quota exceeded: at most 4000 bytes of unexpired messages per client',
      })
    expect(b.stored()).toEqual({ bytes: 2 * cost(1_500), topics: 1 })
    // the message expiring first (charged on b) is released by a's next charge
    await a.charge('198.51.100.1', 't1', 1_500, 3_000, 1_000)
    expect(a.stored()).toEqual({ bytes: 2 * cost(1_500), topics: 1 })
    await b.release(3_000)
    expect(b.stored()).toEqual({ bytes: 0, topics: 0 })
  })

  it('counts topics per client and in all across processes; a topic is free again when its last message expired', async () => {
    const [a, b] = await deployment()
    await a.charge('198.51.100.1', 't1', 10, 1_000, 0)
    await b.charge('198.51.100.1', 't2', 10, 2_000, 0)
    await a.charge('198.51.100.1', 't2', 10, 2_000, 0)
    await expect(b.charge('198.51.100.1', 't3', 10, 2_000, 0)).rejects.toThrow(
      'Relay topic quota exceeded: at most 2 topics with unexpired messages per client',
    )
    await a.charge('198.51.100.2', 't3', 10, 2_000, 0)
    await expect(b.charge('198.51.100.3', 't4', 10, 2_000, 0)).rejects.toThrow(
      'Relay topic quota exceeded: at most 3 topics with unexpired messages',
    )
    await b.charge('198.51.100.1', 't4', 10, 2_000, 1_000)
    expect(b.stored().topics).toBe(3)
  })

  it('holds every client on every process together to the total', async () => {
    const [a, b] = await deployment()
    await a.charge('198.51.100.1', 't1', 3_500, 1_000, 0)
    await b.charge('198.51.100.2', 't1', 3_500, 1_000, 0)
    await expect(a.charge('198.51.100.3', 't1', 3_500, 1_000, 0)).rejects.toThrow(
      'Relay storage quota exceeded: at most 10000 bytes of unexpired messages',
    )
    // nothing of the refused message was kept
    expect(a.stored().bytes).toBe(2 * cost(3_500))
  })

  it("a tick's charges go in one run, each kept or refused in order as if alone; one topic's second is one record", async () => {
    const deployed = await deployment()
    const [a, b] = deployed
    const results = await Promise.allSettled(
      [1_500, 1_500, 1_500, 10].map((bytes, index) => a.charge('198.51.100.1', 't1', bytes, 1_100 + index * 100, 0)),
    )
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled'])
    expect(results[2]).toMatchObject({ reason: { code: LIMIT_EXCEEDED } })
    expect(a.stored()).toEqual({ bytes: 2 * cost(1_500) + cost(10), topics: 1 })
    // a flood of small messages expiring in one second costs Redis one record, released whole at that second's end
    await Promise.all(Array.from({ length: 10 }, () => b.charge('198.51.100.2', 't2', 1, 1_500, 0)))
    const admin = createClient({ url: inject('redisUrl') })
    await admin.connect()
    try {
      // t1's charges expire in one second (1.1-1.4 s) and t2's in the same: a record each
      expect(await admin.zCard(`${deployed.prefix}:quota:v2:records`)).toBe(2)
    } finally {
      await admin.quit()
    }
    await b.release(1_999)
    expect(b.stored()).toEqual({ bytes: 2 * cost(1_500) + cost(10) + 10 * cost(1), topics: 2 })
    await b.release(2_000)
    expect(b.stored()).toEqual({ bytes: 0, topics: 0 })
  })

  it("counts the topics a tick's charges open as they go: past either topic limit in one run, the rest are refused", async () => {
    const [a] = await deployment()
    const charges: [string, string][] = [
      ['198.51.100.1', 't1'],
      ['198.51.100.1', 't2'],
      ['198.51.100.1', 't3'],
      ['198.51.100.2', 't3'],
      ['198.51.100.2', 't1'],
      ['198.51.100.3', 't4'],
    ]
    const results = await Promise.allSettled(charges.map(([address, topic]) => a.charge(address, topic, 10, 1_000, 0)))
    expect(results.map((result) => (result.status === 'rejected' ? (result.reason as Error).message : 'kept'))).toEqual(
      [
        'kept',
        'kept',
        'Relay topic quota exceeded: at most 2 topics with unexpired messages per client',
        'kept',
        'kept',
        'Relay topic quota exceeded: at most 3 topics with unexpired messages',
      ],
    )
    expect(a.stored()).toEqual({ bytes: 4 * cost(10), topics: 3 })
  })

  it('a burst of 2,500 charges at once, over several runs, keeps the first that fit and refuses every one after', async () => {
    const [a] = await deployment()
    const results = await Promise.allSettled(
      Array.from({ length: 2_500 }, () => a.charge('198.51.100.1', 't1', 1, 1_000, 0)),
    )
    const fit = Math.floor(limits.maxBytesPerClient / cost(1))
    expect(results.findIndex((result) => result.status === 'rejected')).toBe(fit)
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(fit)
    expect(a.stored()).toEqual({ bytes: fit * cost(1), topics: 1 })
  })

  it('a deployment under another prefix shares nothing; a Redis that forgot the script still charges', async () => {
    const [a] = await deployment()
    const [other] = await deployment()
    await a.charge('198.51.100.1', 't1', 3_500, 1_000, 0)
    await other.charge('198.51.100.1', 't1', 3_500, 1_000, 0)
    const admin = createClient({ url: inject('redisUrl') })
    await admin.connect()
    try {
      await admin.scriptFlush()
    } finally {
      await admin.quit()
    }
    await expect(a.charge('198.51.100.1', 't1', 1_000, 1_000, 0)).rejects.toThrow('per client')
    expect(a.stored().bytes).toBe(cost(3_500))
  })
})

describe('relay storage quota of two cloud processes on one Redis', () => {
  const PER_CLIENT = 600_000
  const clouds: RunningCloud[] = []
  const clients: RelayClient[] = []
  const dirs: string[] = []

  beforeAll(async () => {
    const redisPrefix = `latch:test:${randomUUID()}`
    for (const name of ['a', 'b']) {
      const dataDir = mkdtempSync(join(tmpdir(), `latch-relay-quota-${name}-`))
      dirs.push(dataDir)
      const cloud = await startCloud(
        cloudConfigSchema.parse({
          port: 0,
          dataDir,
          redisUrl: inject('redisUrl'),
          indexer: false,
          trustProxy: 1,
          relay: { storage: { maxBytesPerClient: PER_CLIENT }, redisPrefix },
        }),
      )
      await seedRelayProject(cloud.context)
      clouds.push(cloud)
    }
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await Promise.all(clouds.map((cloud) => cloud.stop()))
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('an address that filled its quota through one process is refused by the other (-32005)', async () => {
    const connect = async (cloud: RunningCloud) => {
      const client = await RelayClient.connect(`${cloud.url.replace('http', 'ws')}/relay`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      })
      clients.push(client)
      return client
    }
    const message = 'x'.repeat(250_000)
    const publish = (client: RelayClient) => client.request('irn_publish', { topic: randomTopic(), message, ttl: 3600 })
    const onA = await connect(clouds[0]!)
    expect((await publish(onA)).error).toBeUndefined()
    expect((await publish(onA)).error).toBeUndefined()
    const onB = await connect(clouds[1]!)
    expect((await publish(onB)).error).toEqual({
      code: LIMIT_EXCEEDED,
      message: `Relay storage quota exceeded: at most ${PER_CLIENT} bytes of unexpired messages per client`,
    })
    // another address still publishes there
    const other = await RelayClient.connect(`${clouds[1]!.url.replace('http', 'ws')}/relay`, {
      headers: { 'x-forwarded-for': '198.51.100.8' },
    })
    clients.push(other)
    expect((await publish(other)).error).toBeUndefined()
    expect(clouds[1]!.relay.stored().topics).toBe(3)
  })
})

describe('a cloud whose Redis is gone', () => {
  it('still stops on SIGTERM: the relay, its quota and readiness cut their Redis connections instead of waiting for a reconnect', async () => {
    const redis = await startTestRedis(await freePort())
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-redis-gone-'))
    const cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, redisUrl: redis.url, indexer: false }))
    try {
      await seedRelayProject(cloud.context)
      // the relay wrote to Redis and readiness asked it, so every connection is open when Redis goes
      const client = await RelayClient.connect(`${cloud.url.replace('http', 'ws')}/relay`)
      expect(
        (await client.request('irn_publish', { topic: randomTopic(), message: 'm', ttl: 300 })).error,
      ).toBeUndefined()
      expect((await fetch(`${cloud.url}/readyz`)).status).toBe(200)
      await client.close()
    } finally {
      await redis.stop()
    }
    // before, stop() waited on node-redis's reconnects forever; the test's own timeout is the bound
    await cloud.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })
})
