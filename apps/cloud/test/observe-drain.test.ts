// /healthz, /readyz and the drain on SIGTERM, on real processes: ready, then 503 while draining; new connections
// refused once the drain delay is over while the request in flight still finishes; and, with two processes on
// Redis, a relay client whose process drained reconnects to the other and gets every message, none lost.
import { createServer, type Server, type ServerResponse } from 'node:http'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { cloudConfigSchema } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { type CloudProcess, startCloudProcess } from './cloud-process.ts'
import { freshDatabase } from './engines.ts'
import { RelayClient, RELAY_TEST_PROJECT, randomTopic, relayIdentity, seedRelayProject } from './relay-client.ts'

const CHAIN_ID = 31337

/** an upstream node that holds every call until the test lets it answer */
async function heldNode() {
  const held: ServerResponse[] = []
  const arrivals: Array<() => void> = []
  const server: Server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      held.push(response)
      arrivals.splice(0).forEach((arrived) => arrived())
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    async arrived() {
      while (held.length === 0) await new Promise<void>((resolve) => arrivals.push(resolve))
    },
    release() {
      for (const response of held.splice(0))
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":"0x2a"}')
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const exitOf = (cloud: CloudProcess) =>
  new Promise<number | null>((resolve) => {
    if (cloud.child.exitCode !== null) resolve(cloud.child.exitCode)
    else cloud.child.once('exit', (code) => resolve(code))
  })

describe('health and drain of one process', () => {
  let database: { dataDir: string }
  let node: Awaited<ReturnType<typeof heldNode>>
  let cloud: CloudProcess

  beforeAll(async () => {
    database = freshDatabase('sqlite')
    const open = await openDatabase(cloudConfigSchema.parse(database))
    await seedRelayProject(open)
    await open.close()
    node = await heldNode()
    const chains = [
      {
        chainId: CHAIN_ID,
        name: 'Held',
        rpcUrl: node.url,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]
    // the drain delay is the window a load balancer gets to see the 503 before connections are refused
    cloud = await startCloudProcess({
      LATCH_CLOUD_DATA_DIR: database.dataDir,
      LATCH_CLOUD_PORT: String(await freePort()),
      LATCH_CHAINS: JSON.stringify(chains),
      LATCH_DRAIN_DELAY_MS: '4000',
    })
  }, 60_000)

  afterAll(async () => {
    await cloud?.kill()
    await node?.close()
    rmSync(database.dataDir, { recursive: true, force: true })
  })

  it('healthz and readyz answer 200 with every check; /health still answers', async () => {
    expect(await (await fetch(`${cloud.url}/healthz`)).json()).toEqual({ ok: true })
    const ready = await fetch(`${cloud.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({
      ready: true,
      draining: false,
      checks: { database: { ok: true }, migrations: { ok: true }, redis: { ok: true }, indexer: { ok: true } },
    })
    expect(await (await fetch(`${cloud.url}/health`)).json()).toEqual({ ok: true, engine: 'sqlite' })
  })

  it('on SIGTERM: readyz 503 at once, new connections refused after the delay, the request in flight answered, exit 0', async () => {
    const inFlight = fetch(`${cloud.url}/v1?chainId=eip155:${CHAIN_ID}&projectId=${RELAY_TEST_PROJECT.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    })
    await node.arrived()
    const exited = exitOf(cloud)
    cloud.child.kill('SIGTERM')
    let ready = await fetch(`${cloud.url}/readyz`)
    while (ready.status === 200) ready = await fetch(`${cloud.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ ready: false, draining: true })
    // the process is still alive for its in-flight request, but takes no new connection
    const refused = async () =>
      fetch(`${cloud.url}/healthz`, { headers: { connection: 'close' } }).then(
        () => false,
        () => true,
      )
    while (!(await refused())) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cloud.child.exitCode).toBe(null)
    node.release()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2a' })
    expect(await exited).toBe(0)
    expect(cloud.output()).toContain('"msg":"draining: not ready, finishing requests and relay sockets"')
  }, 60_000)
})

describe('drain with two processes on Redis', () => {
  let database: { dataDir: string }
  let a: CloudProcess
  let b: CloudProcess

  beforeAll(async () => {
    database = freshDatabase('sqlite')
    const open = await openDatabase(cloudConfigSchema.parse(database))
    await seedRelayProject(open)
    await open.close()
    const env = { LATCH_CLOUD_DATA_DIR: database.dataDir, REDIS_URL: inject('redisUrl') }
    ;[a, b] = await Promise.all([
      startCloudProcess({ ...env, LATCH_CLOUD_PORT: String(await freePort()) }),
      startCloudProcess({ ...env, LATCH_CLOUD_PORT: String(await freePort()) }),
    ])
  }, 60_000)

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()])
    rmSync(database.dataDir, { recursive: true, force: true })
  })

  it('a relay client of the drained process is told to go (1001), reconnects to the other and gets every message', async () => {
    const relayOf = (cloud: CloudProcess) => `${cloud.url.replace('http', 'ws')}/relay`
    const ready = await fetch(`${a.url}/readyz`)
    expect(await ready.json()).toMatchObject({ ready: true, checks: { redis: { ok: true } } })
    const topic = randomTopic()
    const wallet = relayIdentity()
    const dapp = await RelayClient.connect(relayOf(b))
    // the wallet on A leaves its last push unanswered, as a client whose socket went before it could acknowledge
    const walletOnA = await RelayClient.connect(relayOf(a), { identity: wallet, ack: false })
    await walletOnA.call('irn_subscribe', { topic })
    await dapp.call('irn_publish', { topic, message: 'before the drain', ttl: 300, tag: 1108 })
    await walletOnA.waitForPushes(1)

    const closed = walletOnA.closed
    const exited = exitOf(a)
    a.child.kill('SIGTERM')
    expect(await closed).toEqual({ code: 1001, reason: 'Relay shutting down' })
    // published while the wallet has no socket
    await dapp.call('irn_publish', { topic, message: 'during the move', ttl: 300, tag: 1108 })
    expect(await exited).toBe(0)

    const walletOnB = await RelayClient.connect(relayOf(b), { identity: wallet })
    await walletOnB.call('irn_batchSubscribe', { topics: [topic] })
    await walletOnB.waitForPushes(2)
    await walletOnB.barrier()
    expect(walletOnB.pushes.map((push) => push.data.message).sort()).toEqual(['before the drain', 'during the move'])
    await Promise.all([dapp.close(), walletOnB.close()])
  }, 60_000)
})
