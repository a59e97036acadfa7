// The pairing relay on the cloud's HTTP server (SPEC §1, §7): subscribe / publish / deliver, store-and-forward,
// TTL, the sign-client's wc_proposeSession / wc_approveSession, and bad input that must never stop it.
// R-1.3 (connect a mobile wallet by pairing link), R-1.22 (the universal adapter's pairing-protocol transport),
// R-7.62 (the relay is used with a project id).
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { cloudConfigSchema } from '../src/config.ts'
import { attachRelay, type Relay } from '../src/relay/relay.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'
import { RELAY_TEST_PROJECT, RelayClient, randomTopic, relayIdentity, seedRelayProject } from './relay-client.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let cloud: RunningCloud
let dataDir: string
let relayUrl: string
const clients: RelayClient[] = []

async function connect(options: Parameters<typeof RelayClient.connect>[1] = {}) {
  const client = await RelayClient.connect(relayUrl, options)
  clients.push(client)
  return client
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-relay-'))
  cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
  await seedRelayProject(cloud.context)
  relayUrl = `${cloud.url.replace('http', 'ws')}/relay`
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('relay: subscribe, publish, deliver', () => {
  it('delivers a publication to every subscriber of the topic as irn_subscription, not back to the publisher (R-1.3, R-7.62)', async () => {
    const topic = randomTopic()
    const walletIdentity = relayIdentity()
    const walletKey = walletIdentity.did
    const [dapp, wallet, other] = await Promise.all([connect(), connect({ identity: walletIdentity }), connect()])
    // the id the WalletConnect client computes itself: sha256(topic + its did:key)
    expect(await wallet.call('irn_subscribe', { topic })).toBe(sha256(topic + walletKey))
    const otherId = await other.call<string>('irn_subscribe', { topic })
    await dapp.call('irn_subscribe', { topic })

    expect(await dapp.call('irn_publish', { topic, message: 'hello-wallet', ttl: 300, tag: 1108, prompt: true })).toBe(
      true,
    )

    const [push] = await wallet.waitForPushes(1)
    expect(push?.subscriptionId).toBe(sha256(topic + walletKey))
    expect(push?.data).toMatchObject({ topic, message: 'hello-wallet', tag: 1108 })
    expect(typeof push?.data.publishedAt).toBe('number')
    expect((await other.waitForPushes(1))[0]?.subscriptionId).toBe(otherId)
    // the publisher's own socket: everything queued for it came before this reply, and nothing did
    await dapp.barrier()
    expect(dapp.pushes).toEqual([])
  })

  it('batch subscribe answers one id per topic, batch unsubscribe stops delivery, batch fetch returns stored messages', async () => {
    const [first, second] = [randomTopic(), randomTopic()]
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const ids = await subscriber.call<string[]>('irn_batchSubscribe', { topics: [first, second] })
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)

    await subscriber.call('irn_batchUnsubscribe', { subscriptions: [{ topic: first, id: ids[0] }] })
    // one publisher's messages are delivered in its order: the second one arriving proves the first was not sent
    await publisher.call('irn_publish', { topic: first, message: 'after-unsubscribe', ttl: 300, tag: 0 })
    await publisher.call('irn_publish', { topic: second, message: 'still-subscribed', ttl: 300, tag: 0 })
    expect((await subscriber.waitForPushes(1)).map((push) => push.data.message)).toEqual(['still-subscribed'])

    const late = await connect()
    const fetched = await late.call<{ messages: Array<{ topic: string; message: string }>; hasMore: boolean }>(
      'irn_batchFetchMessages',
      {
        topics: [first, second],
      },
    )
    expect(fetched.hasMore).toBe(false)
    expect(fetched.messages.map((message) => [message.topic, message.message])).toEqual([
      [first, 'after-unsubscribe'],
      [second, 'still-subscribed'],
    ])
  })
})

