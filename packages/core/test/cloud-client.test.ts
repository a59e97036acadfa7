// The cloud client against the REAL Latch cloud (apps/cloud on a loopback port, SQLite, its indexer following
// the integration devnet): remote features, origin alerts, analytics, catalogue, balances, history, NFTs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, http as viemHttp, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { seedDemo } from '../../../apps/cloud/src/seed.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import { saveProject } from '../../../apps/cloud/src/projects/store.ts'
import { createCaches } from '../src/caches.ts'
import { startCloudClient, type CloudHost } from '../src/cloud/client.ts'
import { localFeatures } from '../src/cloud/featureDefaults.ts'
import { emptyCloudState } from '../src/cloud/types.ts'
import type { AlertCode } from '../src/errors.ts'
import { createEmitter } from '../src/instance/events.ts'
import { initialRouter } from '../src/modal/router.ts'
import type { LatchState } from '../src/instance/state.ts'
import { createSafeStorage, memoryStorage } from '../src/storage.ts'
import { createStore } from '../src/instance/store.ts'
import type { Network } from '../src/types.ts'

// provided by tooling/devnet/src/vitest-global-setup.mjs
const devnet = (inject as (key: string) => unknown)('devnet') as {
  rpcUrls: [string, string]
  token: `0x${string}`
  nft: `0x${string}`
}
const APP_ORIGIN = 'http://app.test:3000'
// a fresh key funded here, so no other suite sharing the devnet moves its balance
const senderAccount = privateKeyToAccount(generatePrivateKey())
const SENDER = senderAccount.address
const RECEIVER = privateKeyToAccount(generatePrivateKey()).address
// dev account 1 was minted one LNFT by the devnet (CONTRACT: accounts 0–2 get one NFT each)
const NFT_HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

const devnetA: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnet.rpcUrls[0] as string] } },
  testnet: true,
}

let cloud: RunningCloud
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-client-cloud-'))
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  cloud = await startCloud(
    cloudConfigSchema.parse({
      port: 0,
      dataDir,
      chains: [
        {
          chainId: 31337,
          name: 'Latch Devnet',
          rpcUrl: devnet.rpcUrls[0],
          nativeCurrency: ether,
          testnet: true,
          tokens: [devnet.token],
        },
      ],
      prices: { 'eip155:31337/native': 2000 },
    }),
  )
  await seedDemo(cloud.context, { origins: [APP_ORIGIN] })
  await rpc('anvil_setBalance', [SENDER, '0x56BC75E2D63100000']) // 100 ETH
  const base = { allowedOrigins: [APP_ORIGIN], features: {} }
  await saveProject(cloud.context.db, { ...base, id: 'basic-project', name: 'Basic', plan: 'basic' })
  await saveProject(cloud.context.db, {
    ...base,
    id: 'quiet-project',
    name: 'Quiet',
    plan: 'pro',
    isAnalyticsEnabled: false,
  })
})

afterAll(async () => {
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** one instance's host: the real store, caches and emitter; fetch sends the page's Origin as a browser does */
function client(options: {
  projectId?: string
  origin?: string
  address?: string
  analytics?: boolean | 'consent'
  /** the visitor's stored analytics choice */
  analyticsConsent?: boolean
  features?: Record<string, unknown>
  identityOnTestnets?: boolean
  connectorId?: string
  /** the wallets the modal lists */
  connectors?: LatchState['connectors']
  /** the visitor is on a phone */
  mobile?: boolean
  /** the caches' clock */
  now?: () => number
}) {
  const alerts: AlertCode[] = []
  const warnings: string[] = []
  const emitter = createEmitter()
  const store = createStore<LatchState>({
    open: false,
    loading: false,
    router: initialRouter(),
    themeMode: 'light',
    locale: 'en',
    themeVariables: {},
    embedded: { approving: false },
    siwx: { sessions: {}, status: 'idle' },
    networks: [devnetA],
    activeNamespace: 'eip155',
    activeNetwork: devnetA,
    unsupportedNetwork: false,
    accounts: {
      eip155: options.address
        ? {
            status: 'connected',
            address: options.address,
            allAccounts: [],
            ...(options.connectorId ? { connectorId: options.connectorId } : {}),
          }
        : { status: 'disconnected', allAccounts: [] },
    },
    connections: {},
    connectors: options.connectors ?? [],
    recentWallets: [],
    tokenBalances: [],
    features: localFeatures(options.features),
    cloud: emptyCloudState(),
  })
  const origin = options.origin ?? APP_ORIGIN
  const host: CloudHost = {
    options: {
      cloudUrl: cloud.url,
      projectId: options.projectId,
      analytics: options.analytics,
      features: options.features,
      identityOnTestnets: options.identityOnTestnets,
    },
    getState: store.getState,
    setState: store.setState,
    caches: createCaches(createSafeStorage(memoryStorage()), options.now),
    showAlert: (code) => alerts.push(code),
    subscribeEvents: emitter.subscribe,
    page: { origin, url: `${origin}/shop`, domain: new URL(origin).hostname },
    fetcher: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin } }),
    warn: (message) => warnings.push(message),
    analyticsConsent: options.analyticsConsent,
    isMobile: () => options.mobile ?? false,
  }
  return { client: startCloudClient(host), store, alerts, warnings, emitter }
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet.rpcUrls[0], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

