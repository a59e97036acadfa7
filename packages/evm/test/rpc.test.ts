// SPEC §9 RPC rules, checked on the transports createWagmiConfig builds, against a local JSON-RPC node.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineNetwork } from '@latch/core'
import { getClient } from '@wagmi/core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createWagmiConfig } from '../src/wagmi.ts'

type Reply = (body: unknown, response: ServerResponse) => void

let server: Server
let url = ''
let bodies: unknown[] = []
let replies: Reply[] = []

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
})

function client() {
  const network = defineNetwork({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
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
const rpcError =
  (code: number): Reply =>
  (body, response) => {
    const items = (Array.isArray(body) ? body : [body]) as { id: number }[]
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(items.map((item) => ({ jsonrpc: '2.0', id: item.id, error: { code, message: 'x' } }))))
  }

describe('RPC transport of createWagmiConfig (SPEC §9)', () => {
  it('R-9.47 R-9.48 R-9.49 R-9.57 times out after 10 s, retries 3 times from 150 ms, polls every 4 s', () => {
    const rpc = client()
    expect(rpc.transport.timeout).toBe(10_000)
    expect(rpc.transport.retryCount).toBe(3)
    expect(rpc.transport.retryDelay).toBe(150)
    expect(rpc.pollingInterval).toBe(4_000)
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
