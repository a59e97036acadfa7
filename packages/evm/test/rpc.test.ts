// SPEC §9 RPC rules, checked on the transports createWagmiConfig builds, against a local JSON-RPC node; viem's waits
// and timeouts run on a recorded clock, so retry spacing is counted, not timed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { constants, defineNetwork, TEXTS } from '@latch/core'
import { getClient } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWagmiConfig, rpcTransport } from '../src/wagmi.ts'
import { type RecordedClock, recordClock } from './recordedClock.ts'

type Reply = (body: unknown, response: ServerResponse) => void

let server: Server
let url = ''
let bodies: unknown[] = []
let replies: Reply[] = []
/** requests held by a node that does not answer yet, answered after each test */
const held: [unknown, ServerResponse][] = []
let clock: RecordedClock

/** answers each JSON-RPC item with its id; the queued replies answer the first POSTs instead */
const ok: Reply = (body, response) => {
  const answer = (item: { id: number }) => ({ jsonrpc: '2.0', id: item.id, result: '0x1' })
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body as { id: number })))
}

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      const body = JSON.parse(text)
      bodies.push(body)
      ;(replies.shift() ?? ok)(body, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  bodies = []
  replies = []
  clock = recordClock()
})

afterEach(() => {
  clock.restore()
  for (const [body, response] of held.splice(0)) ok(body, response)
})

function client(rpcUrls: string[] = [url]) {
  const network = defineNetwork({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: rpcUrls } },
  })
  const rpc = getClient(createWagmiConfig({ networks: [network] }), { chainId: 31337 })
  if (!rpc) throw new Error('createWagmiConfig has no client for chain 31337')
  return rpc
}

const httpStatus =
  (status: number): Reply =>
  (_body, response) => {
    response.statusCode = status
    response.end('busy')
  }
const retryAfter =
  (seconds: number): Reply =>
  (_body, response) => {
    response.writeHead(429, { 'retry-after': String(seconds) })
    response.end('slow down')
  }
const hang: Reply = (body, response) => {
  held.push([body, response])
}
const rpcError =
  (code: number): Reply =>
  (body, response) => {
    const items = (Array.isArray(body) ? body : [body]) as { id: number }[]
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(items.map((item) => ({ jsonrpc: '2.0', id: item.id, error: { code, message: 'x' } }))))
  }

describe('RPC transport of createWagmiConfig (SPEC §9)', () => {
  it('R-9.57 polls blocks every 4 s', () => {
    expect(client().pollingInterval).toBe(4_000)
  })

  it('R-9.48 R-9.49 R-9.50 retries 3 times, waiting 150 ms and doubling each time', async () => {
    replies = [httpStatus(503), httpStatus(503), httpStatus(503)]
    await expect(client().request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(bodies).toHaveLength(4)
    expect(clock.waits).toEqual([150, 300, 600])
  })

  it('R-9.51 waits what Retry-After says instead of the backoff', async () => {
    replies = [retryAfter(2), retryAfter(7)]
    await expect(client().request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(bodies).toHaveLength(3)
    expect(clock.waits).toEqual([2_000, 7_000])
  })

  it('R-9.47 R-8.101 a node that never answers times out after 10 s, each of the 4 tries', async () => {
    clock.restore()
    clock = recordClock({ timeoutsExpire: true })
    replies = [hang, hang, hang, hang]
    await expect(client().request({ method: 'eth_chainId' })).rejects.toThrow(TEXTS.rpcTimeout)
    expect(bodies).toHaveLength(4)
    expect(clock.timeouts).toEqual([10_000, 10_000, 10_000, 10_000])
    expect(clock.waits).toEqual([150, 300, 600])
  })

  it('R-8.102 a network without a node URL says so', () => {
    expect(() => rpcTransport([])({})).toThrow(TEXTS.rpcNoUrl)
  })

  it('R-9.56 identical requests in flight are sent once, remembered for the last 8192 distinct ones', async () => {
    replies = Array.from({ length: 20 }, () => hang)
    const rpc = client()
    const balance = (index: number) =>
      rpc
        .request(
          { method: 'eth_getBalance', params: [`0x${index.toString(16).padStart(40, '0')}`, 'latest'] },
          { dedupe: true },
        )
        .catch(() => undefined)
    for (let index = 0; index <= 8192; index++) void balance(index)
    // 8193 distinct requests in flight: the oldest has left a cache of 8192, the second oldest is still in it
    void balance(1)
    void balance(0)
    await vi.waitFor(() => expect(bodies.flat()).toHaveLength(8194))
    const sent = (bodies.flat() as { params: string[] }[]).map((item) => Number.parseInt(item.params[0] as string, 16))
    expect(sent.filter((index, position) => sent.indexOf(index) !== position)).toEqual([0])
  })

  it('every number comes from core', () => {
    expect(constants.RPC).toMatchObject({ timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150, batchSize: 1000 })
  })

  it('R-9.62 R-9.63 requests made in the same tick go to the node as one JSON-RPC batch', async () => {
    const rpc = client()
    await Promise.all([
      rpc.request({ method: 'eth_blockNumber' }),
      rpc.request({ method: 'eth_gasPrice' }),
      rpc.request({ method: 'eth_chainId' }),
    ])
    expect(bodies).toHaveLength(1)
    expect((bodies[0] as { method: string }[]).map((item) => item.method)).toEqual([
      'eth_blockNumber',
      'eth_gasPrice',
      'eth_chainId',
    ])
  })

  it('R-9.62 a batch holds at most 1000 requests: the 1001st made in the same tick goes in a second batch', async () => {
    const rpc = client()
    await Promise.all(Array.from({ length: 1001 }, () => rpc.request({ method: 'eth_blockNumber' })))
    expect((bodies as unknown[][]).map((batch) => batch.length)).toEqual([1000, 1])
  })

  it('R-9.63 a batch waits for nothing: it leaves before the next timer turn, so a later request is a batch of its own', async () => {
    const rpc = client()
    const first = rpc.request({ method: 'eth_blockNumber' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const second = rpc.request({ method: 'eth_chainId' })
    await Promise.all([first, second])
    expect(bodies).toEqual([
      [expect.objectContaining({ method: 'eth_blockNumber' })],
      [expect.objectContaining({ method: 'eth_chainId' })],
    ])
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('R-9.48 R-9.55 retries on HTTP %i', async (status) => {
    replies = [httpStatus(status), httpStatus(status)]
    await expect(client().request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(bodies).toHaveLength(3)
  })

  it('R-9.48 gives up after 3 retries', async () => {
    replies = Array.from({ length: 4 }, () => httpStatus(503))
    await expect(client().request({ method: 'eth_chainId' })).rejects.toThrow()
    expect(bodies).toHaveLength(4)
  })

  it.each([
    ['R-9.52', -1],
    ['R-9.53', -32005],
    ['R-9.54', -32603],
  ])('%s retries on JSON-RPC error code %i', async (_rule, code) => {
    replies = [rpcError(code)]
    await expect(client().request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(bodies).toHaveLength(2)
  })

  it('does not retry a request the node refuses as invalid (-32602)', async () => {
    replies = [rpcError(-32602)]
    await expect(client().request({ method: 'eth_chainId' })).rejects.toThrow()
    expect(bodies).toHaveLength(1)
  })
})