const events = (name: string) =>
  cloud.context.db.selectFrom('analytics_events').selectAll().where('event_name', '=', name).execute()

describe('remote features and origins against the cloud', () => {
  it('R-4.41 R-7.3 the project configuration is fetched first and becomes state.features; the origin is allowed', async () => {
    const { client: c, store, alerts } = client({ projectId: 'latch-demo' })
    await c.ready
    expect(store.getState().features).toMatchObject({ multiWallet: true, emailCapture: true, activity: true })
    expect(alerts).toEqual([])
  })

  it('R-4.44 a local setting the project configuration contradicts is ignored with a warning', async () => {
    const { client: c, store, warnings } = client({ projectId: 'latch-demo', features: { multiWallet: false } })
    await c.ready
    expect(store.getState().features.multiWallet).toBe(true)
    expect(warnings.join()).toContain('multiWallet')
  })

  it('R-4.42 with an unknown project (config fetch refused) local values apply, and APKT007 shows once (R-8.13, R-8.56)', async () => {
    const { client: c, store, alerts } = client({ projectId: 'no-such-project', features: { swaps: false } })
    await c.ready
    expect(store.getState().features.swaps).toBe(false)
    expect(alerts).toEqual(['APKT007'])
  })

  it('R-5.10 R-8.2 R-8.20 a page origin outside the allowed list gets APKT002, shown once', async () => {
    const { client: c, alerts } = client({ projectId: 'latch-demo', origin: 'http://evil.test' })
    await c.ready
    expect(alerts).toEqual(['APKT002'])
  })

  it('R-8.8 without a project id APKT008 shows and nothing is called', async () => {
    const { client: c, alerts } = client({})
    await c.ready
    expect(alerts).toEqual(['APKT008'])
  })
})

