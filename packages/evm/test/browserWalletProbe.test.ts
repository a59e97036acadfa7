// @vitest-environment happy-dom
// the Browser Wallet (the legacy window.ethereum) is not asked eth_accounts / eth_chainId on load on desktop;
// on mobile it is. While connected, a wallet that stops answering is probed (eth_accounts within a bound) and shown stale.
// Real core and the real anvil devnet; only the extension is a double (testWallet.ts).
import { createLatch, hasErrorCode, type Latch, type LatchState, memoryStorage, type StorageLike } from '@latch/core'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'
import { BROWSER_PROBE_TIMEOUT_MS } from '../src/browserProbe.ts'
import { evmAdapter } from '../src/index.ts'
import { createTestWallet, type TestWallet } from './testWallet.ts'

const devnet = injectedDevnet()
const [devnetA, devnetB] = devnetNetworks(devnet.rpcUrls)
const networks = [devnetA, devnetB] as const
// dev account 8 is this file's own (adapter.test.ts uses 6 and 7)
const sender = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 8,
}).address
const PROBES = ['eth_accounts', 'eth_chainId']

let wallet: TestWallet

beforeEach(() => {
  localStorage.clear()
  wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrls[0] }], account: sender })
  // a legacy provider nobody announces: the generic 'injected' Browser Wallet
  ;(window as unknown as { ethereum: unknown }).ethereum = wallet.provider
})

afterEach(async () => {
  wallet.remove()
  const happyDOM = (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM
  await happyDOM.waitUntilComplete()
})

function loadPage(storage: StorageLike, isMobile: boolean): Latch {
  return createLatch({ adapters: [evmAdapter()], networks, storage, isMobile: () => isMobile })
}

function until(latch: Latch, condition: (state: LatchState) => boolean): Promise<LatchState> {
  return new Promise((resolve) => {
    const check = () => {
      if (!condition(latch.getState())) return
      unsubscribe?.()
      resolve(latch.getState())
    }
    const unsubscribe: (() => void) | undefined = latch.subscribe(check)
    check()
  })
}

/** connects through the Browser Wallet, then forgets what the wallet was asked so far */
async function connectedThroughBrowserWallet(storage: StorageLike, isMobile: boolean): Promise<Latch> {
  const latch = loadPage(storage, isMobile)
  await until(latch, (state) => state.connectors.some((connector) => connector.id === 'injected'))
  await latch.connect('injected')
  expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'injected' })
  wallet.calls.splice(0)
  return latch
}

describe('R-7.55 Browser Wallet probe on load', () => {
  it('R-7.55 on desktop a reload asks the Browser Wallet neither eth_accounts nor eth_chainId', async () => {
    const storage = memoryStorage()
    await connectedThroughBrowserWallet(storage, false)
    const reloaded = loadPage(storage, false)
    const state = await until(reloaded, (next) => next.accounts.eip155?.status !== 'connecting')
    expect(state.accounts.eip155?.status).toBe('disconnected')
    expect(wallet.methods().filter((method) => PROBES.includes(method))).toEqual([])
  })

  it('R-7.55 on mobile a reload asks the Browser Wallet eth_accounts and eth_chainId and reconnects', async () => {
    const storage = memoryStorage()
    await connectedThroughBrowserWallet(storage, true)
    const reloaded = loadPage(storage, true)
    const state = await until(reloaded, (next) => next.accounts.eip155?.status === 'connected')
    expect(state.accounts.eip155).toMatchObject({ address: sender, connectorId: 'injected' })
    expect(wallet.methods()).toEqual(expect.arrayContaining(PROBES))
  })
})

/** the sign request's error and how long it took to come */
async function timedSign(latch: Latch): Promise<{ error: unknown; ms: number }> {
  const started = performance.now()
  const error = await latch.signMessage('Hello').then(
    () => undefined,
    (reason: unknown) => reason,
  )
  return { error, ms: performance.now() - started }
}

