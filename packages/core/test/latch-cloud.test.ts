// createLatch with a cloudUrl against the REAL Latch cloud: balances, activity, token approvals and analytics go
// through the instance API. A wallet cannot run in Node, so an adapter double stands in for the wallet (its boundary).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeFunctionData, erc20Abi } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { seedDemo } from '../../../apps/cloud/src/seed.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import type { Adapter } from '../src/adapter.ts'
import { defineNetwork } from '../src/networks/defineNetwork.ts'
import { REMOTE_FEATURE_DEFAULTS } from '../src/cloud/featureDefaults.ts'
import type { LatchOptions } from '../src/instance/options.ts'
import { createLatch } from '../src/latch.ts'
import { memoryStorage } from '../src/storage.ts'

// provided by tooling/devnet/src/vitest-global-setup.mjs
const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string]; token: `0x${string}` }
// dev account 3 only reads here; nothing in this file moves its funds
const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const WALLET_BALANCE = 123n * 10n ** 18n
const devnetA = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnet.rpcUrls[0]] } },
  testnet: true,
})

const adapterDouble = (address: string = ADDRESS): Adapter => ({
  namespace: 'eip155',
  setup: (context) =>
    context.emit('connectors', { connectors: [{ id: 'w', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' }] }),
  connect: async () => ({ address, chainId: 31337, accounts: [address] }),
  disconnect: async () => {},
  switchNetwork: async () => {},
  // a value no chain has, so a test can tell the adapter's RPC balance from the cloud's
  getBalance: async () => ({ value: WALLET_BALANCE, decimals: 18, symbol: 'ETH', name: 'Ether' }),
  signMessage: async () => '0x',
  sendTransaction: async () => '0x',
  getProvider: async () => ({}),
})

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(devnet.rpcUrls[0], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

let cloud: RunningCloud
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-instance-cloud-'))
  cloud = await startCloud(
    cloudConfigSchema.parse({
      port: 0,
      dataDir,
      chains: [
        {
          chainId: 31337,
          name: 'Latch Devnet',
          rpcUrl: devnet.rpcUrls[0],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          testnet: true,
          tokens: [devnet.token],
        },
      ],
      prices: { 'eip155:31337/native': 2000 },
    }),
  )
  await seedDemo(cloud.context, { origins: ['http://app.test'] })
})
afterAll(async () => {
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function connected(options: Partial<LatchOptions>, address?: string) {
  const latch = createLatch({
    adapters: [adapterDouble(address)],
    networks: [devnetA],
    storage: memoryStorage(),
    ...options,
  })
  // Node has no window: mounted here as createLatch mounts itself in a browser
  latch.mount()
  await latch.connect('w')
  return latch
}

describe('createLatch with a cloudUrl', () => {
  it('R-7.14 R-3.29 the Tokens tab balances come from the balance API, priced, with the app token', async () => {
    const latch = await connected({ cloudUrl: cloud.url, projectId: 'latch-demo' })
    await latch.fetchBalance({ force: true })
    const [native, token] = latch.getState().tokenBalances
    expect(native).toMatchObject({ symbol: 'ETH', price: 2000 })
    expect(native?.value).toBeGreaterThan(0)
    expect(latch.getState().balance?.value).not.toBe(WALLET_BALANCE)
    expect(token).toMatchObject({ symbol: 'LTT', address: devnet.token })
    expect(latch.hasDataService).toBe(true)
  })

  it('R-4.41 the project configuration becomes state.features', async () => {
    const latch = await connected({ cloudUrl: cloud.url, projectId: 'latch-demo' })
    await latch.whenCloudReady()
    expect(latch.getState().features.multiWallet).toBe(true)
  })

  it('R-7.13 the Activity tab reads the history through the instance', async () => {
    // dev account 3 was sent 10000 LTT by the deployer when the devnet started; the indexer may still be
    // catching up, so each look is a fresh instance (a fresh 15 s history cache)
    await vi.waitFor(
      async () => {
        const latch = await connected({ cloudUrl: cloud.url, projectId: 'latch-demo' })
        await latch.loadActivity()
        const activity = latch.getState().cloud.activity
        expect(activity.status).toBe('loaded')
        expect(activity.transactions.some((t) => t.metadata.operationType === 'receive')).toBe(true)
      },
      { timeout: 20_000, interval: 250 },
    )
  })

  it("when the cloud cannot answer, the adapter's RPC balances stand in and Activity says it failed (R-8.23)", async () => {
    const closed = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
    const url = closed.url
    await closed.stop()
    const latch = await connected({ cloudUrl: url, projectId: 'latch-demo' })
    await latch.fetchBalance({ force: true })
    expect(latch.getState().balance?.value).toBe(WALLET_BALANCE)
    await latch.loadActivity()
    expect(latch.getState().cloud.activity.status).toBe('error')
  })

  it("token approvals come from the cloud's indexer; without a cloud, or when it cannot answer, from the chain's logs", async () => {
    // a fresh account that anvil signs for: its approvals are this test's alone
    const owner = privateKeyToAddress(generatePrivateKey())
    const spender = privateKeyToAddress(generatePrivateKey())
    await rpc('anvil_impersonateAccount', [owner])
    await rpc('anvil_setBalance', [owner, '0xde0b6b3a7640000'])
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 7n] })
    const hash = await rpc('eth_sendTransaction', [{ from: owner, to: devnet.token, data }])
    await vi.waitFor(async () => expect(await rpc('eth_getTransactionReceipt', [hash])).toBeTruthy())
    const expected = [{ kind: 'allowance', token: devnet.token, spender, amount: 7n, unlimited: false, symbol: 'LTT' }]

    // the network's RPC is a closed port: what is listed can only come from the cloud
    const closed = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
    await closed.stop()
    const noRpc = { ...devnetA, rpcUrls: { default: { http: [closed.url] } } }
    await vi.waitFor(
      async () => {
        const latch = await connected({ cloudUrl: cloud.url, projectId: 'latch-demo', networks: [noRpc] }, owner)
        expect(await latch.getApprovals()).toMatchObject(expected)
      },
      { timeout: 20_000, interval: 250 },
    )
    const withoutCloud = await connected({}, owner)
    expect(await withoutCloud.getApprovals()).toMatchObject(expected)
    const cloudDown = await connected({ cloudUrl: closed.url, projectId: 'latch-demo' }, owner)
    expect(await cloudDown.getApprovals()).toMatchObject(expected)
  })

  it('without a cloudUrl: no data service, no catalogue, local features over defaults (R-4.42), nothing loaded', async () => {
    const latch = await connected({ features: { swaps: false } })
    expect(latch.hasDataService).toBe(false)
    expect(latch.catalogue).toBeUndefined()
    expect(latch.getState().features).toEqual({ ...REMOTE_FEATURE_DEFAULTS, swaps: false })
    await expect(latch.whenCloudReady()).rejects.toThrow('No cloudUrl')
    await latch.loadActivity()
    expect(latch.getState().cloud.activity.status).toBe('idle')
  })
})

describe('catalogue through the instance', () => {
  it('R-7.5 without a catalogue option AllWallets pages through the cloud', async () => {
    const latch = createLatch({
      adapters: [adapterDouble()],
      networks: [devnetA],
      storage: memoryStorage(),
      cloudUrl: cloud.url,
      projectId: 'latch-demo',
    })
    const page = await latch.catalogue!.getWallets({ page: 1, entries: 40 })
    expect(page.data).toHaveLength(40)
  })
})