describe('analytics against the cloud', () => {
  it('R-7.36 R-7.37 R-7.41 R-7.42 INITIALIZE at start and DISCONNECT_SUCCESS with its namespace are stored', async () => {
    const before = (await events('DISCONNECT_SUCCESS')).length
    const { client: c, emitter } = client({ projectId: 'latch-demo' })
    await c.ready
    emitter.emit({ type: 'DISCONNECT_SUCCESS', data: { namespace: 'eip155' } })
    await vi.waitFor(async () => expect((await events('DISCONNECT_SUCCESS')).length).toBe(before + 1))
    const [initialize] = await events('INITIALIZE')
    expect(initialize).toMatchObject({
      project_id: 'latch-demo',
      sdk_type: 'latch-react',
      sdk_version: '0.1.0',
      domain: 'app.test',
    })
    const disconnect = (await events('DISCONNECT_SUCCESS')).at(-1)
    expect(JSON.parse(disconnect?.props ?? '{}')).toEqual({
      type: 'track',
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'eip155' },
    })
  })

  it('a SWAP_SUCCESS is stored with the network and the two symbols only, and counted in the swaps rollup', async () => {
    const before = (await events('SWAP_SUCCESS')).length
    const { client: c, emitter } = client({ projectId: 'latch-demo' })
    await c.ready
    emitter.emit({
      type: 'SWAP_SUCCESS',
      data: { caipNetworkId: 'eip155:31337', fromSymbol: 'LTT', toSymbol: 'ETH', hash: '0xabc' },
    })
    await vi.waitFor(async () => expect((await events('SWAP_SUCCESS')).length).toBe(before + 1))
    const swap = (await events('SWAP_SUCCESS')).at(-1)
    expect(swap).toMatchObject({ project_id: 'latch-demo', network: 'eip155:31337' })
    expect(JSON.parse(swap?.props ?? '{}')).toEqual({
      type: 'track',
      event: 'SWAP_SUCCESS',
      properties: { network: 'eip155:31337', fromSymbol: 'LTT', toSymbol: 'ETH' },
    })
    const rollup = await cloud.context.db
      .selectFrom('analytics_rollup')
      .selectAll()
      .where('project_id', '=', 'latch-demo')
      .where('series', '=', 'swaps')
      .execute()
    expect(new Set(rollup.map((row) => row.key))).toEqual(new Set(['eip155:31337']))
    expect(rollup.reduce((sum, row) => sum + Number(row.count), 0)).toBe(before + 1)
  })

  it('a failed connection and a stale session are stored with the wallet, its method, the namespace and the platform, never an address', async () => {
    const rainbow = { id: 'walletConnect', name: 'Rainbow', type: 'WALLET_CONNECT' as const, chain: 'eip155' as const }
    const [errorsBefore, staleBefore] = [
      (await events('CONNECT_ERROR')).length,
      (await events('CONNECTION_STALE')).length,
    ]
    const { client: c, emitter } = client({ projectId: 'latch-demo', connectors: [rainbow], mobile: true })
    await c.ready
    emitter.emit({
      type: 'CONNECT_ERROR',
      data: { message: 'Connection declined', connectorId: rainbow.id, code: 'ConnectionRejected' },
    })
    emitter.emit({
      type: 'CONNECTION_STALE',
      data: { namespace: 'eip155', connectorId: rainbow.id, reason: 'walletNoAnswer' },
    })
    await vi.waitFor(async () => {
      expect((await events('CONNECT_ERROR')).length).toBe(errorsBefore + 1)
      expect((await events('CONNECTION_STALE')).length).toBe(staleBefore + 1)
    })
    const place = { wallet: 'Rainbow', method: 'pairing', namespace: 'eip155', platform: 'mobile' }
    expect(JSON.parse((await events('CONNECT_ERROR')).at(-1)?.props ?? '{}')).toMatchObject({
      type: 'error',
      errorMessage: 'Connection declined',
      properties: { ...place, code: 'ConnectionRejected' },
    })
    expect(JSON.parse((await events('CONNECTION_STALE')).at(-1)?.props ?? '{}')).toEqual({
      type: 'track',
      event: 'CONNECTION_STALE',
      properties: { ...place, reason: 'walletNoAnswer' },
    })
    const health = await cloud.context.db
      .selectFrom('analytics_rollup')
      .select(['series', 'key'])
      .where('project_id', '=', 'latch-demo')
      .where('series', 'in', ['failedByWalletPlatform', 'staleByWalletPlatform'])
      .execute()
    expect(health).toEqual(
      expect.arrayContaining([
        { series: 'failedByWalletPlatform', key: '["Rainbow","mobile"]' },
        { series: 'staleByWalletPlatform', key: '["Rainbow","mobile"]' },
      ]),
    )
  })

  it('R-9.45 R-7.10 analytics off (option or project) stores nothing', async () => {
    const before = (await events('INITIALIZE')).length
    const off = client({ projectId: 'latch-demo', analytics: false })
    const quiet = client({ projectId: 'quiet-project' })
    await Promise.all([off.client.ready, quiet.client.ready])
    expect((await events('INITIALIZE')).length).toBe(before)
    expect(quiet.alerts).toEqual([])
  })
})

