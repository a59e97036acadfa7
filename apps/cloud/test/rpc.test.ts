// The JSON-RPC proxy against the devnet's real anvil nodes (SPEC §7 JSON-RPC, batch ≤ 1000).
import { beforeAll, expect, inject, it } from 'vitest'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { describeOnEngines } from './engines.ts'
import { PRO, saveProjects } from './platform-fixtures.ts'
import { manualClock } from './auth-fixtures.ts'
import { rpcQuotaUsedUp } from '../src/rpc/routes.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }
const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const devnetChain = { nativeCurrency, testnet: true, tokens: [] as string[] }
// nothing listens here: the upstream of chain 999 is down
const deadUrl = `http://127.0.0.1:${await freePort()}/`

const chains = [
  { chainId: 31337, name: 'Latch Devnet', rpcUrl: devnet.rpcUrls[0], ...devnetChain },
  { chainId: 31338, name: 'Latch Devnet 31338', rpcUrl: devnet.rpcUrls[1], ...devnetChain },
  { chainId: 999, name: 'Down', rpcUrl: deadUrl, ...devnetChain },
]

describeOnEngines('json-rpc proxy', { chains }, (engine) => {
  const rpc = (body: unknown, chainId = 'eip155:31337', init: RequestInit = {}) =>
    engine().request(`/v1?chainId=${chainId}&projectId=${PRO.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    })

  beforeAll(async () => {
    await saveProjects(engine().context, PRO)
  })

  it("R-7.44 R-7.45 R-7.49: forwards a single request to the chain's node and returns its JSON answer", async () => {
    const response = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
    const other = await rpc({ jsonrpc: '2.0', id: 'b', method: 'eth_chainId' }, 'eip155:31338')
    expect(await other.json()).toEqual({ jsonrpc: '2.0', id: 'b', result: '0x7a6a' })
  })

  it('R-7.46 R-7.47 R-7.48: forwards a batch and returns each result and error by id', async () => {
    const response = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_getBalance',
        params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'],
      },
      { jsonrpc: '2.0', id: 3, method: 'eth_noSuchMethod', params: [] },
    ])
    expect(response.status).toBe(200)
    const answers = (await response.json()) as {
      id: number
      result?: string
      error?: { code: number; message: string }
    }[]
    const byId = new Map(answers.map((answer) => [answer.id, answer]))
    expect(byId.get(1)?.result).toBe('0x7a69')
    expect(BigInt(byId.get(2)?.result ?? '0')).toBeGreaterThan(0n)
    expect(byId.get(3)?.error).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
  })

  it("R-6.9: methods that use or reveal the node's keys, and its admin and test namespaces, are refused with -32004; reads and raw sends go through", async () => {
    for (const method of [
      'eth_accounts',
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
      'personal_listAccounts',
      'anvil_setBalance',
      'evm_mine',
      'debug_traceTransaction',
      'txpool_content',
      'admin_nodeInfo',
      'eth_noSuchMethod',
    ]) {
      const response = await rpc({ jsonrpc: '2.0', id: 9, method, params: [] })
      expect(response.status, method).toBe(200)
      expect(await response.json()).toEqual({
        jsonrpc: '2.0',
        id: 9,
        error: { code: -32004, message: `Requested RPC call is not allowed: ${method}` },
      })
    }
    const balance = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'],
    })
    expect(BigInt(((await balance.json()) as { result: string }).result)).toBeGreaterThan(0n)
    // a raw send reaches the node (which answers that this is no transaction): not refused by the proxy
    const raw = (await (
      await rpc({ jsonrpc: '2.0', id: 2, method: 'eth_sendRawTransaction', params: ['0x01'] })
    ).json()) as { error?: { code: number } }
    expect(raw.error?.code).not.toBe(-32004)
  })

  it('R-6.9: a batch is checked call by call: each refused call gets its own error, the others are answered', async () => {
    const response = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_accounts', params: [] },
      { jsonrpc: '2.0', id: 3, method: 'eth_blockNumber', params: [] },
      {
        jsonrpc: '2.0',
        id: 4,
        method: 'anvil_setBalance',
        params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x1'],
      },
    ])
    expect(response.status).toBe(200)
    const byId = new Map(
      ((await response.json()) as { id: number; result?: string; error?: { code: number } }[]).map((answer) => [
        answer.id,
        answer,
      ]),
    )
    expect([...byId.keys()].sort()).toEqual([1, 2, 3, 4])
    expect(byId.get(1)?.result).toBe('0x7a69')
    expect(byId.get(3)?.result).toMatch(/^0x[0-9a-f]+$/)
    expect(byId.get(2)?.error?.code).toBe(-32004)
    expect(byId.get(4)?.error?.code).toBe(-32004)
    // a batch of refused calls only never reaches the node
    const refusedOnly = await rpc([{ jsonrpc: '2.0', id: 'a', method: 'eth_accounts' }], 'eip155:999')
    expect(await refusedOnly.json()).toEqual([
      { jsonrpc: '2.0', id: 'a', error: { code: -32004, message: 'Requested RPC call is not allowed: eth_accounts' } },
    ])
  })

  it('R-7.47: a batch of 1000 is forwarded; 1001 is a 400 JSON-RPC error that never reaches the node', async () => {
    const batch = (size: number) =>
      Array.from({ length: size }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }))
    const full = await rpc(batch(1000))
    expect(full.status).toBe(200)
    expect(await full.json()).toHaveLength(1000)
    const over = await rpc(batch(1001))
    expect(over.status).toBe(400)
    expect(await over.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Batch of 1001 is over the limit of 1000' },
    })
  })

  it('R-8.73 R-8.74: unparsable or malformed bodies are 400 JSON-RPC errors', async () => {
    const parse = await rpc('{"jsonrpc":')
    expect(parse.status).toBe(400)
    expect((await parse.json()).error.code).toBe(-32700)
    for (const body of [
      { jsonrpc: '1.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 1 },
      [],
      42,
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 'x' },
    ]) {
      const response = await rpc(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const answer = await response.json()
      expect(answer).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } })
      expect(answer.error.message).toMatch(/^Invalid request: /)
    }
    const text = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'eip155:31337', {
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.status).toBe(415)
  })

  it('an unknown or malformed chain and a missing or unknown project are 400/401 with a message', async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    const unknown = await rpc(body, 'eip155:5')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'chainId: eip155:5 is not served here' })
    for (const chainId of ['31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:x']) {
      const response = await rpc(body, chainId)
      expect(response.status, chainId).toBe(400)
      expect((await response.json()).error).toMatch(/^chainId: /)
    }
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
    expect((await engine().request('/v1?chainId=eip155:31337', init)).status).toBe(400)
    expect((await engine().request('/v1?chainId=eip155:31337&projectId=nope', init)).status).toBe(401)
  })

  it('R-8.77 a node that is down is a 502 with a JSON-RPC internal error (-32603)', async () => {
    const response = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'eip155:999')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32603, message: 'Upstream node unavailable' },
    })
  })
  it("the operator's daily quota per project: every forwarded call counts (a batch by its calls), the call past it is a 429 -32005 until 00:00 UTC, and other projects are untouched", async () => {
    const quota = { ...PRO, id: `rpc-quota-${engine().context.engine}`, rpcDailyQuota: 3 }
    await saveProjects(engine().context, quota)
    const clock = manualClock(engine(), Date.UTC(2026, 10, 28, 23, 59, 0))
    const call = (body: unknown) =>
      engine().request(`/v1?chainId=eip155:31337&projectId=${quota.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const chainId = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })
    expect((await call(chainId(1))).status).toBe(200)
    // a batch of two is two calls; a method the proxy refuses costs nothing
    expect((await call([chainId(2), chainId(3), { jsonrpc: '2.0', id: 4, method: 'eth_accounts' }])).status).toBe(200)
    const over = await call(chainId(5))
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBe(60)
    expect(await over.json()).toEqual({ jsonrpc: '2.0', id: 5, error: { code: -32005, message: rpcQuotaUsedUp(3) } })
    // the shared default quota of the operator still serves another project
    expect((await rpc(chainId(6))).status).toBe(200)
    clock.advance(61_000)
    expect((await call(chainId(7))).status).toBe(200)
  })
})
