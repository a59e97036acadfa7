// A pairing session restored from storage (a page opened again) through Latch's own relay, with a Node phone wallet on
// the other end: reconnecting until the relay has delivered what the phone sent while the page was closed, so a
// deletion sent meanwhile ends it without a connected report; with the relay down at restore, reconnecting (relayDown)
// and a request that needs the phone fails at once with RelayUnreachable; the relay back, connected with no request.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hasErrorCode } from '@latch/core'
import { type PhoneWallet, startPhoneWallet } from '@latch/testing/phone'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import { seedRelayProject } from '../../../apps/cloud/test/relay-client.ts'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'
import { HEALTH_EVENT, LIVENESS_TIMEOUT_MS, livenessOf, type PairingHealth } from '../src/liveness.ts'
import { memoryKeyValueStorage } from '../src/memoryStorage.ts'
import { proposalNamespaces } from '../src/namespaces.ts'
import { createPairingProvider, type PairingProvider } from '../src/provider.ts'

// each page its own WalletConnect Core, as a reload gives it: in one process the Core is shared by storage prefix, so the
// closed page's client would hear the reopened page's messages
process.env.DISABLE_GLOBAL_CORE = 'true'

const devnet = injectedDevnet()
const [devnetA] = devnetNetworks(devnet.rpcUrls)
const metadata = { name: 'Latch restore test', description: 'Restore test', url: 'http://127.0.0.1:5173', icons: [] }
const RESTORING = { status: 'reconnecting', reason: 'sessionRestoring' }
const RELAY_DOWN = { status: 'reconnecting', reason: 'relayDown' }

let cloud: RunningCloud
let relayUrl: string
let wallet: PhoneWallet
const providers: PairingProvider[] = []
const dataDir = mkdtempSync(join(tmpdir(), 'latch-pairing-restore-'))

async function startRelay(port = 0) {
  cloud = await startCloud(cloudConfigSchema.parse({ port, dataDir, indexer: false }))
  await seedRelayProject(cloud.context, 'latch-test-wallet')
  relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
}

beforeAll(async () => {
  await startRelay()
  wallet = await startPhoneWallet({ relayUrl, account: 5, chains: { 31337: devnet.rpcUrls[0] } })
})

afterAll(async () => {
  for (const provider of providers) await provider.client.core.relayer.transportClose().catch(() => undefined)
  await wallet?.stop()
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** a dApp page over `storage`: a new provider restores the session an earlier one left there */
async function openPage(storage: IKeyValueStorage, storagePrefix: string) {
  const provider = await createPairingProvider({
    relayUrl,
    projectId: 'latch-test',
    metadata,
    networks: [devnetA!],
    storage,
    storagePrefix,
  })
  providers.push(provider)
  const reports: PairingHealth[] = []
  provider.on(HEALTH_EVENT, (health: PairingHealth) => reports.push(health))
  return { provider, reports }
}

/** a page that paired with the phone, then closed (its socket too): what it left in storage is the session */
async function pairedThenClosed() {
  const storage = memoryKeyValueStorage()
  const prefix = `dapp-restore-${Math.random()}`
  const { provider } = await openPage(storage, prefix)
  const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve))
  const connecting = provider.connect({ optionalNamespaces: proposalNamespaces([devnetA!]) })
  await wallet.pair(await uri)
  await connecting
  await provider.client.core.relayer.transportClose()
  return { reopen: () => openPage(storage, prefix) }
}

const personalSign = (provider: PairingProvider) =>
  provider.request<string>({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] }, 'eip155:31337')

describe('a restored pairing session', () => {
  it('R-4.54 deleted by the phone while the page was closed: reconnecting (sessionRestoring) from the start, then the deletion ends it; never reported connected', async () => {
    const closed = await pairedThenClosed()
    await wallet.disconnect()
    const { provider, reports } = await closed.reopen()
    expect(livenessOf(provider)?.health()).toEqual(RESTORING)
    const deleted = new Promise((resolve) => provider.once('session_delete', resolve))
    await deleted
    expect(provider.session).toBeUndefined()
    // what a late ping or restore could still say: nothing connected
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(reports.filter((report) => report.status === 'connected')).toEqual([])
  })

  it('the relay down when the page opens: reconnecting (relayDown); a sign request fails at once with RelayUnreachable; the relay back, connected with no request, and it signs', async () => {
    const closed = await pairedThenClosed()
    const port = Number(new URL(cloud.url).port)
    await cloud.stop()
    const { provider } = await closed.reopen()
    const liveness = livenessOf(provider)
    await expect.poll(() => liveness?.health(), { timeout: 15_000 }).toEqual(RELAY_DOWN)
    const started = performance.now()
    const error = await personalSign(provider).then(
      () => undefined,
      (caught: unknown) => caught,
    )
    const elapsed = performance.now() - started
    expect(hasErrorCode(error, 'RelayUnreachable')).toBe(true)
    // well under the ping's bound: the phone was never asked
    expect(elapsed).toBeLessThan(LIVENESS_TIMEOUT_MS / 2)
    expect(liveness?.health()).toEqual(RELAY_DOWN)
    await startRelay(port)
    await expect.poll(() => liveness?.health()?.status, { timeout: 40_000 }).toBe('connected')
    expect(await personalSign(provider)).toMatch(/^0x[0-9a-f]{130}$/)
    console.info(`[restore] pairing, relay down: a sign request failed after ${Math.round(elapsed)} ms`)
  }, 90_000)

  it('alive, the phone closed: reconnecting (sessionRestoring) until the relay delivered what it stored, then connected (sessionRestored) without the phone answering', async () => {
    const closed = await pairedThenClosed()
    await wallet.stop()
    const { provider, reports } = await closed.reopen()
    expect(livenessOf(provider)?.health()).toEqual(RESTORING)
    const started = performance.now()
    await expect
      .poll(() => reports.find((report) => report.status === 'connected'), { timeout: 10_000 })
      .toEqual({
        status: 'connected',
        reason: 'sessionRestored',
      })
    expect(reports[0]).toEqual({ status: 'connected', reason: 'sessionRestored' })
    console.info(`[restore] pairing, alive: connected ${Math.round(performance.now() - started)} ms after the restore`)
  })
})