describe('analytics waiting for consent, against the cloud', () => {
  const allEvents = async () =>
    (await cloud.context.db.selectFrom('analytics_events').select('event_name').execute()).map((row) => row.event_name)

  it("analytics: 'consent' stores no event before the visitor consents, INITIALIZE and later events after, none once withdrawn", async () => {
    const before = await allEvents()
    const { client: c, emitter } = client({ projectId: 'latch-demo', analytics: 'consent' })
    await c.ready
    emitter.emit({ type: 'DISCONNECT_SUCCESS', data: { namespace: 'eip155' } })
    emitter.emit({ type: 'CONNECT_ERROR', data: { message: 'declined' } } as never)
    // what happened before consent is dropped, not kept for later: granting sends INITIALIZE only
    await c.setAnalyticsConsent(true)
    expect((await allEvents()).slice(before.length)).toEqual(['INITIALIZE'])
    emitter.emit({ type: 'DISCONNECT_SUCCESS', data: { namespace: 'eip155' } })
    await vi.waitFor(async () =>
      expect((await allEvents()).slice(before.length)).toEqual(['INITIALIZE', 'DISCONNECT_SUCCESS']),
    )
    await c.setAnalyticsConsent(false)
    emitter.emit({ type: 'DISCONNECT_SUCCESS', data: { namespace: 'eip155' } })
    // a page that then consents again proves the withdrawn event was dropped, not merely late
    await c.setAnalyticsConsent(true)
    emitter.emit({
      type: 'SWAP_SUCCESS',
      data: { caipNetworkId: 'eip155:31337', fromSymbol: 'LTT', toSymbol: 'ETH', hash: '0x1' },
    })
    await vi.waitFor(async () =>
      expect((await allEvents()).slice(before.length)).toEqual(['INITIALIZE', 'DISCONNECT_SUCCESS', 'SWAP_SUCCESS']),
    )
  })

  it('a choice stored on an earlier visit applies at start: granted sends INITIALIZE, denied sends nothing even with analytics on', async () => {
    const before = await allEvents()
    const denied = client({ projectId: 'latch-demo', analyticsConsent: false })
    await denied.client.ready
    expect((await allEvents()).slice(before.length)).toEqual([])
    const granted = client({ projectId: 'latch-demo', analytics: 'consent', analyticsConsent: true })
    await granted.client.ready
    expect((await allEvents()).slice(before.length)).toEqual(['INITIALIZE'])
  })
})

describe('catalogue against the cloud', () => {
  it('R-7.5 R-9.19 R-9.20 pages of 40, search up to 100; each wallet has an image URL the cloud serves (R-7.6)', async () => {
    const { client: c } = client({ projectId: 'latch-demo' })
    const catalogue = c.catalogue!
    const first = await catalogue.getWallets({ page: 1, entries: 40 })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBeGreaterThan(40)
    const second = await catalogue.getWallets({ page: 2, entries: 40 })
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id)
    const name = first.data[0]!.name
    const found = await catalogue.getWallets({ page: 1, entries: 100, search: name })
    expect(found.data.map((wallet) => wallet.name)).toContain(name)
    const image = await fetch(first.data[0]!.image_url!)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })
})

