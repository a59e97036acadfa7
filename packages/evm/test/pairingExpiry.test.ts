// A pairing session that reached its seven-day expiry while the page was closed, inside a real core instance: Latch's
// relay (the cloud) and the testing kit's phone wallet in Node. The stored session's `expiry` is rewritten in the
// page's pairing storage (seven days cannot pass in a test); the page opened again is never connected and ends on
// Connect Wallet (disconnected). The page's window is a bare EventTarget (no browser here).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLatch, type Latch, type LatchState, memoryStorage, type StorageLike } from '@latch/core'
import { memoryKeyValueStorage, type PairingProvider } from '@latch/pairing'
import { type PhoneWallet, startPhoneWallet } from '@latch/testing/phone'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import { seedRelayProject } from '../../../apps/cloud/test/relay-client.ts'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'
import { evmAdapter } from '../src/index.ts'
import { createWagmiConfig } from '../src/wagmi.ts'
import { createStorage } from '@wagmi/core'

// each page its own WalletConnect Core, as a reload gives it (one process shares a Core by storage prefix)
process.env.DISABLE_GLOBAL_CORE = 'true'

const devnet = injectedDevnet()
const [devnetA] = devnetNetworks(devnet.rpcUrls)
const metadata = { name: 'Latch expiry test', description: 'Pairing expiry', url: 'http://127.0.0.1:5173', icons: [] }

let cloud: RunningCloud
let relayUrl: string
let wallet: PhoneWallet
const dataDir = mkdtempSync(join(tmpdir(), 'latch-evm-pairing-expiry-'))

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
  await seedRelayProject(cloud.context, 'latch-test-wallet')
  relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
  wallet = await startPhoneWallet({ relayUrl, account: 9, chains: { 31337: devnet.rpcUrls[0] } })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await wallet?.stop()
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** one page load over the page's storages (Latch's, wagmi's and the pairing client's), as a reload keeps them; Node
 * has no localStorage for wagmi's memory of the last connector, so a config of the load's own keeps it in `storage` */
function openPage(storage: StorageLike, pairingStorage: IKeyValueStorage): Latch {
  const wagmiConfig = createWagmiConfig({ networks: [devnetA], storage: createStorage({ storage }) })
  return createLatch({
    adapters: [
      evmAdapter({
        wagmiConfig,
        pairing: { relayUrl, projectId: 'latch-test', metadata, storage: pairingStorage, storagePrefix: 'expiry' },
      }),
    ],
    networks: [devnetA],
    storage,
  })
}

function until(latch: Latch, check: (state: LatchState) => boolean): Promise<LatchState> {
  return new Promise((resolve) => {
    if (check(latch.getState())) return resolve(latch.getState())
    const stop = latch.subscribe(() => {
      if (!check(latch.getState())) return
      stop()
      resolve(latch.getState())
    })
  })
}

/** the page closes: the pairing client's socket with it */
async function closePage(latch: Latch): Promise<void> {
  const provider = (await latch.getProvider().catch(() => undefined)) as PairingProvider | undefined
  await provider?.client?.core.relayer.transportClose().catch(() => undefined)
}

/** every stored session's expiry (seconds, as WalletConnect keeps it) set a minute in the past */
async function ageStoredSessions(pairingStorage: IKeyValueStorage): Promise<number> {
  let aged = 0
  for (const key of await pairingStorage.getKeys()) {
    if (!key.endsWith('//session')) continue
    const sessions = (await pairingStorage.getItem<{ expiry: number }[]>(key)) ?? []
    const past = Math.floor(Date.now() / 1000) - 60
    await pairingStorage.setItem(
      key,
      sessions.map((session) => ({ ...session, expiry: past })),
    )
    aged += sessions.length
  }
  return aged
}

describe('a pairing session past its expiry', () => {
  it('R-4.5 R-4.48 reopened alive, connected with no click; reopened after the session expired while the page was closed, never connected: it ends on Connect Wallet', async () => {
    const storage = memoryStorage()
    const pairingStorage = memoryKeyValueStorage()
    const first = openPage(storage, pairingStorage)
    const connecting = first.connect('WALLET_CONNECT')
    const shown = await until(first, (state) => Boolean(state.pairingUri))
    await wallet.pair(shown.pairingUri as string)
    await connecting
    expect(first.getState().accounts.eip155).toMatchObject({ status: 'connected', address: wallet.address })
    await closePage(first)
    // the same storages before the expiry: restored, connected with no click (what the aged one must not be)
    const alive = openPage(storage, pairingStorage)
    await until(alive, (state) => state.accounts.eip155?.status === 'connected')
    await closePage(alive)

    expect(await ageStoredSessions(pairingStorage)).toBeGreaterThan(0)
    const statuses: string[] = []
    const reopened = openPage(storage, pairingStorage)
    statuses.push(reopened.getState().accounts.eip155?.status ?? '')
    reopened.subscribe(() => statuses.push(reopened.getState().accounts.eip155?.status ?? ''))
    const started = performance.now()
    const ended = await until(reopened, (state) => state.accounts.eip155?.status === 'disconnected')
    console.info(
      `[liveness] pairing, expired while closed: disconnected (${ended.accounts.eip155?.statusReason}) ${Math.round(performance.now() - started)} ms after the load; statuses ${statuses.join(' → ')}`,
    )
    expect(statuses).not.toContain('connected')
    expect(ended.accounts.eip155?.address).toBeUndefined()
    await closePage(reopened)
  })
})