describe('relay: store-and-forward', () => {
  it('keeps a message for a subscriber that arrives later', async () => {
    const topic = randomTopic()
    const publisher = await connect()
    await publisher.call('irn_publish', { topic, message: 'proposal-before-scan', ttl: 300, tag: 1100 })
    const late = await connect()
    await late.call('irn_subscribe', { topic })
    expect((await late.waitForPushes(1))[0]?.data).toMatchObject({ topic, message: 'proposal-before-scan', tag: 1100 })
  })

  it('re-delivers to a reconnecting client only what it did not acknowledge', async () => {
    const topic = randomTopic()
    const identity = relayIdentity()
    const publisher = await connect()
    const first = await connect({ identity })
    await first.call('irn_subscribe', { topic })
    await publisher.call('irn_publish', { topic, message: 'acknowledged', ttl: 300, tag: 1 })
    await first.waitForPushes(1)
    await first.barrier() // its answer to the push reached the relay before this reply
    await first.close()

    // the same client again, this time dying before it answers
    const second = await connect({ identity, ack: false })
    await second.call('irn_subscribe', { topic })
    await second.barrier()
    expect(second.pushes).toEqual([])
    await publisher.call('irn_publish', { topic, message: 'unanswered', ttl: 300, tag: 1 })
    expect((await second.waitForPushes(1))[0]?.data.message).toBe('unanswered')
    await second.close()

    const third = await connect({ identity })
    await third.call('irn_subscribe', { topic })
    await third.barrier()
    expect(third.pushes.map((push) => push.data.message)).toEqual(['unanswered'])
  })

  it('forgets a message once its TTL has passed', async () => {
    const topic = randomTopic()
    const publisher = await connect()
    await publisher.call('irn_publish', { topic, message: 'short-lived', ttl: 1, tag: 0 })
    await sleep(1300)
    const late = await connect()
    await late.call('irn_subscribe', { topic })
    await late.barrier()
    expect(late.pushes).toEqual([])
    expect(await late.call('irn_batchFetchMessages', { topics: [topic] })).toEqual({ messages: [], hasMore: false })
  })
})

describe('relay: the sign-client session calls', () => {
  it('wc_proposeSession publishes the proposal on the pairing topic (1100); wc_approveSession answers on it (1101) and settles on the session topic (1102)', async () => {
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()
    const dapp = await connect()
    const wallet = await connect()

    // the dApp does not subscribe itself: the relay does it for the proposer
    expect(
      await dapp.call('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'encrypted-proposal',
        ttl: 300,
        attestation: 'att',
      }),
    ).toBe(true)
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.waitForPushes(1))[0]?.data).toMatchObject({
      topic: pairingTopic,
      message: 'encrypted-proposal',
      tag: 1100,
      attestation: 'att',
    })

    expect(
      await wallet.call('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'encrypted-response',
        sessionSettlementRequest: 'encrypted-settle',
        ttl: 300,
      }),
    ).toBe(true)
    expect((await dapp.waitForPushes(1))[0]?.data).toMatchObject({
      topic: pairingTopic,
      message: 'encrypted-response',
      tag: 1101,
    })
    // the dApp derives the session topic from the response and subscribes: the settlement waited for it
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.waitForPushes(2))[1]?.data).toMatchObject({
      topic: sessionTopic,
      message: 'encrypted-settle',
      tag: 1102,
    })
    // the wallet, subscribed to the session topic by the relay, hears the dApp's first request on it
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'encrypted-request', ttl: 300, tag: 1108 })
    expect((await wallet.waitForPushes(2))[1]?.data).toMatchObject({
      topic: sessionTopic,
      message: 'encrypted-request',
    })
  })
})