describe('blockchain data against the cloud', () => {
  it('R-7.14 R-3.29 balances: the native coin first (as on chain), then LTT', async () => {
    const { client: c } = client({ projectId: 'latch-demo', address: SENDER })
    const balances = await c.balances(SENDER, devnetA, true)
    expect(balances[0]).toMatchObject({ symbol: 'ETH', address: undefined })
    expect(BigInt(balances[0]!.quantity.numeric)).toBe(BigInt(await rpc<string>('eth_getBalance', [SENDER, 'latest'])))
    expect(balances.find((balance) => balance.symbol === 'LTT')?.address?.toLowerCase()).toBe(
      devnet.token.toLowerCase(),
    )
  })

  it('R-7.13 R-9.28 a transfer just sent appears in the activity after the send (the cache is bypassed)', async () => {
    const { client: c, store } = client({ projectId: 'latch-demo', address: SENDER })
    await c.loadActivity()
    expect(store.getState().cloud.activity.status).toBe('loaded')
    const wallet = createWalletClient({ account: senderAccount, transport: viemHttp(devnet.rpcUrls[0]) })
    const hash = await wallet.sendTransaction({
      chain: {
        id: 31337,
        name: 'Latch Devnet',
        nativeCurrency: devnetA.nativeCurrency,
        rpcUrls: { default: { http: [devnet.rpcUrls[0]] } },
      },
      to: RECEIVER,
      value: parseEther('0.0421'),
    })
    c.afterSend(hash)
    await vi.waitFor(
      () => {
        const listed = store
          .getState()
          .cloud.activity.transactions.find((t) => t.metadata.hash.toLowerCase() === hash.toLowerCase())
        expect(listed?.transfers[0]?.quantity.numeric).toBe('0.0421')
      },
      { timeout: 20_000, interval: 250 },
    )
  })

  it('R-1.9 NFTs held by the account are listed', async () => {
    const { client: c, store } = client({ projectId: 'latch-demo', address: NFT_HOLDER })
    // the indexer may still be catching up with the devnet's first blocks
    await vi.waitFor(
      async () => {
        await c.loadNfts()
        expect(store.getState().cloud.nfts.status).toBe('loaded')
        expect(store.getState().cloud.nfts.items.map((nft) => nft.contract.toLowerCase())).toContain(
          devnet.nft.toLowerCase(),
        )
      },
      { timeout: 20_000, interval: 250 },
    )
  })

  it('R-3.26 R-7.12 identity: an address without a registered name has none (testnet opted in)', async () => {
    const { client: c, store } = client({ projectId: 'latch-demo', address: SENDER })
    await c.loadIdentity()
    // devnet is a testnet, so without identityOnTestnets nothing is asked
    expect(store.getState().cloud.identity).toBeUndefined()
  })

  it('R-3.26 R-7.12 identity: with testnets opted in, the registered name of the address is shown', async () => {
    const label = `latch${Date.now().toString(36)}`
    const message = JSON.stringify({ name: label, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await senderAccount.signMessage({ message })
    const registered = await fetch(`${cloud.url}/v1/profile/account?projectId=latch-demo&st=latch-react&sv=0.1.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coin_type: 60, address: SENDER, message, signature }),
    })
    expect(registered.ok).toBe(true)
    const { client: c, store } = client({ projectId: 'latch-demo', address: SENDER, identityOnTestnets: true })
    await c.loadIdentity()
    expect(store.getState().cloud.identity?.name).toBe(`${label}.latch.id`)
  })

  it('R-3.28 identity: an embedded wallet falls back to the names registered for its address (profile reverse lookup), where identity does not apply', async () => {
    const embedded = privateKeyToAccount(generatePrivateKey())
    const label = `emb${Date.now().toString(36)}`
    const message = JSON.stringify({ name: label, timestamp: Math.floor(Date.now() / 1000) })
    const registered = await fetch(`${cloud.url}/v1/profile/account?projectId=latch-demo&st=latch-react&sv=0.1.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: embedded.address,
        message,
        signature: await embedded.signMessage({ message }),
      }),
    })
    expect(registered.ok).toBe(true)
    // the same address through a browser wallet: keeps identity off the testnet
    const wallet = client({ projectId: 'latch-demo', address: embedded.address })
    await wallet.client.loadIdentity()
    expect(wallet.store.getState().cloud.identity).toBeUndefined()
    // through the embedded wallet (the AUTH connector) the fallback lookup names it
    const viaAuth = client({ projectId: 'latch-demo', address: embedded.address, connectorId: 'AUTH' })
    await viaAuth.client.loadIdentity()
    expect(viaAuth.store.getState().cloud.identity?.name).toBe(`${label}.latch.id`)
    // an embedded address with no name keeps none
    const nameless = client({
      projectId: 'latch-demo',
      address: privateKeyToAccount(generatePrivateKey()).address,
      connectorId: 'AUTH',
    })
    await nameless.client.loadIdentity()
    expect(nameless.store.getState().cloud.identity?.name ?? null).toBeNull()
  })

  it('R-3.42 R-9.26 identity: the fallback name is kept 5 min in the ENS cache; a name registered since shows after', async () => {
    const embedded = privateKeyToAccount(generatePrivateKey())
    const register = async (label: string, timestamp: number) => {
      const message = JSON.stringify({ name: label, timestamp })
      const registered = await fetch(`${cloud.url}/v1/profile/account?projectId=latch-demo&st=latch-react&sv=0.1.0`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coin_type: 60,
          address: embedded.address,
          message,
          signature: await embedded.signMessage({ message }),
        }),
      })
      expect(registered.ok).toBe(true)
    }
    const seconds = Math.floor(Date.now() / 1000)
    const first = `ensa${Date.now().toString(36)}`
    const second = `ensb${Date.now().toString(36)}`
    await register(first, seconds - 10)
    let now = 1_000_000
    const viaAuth = client({ projectId: 'latch-demo', address: embedded.address, connectorId: 'AUTH', now: () => now })
    await viaAuth.client.loadIdentity()
    expect(viaAuth.store.getState().cloud.identity?.name).toBe(`${first}.latch.id`)
    await register(second, seconds)
    now += 5 * 60_000
    await viaAuth.client.loadIdentity()
    expect(viaAuth.store.getState().cloud.identity?.name).toBe(`${first}.latch.id`)
    now += 1
    await viaAuth.client.loadIdentity()
    expect(viaAuth.store.getState().cloud.identity?.name).toBe(`${second}.latch.id`)
  })
})
