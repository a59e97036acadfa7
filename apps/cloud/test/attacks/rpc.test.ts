// Attacks on the JSON-RPC proxy by someone who read a page's source (the project id is in it), scripted over HTTP
// against a running cloud on both engines, forwarding to the devnet's anvil (which holds 10 unlocked accounts and
// answers anvil_*, debug_*, personal_* and txpool_*). Each `it` names the attack; what it asserts is what stops it.
// R-6.9 (a method that is not a known request fails with 'Requested RPC call is not allowed').
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { cloudConfigSchema } from '../../src/config.ts'
import { saveProject } from '../../src/projects/store.ts'
import { type RunningCloud, startCloud } from '../../src/server.ts'
import { manualClock, midWindow } from '../auth-fixtures.ts'
import { ENGINES, freshDatabase } from '../engines.ts'
import { PRO } from '../platform-fixtures.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }
const NODE_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const STRANGER = '0x000000000000000000000000000000000000dEaD'
const NOT_ALLOWED = -32004
const PER_IP = 5
const PER_PROJECT = 12
const HAMMERED = { ...PRO, id: 'hammered-project' }

type Answer = { id: number | string | null; result?: unknown; error?: { code: number; message: string } }

for (const engine of ENGINES) {
  describe(`attacks on the JSON-RPC proxy [${engine}]`, () => {
    let cloud: RunningCloud
    let dataDir: string

    /** one POST to the proxy from `address` (the cloud trusts one proxy: X-Forwarded-For names the client) */
    const rpc = async (body: unknown, address: string, projectId = PRO.id) => {
      const response = await fetch(`${cloud.url}/v1?chainId=eip155:31337&projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Answer | Answer[] }
    }
    const call = async (method: string, params: unknown[], address: string) =>
      (await rpc({ jsonrpc: '2.0', id: 1, method, params }, address)).body as Answer
    const balance = async (address: string) =>
      BigInt((await call('eth_getBalance', [address, 'latest'], '203.0.113.250')).result as string)

    beforeAll(async () => {
      const fresh = freshDatabase(engine)
      dataDir = fresh.dataDir
      const chains = [
        {
          chainId: 31337,
          name: 'Latch Devnet',
          rpcUrl: devnet.rpcUrls[0],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          testnet: true,
          tokens: [],
        },
      ]
      const limit = (count: number) => ({ limit: count, windowMs: 60_000 })
      cloud = await startCloud(
        cloudConfigSchema.parse({
          port: 0,
          dataDir,
          databaseUrl: fresh.databaseUrl,
          indexer: false,
          chains,
          trustProxy: 1,
          rateLimits: { rpc: { perIp: limit(PER_IP), perProject: limit(PER_PROJECT) } },
        }),
      )
      await saveProject(cloud.context.db, PRO)
      await saveProject(cloud.context.db, HAMMERED)
      // the limits count in fixed one-minute windows: a clock held mid-window keeps a test from straddling two
      manualClock(cloud, midWindow())
    })

    afterAll(async () => {
      await cloud?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('eth_accounts through the proxy reveals no node account', async () => {
      const answer = await call('eth_accounts', [], '198.51.100.1')
      expect(answer.result).toBeUndefined()
      expect(answer.error).toEqual({ code: NOT_ALLOWED, message: 'Requested RPC call is not allowed: eth_accounts' })
    })

    it("eth_sendTransaction through the proxy cannot spend the node's unlocked accounts", async () => {
      const before = await balance(STRANGER)
      const answer = await call(
        'eth_sendTransaction',
        [{ from: NODE_ACCOUNT, to: STRANGER, value: '0xde0b6b3a7640000' }],
        '198.51.100.2',
      )
      expect(answer.error?.code).toBe(NOT_ALLOWED)
      expect(await balance(STRANGER)).toBe(before)
    })

    it('anvil_setBalance through the proxy mints no ether', async () => {
      const before = await balance(STRANGER)
      const answer = await call('anvil_setBalance', [STRANGER, '0xffffffffffffffffffffffff'], '198.51.100.3')
      expect(answer.error?.code).toBe(NOT_ALLOWED)
      expect(await balance(STRANGER)).toBe(before)
    })

    it("personal_*, debug_*, txpool_*, admin_* and evm_* reach none of the node's key, debugging or test methods", async () => {
      const methods = [
        'personal_sign',
        'personal_listAccounts',
        'debug_traceTransaction',
        'txpool_content',
        'admin_nodeInfo',
        'evm_mine',
      ]
      const { body } = await rpc(
        methods.map((method, id) => ({ jsonrpc: '2.0', id, method, params: [] })),
        '198.51.100.4',
      )
      expect((body as Answer[]).map((answer) => answer.error?.code)).toEqual(methods.map(() => NOT_ALLOWED))
    })

    it('a batch smuggling eth_accounts between reads gets that call refused and the reads answered', async () => {
      const { status, body } = await rpc(
        [
          { jsonrpc: '2.0', id: 'chain', method: 'eth_chainId' },
          { jsonrpc: '2.0', id: 'accounts', method: 'eth_accounts', params: [] },
          { jsonrpc: '2.0', id: 'block', method: 'eth_blockNumber', params: [] },
        ],
        '198.51.100.5',
      )
      expect(status).toBe(200)
      const byId = new Map((body as Answer[]).map((answer) => [answer.id, answer]))
      expect(byId.get('chain')?.result).toBe('0x7a69')
      expect(byId.get('block')?.result).toMatch(/^0x[0-9a-f]+$/)
      expect(byId.get('accounts')).toEqual({
        jsonrpc: '2.0',
        id: 'accounts',
        error: { code: NOT_ALLOWED, message: 'Requested RPC call is not allowed: eth_accounts' },
      })
    })

    it('one address using the proxy as a free public RPC is refused with 429 past its per-minute limit', async () => {
      const statuses = []
      for (let index = 0; index <= PER_IP; index++)
        statuses.push(
          (await rpc({ jsonrpc: '2.0', id: index, method: 'eth_blockNumber' }, '192.0.2.1', HAMMERED.id)).status,
        )
      expect(statuses.slice(0, PER_IP)).toEqual(Array(PER_IP).fill(200))
      expect(statuses[PER_IP]).toBe(429)
    })

    it("many addresses together are refused with 429 past the project's per-minute limit", async () => {
      // 192.0.2.1 spent 5 of the project's 12 (its 6th was refused before the project counted it)
      const statuses = []
      for (let index = 0; index < 8; index++)
        statuses.push(
          (await rpc({ jsonrpc: '2.0', id: index, method: 'eth_blockNumber' }, `192.0.2.${10 + index}`, HAMMERED.id))
            .status,
        )
      expect(statuses.slice(0, PER_PROJECT - PER_IP)).toEqual(Array(PER_PROJECT - PER_IP).fill(200))
      expect(statuses[PER_PROJECT - PER_IP]).toBe(429)
    })
  })
}
