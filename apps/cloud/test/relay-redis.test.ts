// Two relay processes sharing one Redis (REDIS_URL): a dApp and a wallet on different cloud instances
// still talk — live publications, store-and-forward, TTL and the session calls cross processes..
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { cloudConfigSchema } from '../src/config.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'
import { type CloudProcess, startCloudProcess } from './cloud-process.ts'
import { RelayClient, randomTopic, relayIdentity, seedRelayProject, seedRelayProjectIn } from './relay-client.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('relay: two processes sharing Redis', () => {
  let inProcess: RunningCloud
  let other: CloudProcess
  const dirs: string[] = []
  const clients: RelayClient[] = []
  let relayA: string
  let relayB: string

  const connect = async (relayUrl: string, options: Parameters<typeof RelayClient.connect>[1] = {}) => {
    const client = await RelayClient.connect(relayUrl, options)
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    const redisUrl = inject('redisUrl')
    dirs.push(mkdtempSync(join(tmpdir(), 'latch-relay-a-')), mkdtempSync(join(tmpdir(), 'latch-relay-b-')))
    await seedRelayProjectIn(dirs[1]!)
    ;[inProcess, other] = await Promise.all([
      startCloud(cloudConfigSchema.parse({ port: 0, dataDir: dirs[0], indexer: false, redisUrl })),
      startCloudProcess({ REDIS_URL: redisUrl, LATCH_CLOUD_PORT: '0', LATCH_CLOUD_DATA_DIR: dirs[1] }),
    ])
    await seedRelayProject(inProcess.context)
    relayA = `${inProcess.url.replace('http', 'ws')}/relay`
    relayB = `${other.url.replace('http', 'ws')}/relay`
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await Promise.all([inProcess?.stop(), other?.stop()])
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('delivers a publication on one process to subscribers on both', async () => {
    const topic = randomTopic()
    const onA = await connect(relayA)
    const onB = await connect(relayB)
    await Promise.all([onA.call('irn_subscribe', { topic }), onB.call('irn_subscribe', { topic })])
    const publisher = await connect(relayA)
    await publisher.call('irn_publish', { topic, message: 'from-process-a', ttl: 300, tag: 1108 })
    expect((await onB.waitForPushes(1))[0]?.data).toMatchObject({ topic, message: 'from-process-a', tag: 1108 })
    expect((await onA.waitForPushes(1))[0]?.data.message).toBe('from-process-a')

    const back = await connect(relayB)
    await back.call('irn_publish', { topic, message: 'from-process-b', ttl: 300, tag: 1109 })
    expect((await onA.waitForPushes(2))[1]?.data.message).toBe('from-process-b')
  })

  it('keeps the order of a burst of publishes from one client: each answered, pushed to the other process and stored as sent', async () => {
    const topic = randomTopic()
    const onB = await connect(relayB)
    await onB.call('irn_subscribe', { topic })
    const publisher = await connect(relayA)
    const bodies = Array.from({ length: 20 }, (_, index) => `burst-${index}`)
    // sent back to back: the relay starts each publish before the one before it is stored
    const answers = await Promise.all(
      bodies.map((message) => publisher.call('irn_publish', { topic, message, ttl: 300, tag: 1108 })),
    )
    expect(answers).toEqual(bodies.map(() => true))
    expect((await onB.waitForPushes(bodies.length)).map((push) => push.data.message)).toEqual(bodies)
    const late = await connect(relayB)
    await late.call('irn_subscribe', { topic })
    expect((await late.waitForPushes(bodies.length)).map((push) => push.data.message)).toEqual(bodies)
  })

  it('stores a batch publish in order across processes; what a client fetched on one process is not pushed to it on the other', async () => {
    const [first, second] = [randomTopic(), randomTopic()]
    const publisher = await connect(relayA)
    const batch = [first, first, second].map((topic, index) => ({
      topic,
      message: `batch-${index}`,
      ttl: 300,
      tag: 1108,
    }))
    expect(await publisher.call('irn_batchPublish', { messages: batch })).toBe(true)
    const identity = relayIdentity()
    const reader = await connect(relayB, { identity })
    const fetched = await reader.call<{ messages: Array<{ topic: string; message: string }> }>(
      'irn_batchFetchMessages',
      { topics: [first, second] },
    )
    expect(fetched.messages.map((message) => [message.topic, message.message])).toEqual(
      batch.map((message) => [message.topic, message.message]),
    )
    await reader.close()
    // the same client on the other process: the fetch counted as its acknowledgement
    const again = await connect(relayA, { identity })
    await again.call('irn_batchSubscribe', { topics: [first, second] })
    await again.barrier()
    expect(again.pushes).toEqual([])
  })

  it('keeps a message in Redis for a late subscriber on the other process, until its TTL', async () => {
    const [kept, expiring] = [randomTopic(), randomTopic()]
    const publisher = await connect(relayB)
    await publisher.call('irn_publish', { topic: kept, message: 'stored-in-redis', ttl: 300, tag: 1100 })
    await publisher.call('irn_publish', { topic: expiring, message: 'short-lived', ttl: 1, tag: 1100 })
    await sleep(1300)

    const late = await connect(relayA)
    await late.call('irn_batchSubscribe', { topics: [expiring, kept] })
    expect((await late.waitForPushes(1))[0]?.data).toMatchObject({ topic: kept, message: 'stored-in-redis' })
    await late.barrier()
    expect(late.pushes.map((push) => push.data.message)).toEqual(['stored-in-redis'])
  })

  it('pairs a proposer on one process with an approver on the other (wc_proposeSession / wc_approveSession)', async () => {
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()
    const dapp = await connect(relayA)
    const wallet = await connect(relayB)
    await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.waitForPushes(1))[0]?.data).toMatchObject({ message: 'proposal', tag: 1100 })
    await wallet.call('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect((await dapp.waitForPushes(1))[0]?.data).toMatchObject({ message: 'response', tag: 1101 })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.waitForPushes(2))[1]?.data).toMatchObject({ topic: sessionTopic, message: 'settle', tag: 1102 })
  })
})