describe('relay: bad input gets an error, never a crash', () => {
  it('R-8.75 R-8.76 answers malformed frames with JSON-RPC errors (-32601 an unknown method, -32602 bad params) and keeps serving the same socket', async () => {
    const client = await connect()
    client.sendRaw('{not json')
    client.sendRaw('[1, 2, 3]')
    client.sendRaw(JSON.stringify({ id: 7, method: 'irn_subscribe', params: { topic: 'abc' } }))
    client.sendRaw(Buffer.from('binary'), { binary: true })
    const errors = await client.waitForOrphans(4)
    expect(errors.map((reply) => reply.error?.code)).toEqual([-32700, -32600, -32600, -32600])
    expect(errors[2]?.id).toBe(7)

    expect((await client.request('irn_nope', {})).error?.code).toBe(-32601)
    expect((await client.request('irn_subscribe', { topic: '' })).error?.code).toBe(-32602)
    expect((await client.request('irn_publish', { topic: 'a/b', message: 'x' })).error?.code).toBe(-32602)
    expect((await client.request('irn_publish', { topic: randomTopic(), message: 7 })).error?.code).toBe(-32602)
    expect((await client.request('irn_batchSubscribe', null)).error?.code).toBe(-32602)

    const topic = randomTopic()
    expect(await client.call('irn_subscribe', { topic })).toMatch(/^[0-9a-f]{64}$/)
  })

  it('closes a socket that sends an oversized frame, with an error first, and serves everyone else', async () => {
    const bystander = await connect()
    const topic = randomTopic()
    await bystander.call('irn_subscribe', { topic })
    const sender = await connect()
    sender.sendRaw(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic, message: 'x'.repeat(300 * 1024), ttl: 300 },
      }),
    )
    const [tooLarge] = await sender.waitForOrphans(1)
    expect(tooLarge?.error?.message).toMatch(/too large/i)
    expect((await sender.closed).code).toBe(1009)

    const next = await connect()
    await next.call('irn_publish', { topic, message: 'relay still up', ttl: 300, tag: 0 })
    expect((await bystander.waitForPushes(1)).map((push) => push.data.message)).toEqual(['relay still up'])
  })

  it('refuses an upgrade without a project id (400) or on another path (404) (R-7.62)', async () => {
    const status = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url)
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
        socket.once('error', () => undefined)
      })
    const base = cloud.url.replace('http', 'ws')
    expect(await status(`${base}/relay?auth=x`)).toBe(400)
    expect(await status(`${base}/elsewhere?projectId=latch-test`)).toBe(404)
  })
})

describe('relay limits and liveness (a relay on a bare HTTP server with small limits)', () => {
  let server: Server
  let relay: Relay
  let url: string

  beforeAll(async () => {
    server = createServer((_request, response) => response.end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    relay = await attachRelay(server, {
      projectKnown: async (id) => id === RELAY_TEST_PROJECT.id,
      pingIntervalMs: 100,
      rateLimit: { burst: 5, perSecond: 1 },
    })
    const address = server.address()
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/relay`
  })

  afterAll(async () => {
    await relay?.close()
    await new Promise<void>((resolve) => server?.close(() => resolve()))
  })

  it('refuses frames over the per-connection rate with -32029 and keeps the socket open', async () => {
    const client = await RelayClient.connect(url)
    const topic = randomTopic()
    const replies = await Promise.all(Array.from({ length: 20 }, () => client.request('irn_subscribe', { topic })))
    const refused = replies.filter((reply) => reply.error?.code === -32029)
    expect(refused.length).toBeGreaterThan(0)
    expect(replies.filter((reply) => typeof reply.result === 'string').length).toBeGreaterThanOrEqual(5)
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    await client.close()
  })

  it('pings every socket and drops one that stops answering (clients need a ping well under 35 s)', async () => {
    const healthy = await RelayClient.connect(url)
    const pinged = new Promise<void>((resolve) => healthy.socket.once('ping', () => resolve()))
    const dead = await RelayClient.connect(url, { autoPong: false })
    await pinged
    expect((await dead.closed).code).toBe(1006) // terminated, no close frame
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN)
    expect(await healthy.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
    await healthy.close()
  })
})