const eip155 = (latch: Latch) => latch.getState().accounts.eip155

describe('a browser wallet that stops answering', () => {
  it('a hanging wallet: the sign request fails with WalletNotResponding within the bound and shows stale; released, a focus shows it connected with no click', async () => {
    const latch = await connectedThroughBrowserWallet(memoryStorage(), false)
    wallet.hang('eth_accounts', 'personal_sign')
    const { error, ms } = await timedSign(latch)
    expect(hasErrorCode(error, 'WalletNotResponding')).toBe(true)
    console.info(`[liveness] browser wallet, hung: the sign request failed after ${Math.round(ms)} ms (bound 3000 ms)`)
    expect(ms).toBeGreaterThanOrEqual(BROWSER_PROBE_TIMEOUT_MS - 20)
    expect(ms).toBeLessThan(BROWSER_PROBE_TIMEOUT_MS + 500)
    expect(eip155(latch)).toMatchObject({ status: 'stale', statusReason: 'walletNoAnswer', address: sender })
    // the probe failed, so the wallet was never asked to sign (no popup left waiting behind the error)
    expect(wallet.methods()).not.toContain('personal_sign')

    wallet.release()
    window.dispatchEvent(new Event('focus'))
    const revived = await until(latch, (state) => state.accounts.eip155?.status === 'connected')
    expect(revived.accounts.eip155).toMatchObject({ address: sender, connectorId: 'injected' })
  })

  it('a busy wallet that answers the probe after the bound: stale, then connected as its late answer arrives, with no focus or request', async () => {
    const latch = await connectedThroughBrowserWallet(memoryStorage(), false)
    wallet.hang('eth_accounts')
    window.dispatchEvent(new Event('focus'))
    const stale = await until(latch, (state) => state.accounts.eip155?.status === 'stale')
    expect(stale.accounts.eip155?.statusReason).toBe('walletNoAnswer')
    const asked = wallet.methods().length
    // the wallet answers the probe it held: nothing else is asked of it
    wallet.release()
    const revived = await until(latch, (state) => state.accounts.eip155?.status === 'connected')
    expect(revived.accounts.eip155).toMatchObject({ statusReason: 'walletAnswered', address: sender })
    expect(wallet.methods()).toHaveLength(asked)
  })

  it('a focus on a hanging wallet shows it stale; the next request after it answers again is signed, connected', async () => {
    const latch = await connectedThroughBrowserWallet(memoryStorage(), false)
    wallet.hang('eth_accounts')
    window.dispatchEvent(new Event('focus'))
    const stale = await until(latch, (state) => state.accounts.eip155?.status === 'stale')
    expect(stale.accounts.eip155?.statusReason).toBe('walletNoAnswer')

    wallet.release()
    await expect(latch.signMessage('Hello')).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    expect(eip155(latch)).toMatchObject({ status: 'connected', address: sender })
  })

  it('a wallet that answers the probe with no account is disconnected, as its accountsChanged([]) would', async () => {
    const latch = await connectedThroughBrowserWallet(memoryStorage(), false)
    // the site's authorization dropped without an event: only the probe can tell
    await wallet.provider.request({ method: 'wallet_revokePermissions' })
    window.dispatchEvent(new Event('focus'))
    const state = await until(latch, (next) => next.accounts.eip155?.status === 'disconnected')
    expect(state.accounts.eip155?.address).toBeUndefined()
  })

  it('a wallet that answers is asked eth_accounts once before the request, and nothing changes', async () => {
    const latch = await connectedThroughBrowserWallet(memoryStorage(), false)
    await expect(latch.signMessage('Hello')).resolves.toMatch(/^0x/)
    const methods = wallet.methods()
    expect(methods[0]).toBe('eth_accounts')
    expect(methods.filter((method) => method === 'eth_accounts')).toHaveLength(1)
    expect(methods).toContain('personal_sign')
    expect(eip155(latch)?.status).toBe('connected')
  })
})
