// A sign request from a page on a phone to a wallet app on the same phone, through Latch's own relay (the cloud's) with
// the official WalletKit as the phone: the wallet's app sleeps (its socket closed) until the request's link opens it;
// the visitor is in the wallet app while the page is hidden (its socket closed by the phone's system); back on the page,
// the answer the relay kept resolves the request with no click. A wallet that never wakes fails it with
// WalletNotResponding within the liveness bound counted from the return, never while the page is hidden.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hasErrorCode } from '@latch/core'
import { requestHandOffLinks, type RequestHandOff } from '@latch/core/internal'
import { type PhoneWallet, startPhoneWallet } from '@latch/testing/phone'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import { seedRelayProject } from '../../../apps/cloud/test/relay-client.ts'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'
import { memoryKeyValueStorage } from '../src/memoryStorage.ts'
import { proposalNamespaces } from '../src/namespaces.ts'
import { createPairingProvider, type PairingProvider } from '../src/provider.ts'

const devnet = injectedDevnet()
const [devnetA] = devnetNetworks(devnet.rpcUrls)
const metadata = {
  name: 'Latch phone test',
  description: 'Phone hand-off test',
  url: 'http://127.0.0.1:5173',
  icons: [],
}
/** short, so a test that outlives it proves the hidden page never counts it */
const BOUND_MS = 1_500
/** the wallet's catalogue link, stored as the visitor's deep link choice when they paired from this phone */
const CHOICE = { name: 'Latch Phone Wallet', href: 'latchphone://' }

/** the page: its visibility, as the phone's browser reports it when the visitor goes to the wallet app and back */
function phonePage() {
  const events = new EventTarget()
  const document = { visibilityState: 'visible' }
  const set = (state: 'visible' | 'hidden') => {
    document.visibilityState = state
    events.dispatchEvent(new Event('visibilitychange'))
  }
  return {
    window: Object.assign(events, { document }) as never,
    hide: () => set('hidden'),
    show: () => set('visible'),
  }
}

let cloud: RunningCloud
let wallet: PhoneWallet
let provider: PairingProvider
const page = phonePage()
const opened: string[] = []
/** what opening the wallet's link does on the phone; set per test */
let onOpen: () => void = () => {}
const dataDir = mkdtempSync(join(tmpdir(), 'latch-pairing-phone-'))
const relayer = () => provider.client.core.relayer

beforeAll(async () => {
  cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
  await seedRelayProject(cloud.context, 'latch-test-wallet')
  const relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
  wallet = await startPhoneWallet({ relayUrl, account: 5, chains: { 31337: devnet.rpcUrls[0] } })
  const handOff: RequestHandOff = {
    links: (request) => requestHandOffLinks(request, CHOICE),
    open(links) {
      opened.push(...links)
      onOpen()
    },
  }
  provider = await createPairingProvider({
    relayUrl,
    projectId: 'latch-test',
    metadata,
    networks: [devnetA!],
    storage: memoryKeyValueStorage(),
    storagePrefix: `dapp-phone-${Math.random()}`,
    livenessTimeoutMs: BOUND_MS,
    handOff,
    window: page.window,
  })
  const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve))
  const connecting = provider.connect({ optionalNamespaces: proposalNamespaces([devnetA!]) })
  await wallet.pair(await uri)
  await connecting
})

afterAll(async () => {
  await provider?.client.core.relayer.transportClose().catch(() => undefined)
  await wallet?.stop()
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** the wallet app sleeps in the background: its socket closed, and a reconnection still under way closed too */
async function walletAsleep() {
  const { relayer } = wallet.kit.core
  await expect
    .poll(async () => {
      await wallet.stop()
      return relayer.connected || relayer.connecting
    })
    .toBe(false)
}

const personalSign = () =>
  provider.request<string>({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] }, 'eip155:31337')

describe('a request to the wallet app on this phone', () => {
  it('R-7.59 opens the wallet app by its link once; hidden past the bound it waits; back on the page, the answer the relay kept resolves it with no click', async () => {
    opened.length = 0
    await walletAsleep()
    const answered = new Promise<void>((resolve) => {
      onOpen = () => {
        // the visitor is in the wallet app: the page hides and the phone's system closes its socket
        page.hide()
        void relayer().transportClose()
        // the app wakes, gets the request from the relay and the visitor signs
        void wallet.kit.core.relayer.transportOpen()
      }
      wallet.kit.on('session_request', () => setTimeout(resolve, 500))
    })
    const signing = personalSign()
    let settled = false
    void signing.then(
      () => (settled = true),
      () => (settled = true),
    )
    await answered
    // longer than the bound with the page hidden: the request still waits
    await new Promise((resolve) => setTimeout(resolve, BOUND_MS * 2))
    expect(settled).toBe(false)
    expect(relayer().connected).toBe(false)
    const topic = provider.session?.topic
    expect(opened).toEqual([
      expect.stringMatching(new RegExp(`^latchphone://wc\\?requestId=\\d+&sessionTopic=${topic}$`)),
    ])
    page.show()
    expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.signed.at(-1)?.result).toBe(await signing)
    // asked once, opened once
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1)
    expect(opened).toHaveLength(1)
  }, 30_000)

  it('a wallet app that never wakes: nothing fails while the page is hidden; back on the page, WalletNotResponding within the bound', async () => {
    opened.length = 0
    // the page's socket, reopened on the last return, is up (a request made while it opens fails with RelayUnreachable)
    await expect.poll(() => relayer().connected, { timeout: 10_000 }).toBe(true)
    await walletAsleep()
    onOpen = () => page.hide()
    const signing = personalSign().then(
      () => undefined,
      (caught: unknown) => caught,
    )
    await expect.poll(() => opened.length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, BOUND_MS * 2))
    const returned = performance.now()
    page.show()
    const error = await signing
    const elapsed = performance.now() - returned
    expect(hasErrorCode(error, 'WalletNotResponding') ? 'WalletNotResponding' : error).toBe('WalletNotResponding')
    expect(elapsed).toBeGreaterThanOrEqual(BOUND_MS)
    expect(elapsed).toBeLessThan(BOUND_MS + 3_000)
    console.info(`[phone] a request to a wallet that never woke failed ${Math.round(elapsed)} ms after the return`)
  }, 30_000)
})
