// Pairing lifetime, refresh, deep links and their stored choice; and core's handling of a pairing
// connector through its adapter boundary (a wallet cannot run here, so an adapter double stands in).
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Adapter, AdapterContext, ConnectResult } from '../adapter.ts'
import { createLatch } from '../latch.ts'
import {
  formatDeepLink,
  getDeepLinkChoice,
  isPairingExpired,
  pairingExpiresAt,
  pairingRefreshDelay,
  schedulePairingRefresh,
  storeDeepLinkChoice,
} from './pairing.ts'
import { createSafeStorage, memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { ADDRESS, devnet as devnetA } from '../testDevnet.ts'
import type { Connector } from '../types.ts'

describe('pairing lifetime', () => {
  afterEach(() => vi.useRealTimers())

  it('R-4.12 R-9.1 a pairing lives 4 minutes', () => {
    expect(pairingExpiresAt(1_000)).toBe(1_000 + 240_000)
  })

  it('R-4.13 R-9.2 a pairing counts as expired when under 10 s remain', () => {
    const expiresAt = pairingExpiresAt(0)
    expect(isPairingExpired(expiresAt, 230_000)).toBe(false)
    expect(isPairingExpired(expiresAt, 230_001)).toBe(true)
    expect(isPairingExpired(expiresAt, 300_000)).toBe(true)
  })

  it('R-4.12 R-4.13 a fresh link is due 3 min 50 s after the last one was made, at once if already past', () => {
    expect(pairingRefreshDelay(pairingExpiresAt(0), 0)).toBe(230_000)
    expect(pairingRefreshDelay(pairingExpiresAt(0), 235_000)).toBe(0)
  })

  it('R-4.13 the refresh runs once the link counts as expired, not before, and not after a cancel', () => {
    vi.useFakeTimers({ now: 0 })
    const refresh = vi.fn()
    schedulePairingRefresh(pairingExpiresAt(0), refresh, 0)
    vi.advanceTimersByTime(229_999)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledOnce()
    const cancelled = vi.fn()
    schedulePairingRefresh(pairingExpiresAt(0), cancelled, 0)()
    vi.advanceTimersByTime(300_000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('deep links', () => {
  const uri =
    'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce'

  it('R-1.3 a native scheme becomes scheme://wc?uri=<encoded pairing link>', () => {
    expect(formatDeepLink('metamask://', uri)).toEqual({
      redirect: `metamask://wc?uri=${encodeURIComponent(uri)}`,
      href: 'metamask://',
    })
    // a bare scheme name, as some catalogue entries list it
    expect(formatDeepLink('trust:', uri).redirect).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`)
  })

  it('R-1.3 a universal link becomes https://…/wc?uri=<encoded pairing link>', () => {
    expect(formatDeepLink('https://metamask.app.link', uri)).toEqual({
      redirect: `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
      href: 'https://metamask.app.link/',
    })
    expect(formatDeepLink('https://link.trustwallet.com/', uri).redirect).toBe(
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('R-3.47 the deep link choice is stored as { name, href } under its own key and read back', () => {
    const raw = memoryStorage()
    const storage = createSafeStorage(raw)
    expect(getDeepLinkChoice(storage)).toBeUndefined()
    storeDeepLinkChoice(storage, { name: 'MetaMask', href: 'metamask://' })
    expect(JSON.parse(raw.getItem(STORAGE_KEYS.deepLinkChoice) as string)).toEqual({
      name: 'MetaMask',
      href: 'metamask://',
    })
    expect(getDeepLinkChoice(storage)).toEqual({ name: 'MetaMask', href: 'metamask://' })
  })
})

const pairingConnector: Connector = {
  id: 'WALLET_CONNECT',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/** a pairing adapter double: each connect shows a link and waits until the test settles it */
function pairingSetup() {
  let context: AdapterContext | undefined
  const attempts: { resolve(result: ConnectResult): void; reject(error: unknown): void }[] = []
  let now = 0
  const adapter: Adapter = {
    namespace: 'eip155',
    setup(ctx) {
      context = ctx
      ctx.emit('connectors', { connectors: [pairingConnector] })
    },
    connect: vi.fn(
      () =>
        new Promise<ConnectResult>((resolve, reject) => {
          attempts.push({ resolve, reject })
          context?.emit('pairingUri', { uri: `wc:link-${attempts.length}@2`, expiresAt: pairingExpiresAt(now) })
        }),
    ),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    getBalance: vi.fn(async () => ({ value: 0n, decimals: 18, symbol: 'ETH', name: 'Ether' })),
    signMessage: vi.fn(async () => '0x'),
    sendTransaction: vi.fn(async () => '0x'),
    getProvider: vi.fn(async () => ({})),
  }
  const storage = memoryStorage()
  const latch = createLatch({ adapters: [adapter], networks: [devnetA], storage })
  latch.mount()
  return {
    latch,
    adapter,
    attempts,
    storage,
    context: () => context as AdapterContext,
    setNow: (ms: number) => (now = ms),
  }
}

describe('core with a pairing connector', () => {
  afterEach(() => vi.useRealTimers())

  it('R-1.3 connecting routes to ConnectingWalletConnect and shows the pairing link with its expiry', async () => {
    vi.useFakeTimers({ now: 0 })
    const { latch, attempts } = pairingSetup()
    latch.open()
    const connecting = latch.connect('WALLET_CONNECT')
    expect(latch.getState().router.view).toBe('ConnectingWalletConnect')
    expect(latch.getState()).toMatchObject({ pairingUri: 'wc:link-1@2', pairingExpiresAt: 240_000 })
    attempts[0]?.resolve({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })
    await connecting
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      connectorId: 'WALLET_CONNECT',
    })
  })

  it('R-4.13 R-8.98 a fresh link replaces one under 10 s from expiry; only the newest attempt reports, its 5000 as a rejection', async () => {
    vi.useFakeTimers({ now: 0 })
    const { latch, adapter, attempts, setNow } = pairingSetup()
    latch.open()
    void latch.connect('WALLET_CONNECT')
    setNow(230_000)
    vi.advanceTimersByTime(230_000)
    expect(adapter.connect).toHaveBeenCalledTimes(2)
    expect(latch.getState()).toMatchObject({ pairingUri: 'wc:link-2@2', pairingExpiresAt: 470_000 })
    expect(latch.getState().router.history.filter((view) => view === 'ConnectingWalletConnect')).toHaveLength(1)
    // the replaced attempt failing later does not show an error over the fresh link
    attempts[0]?.reject(new Error('A fresh pairing link replaced this attempt'))
    await vi.advanceTimersByTimeAsync(0)
    expect(latch.getState().connectError).toBeUndefined()
    // 5000 (USER_REJECTED_DEFAULT) is the user declining
    attempts[1]?.reject({ code: 5000, message: 'User rejected.' })
    await vi.advanceTimersByTimeAsync(0)
    expect(latch.getState().connectError?.message).toBe('Connection rejected')
  })

  it('R-2.12 closing clears the pairing link and stops its refresh', () => {
    vi.useFakeTimers({ now: 0 })
    const { latch, adapter } = pairingSetup()
    latch.open()
    void latch.connect('WALLET_CONNECT')
    latch.close()
    expect(latch.getState().pairingUri).toBeUndefined()
    expect(latch.getState().pairingExpiresAt).toBeUndefined()
    vi.advanceTimersByTime(300_000)
    expect(adapter.connect).toHaveBeenCalledOnce()
  })

  it('R-4.54 a pairing session ended by the wallet resets the account', async () => {
    const { latch, attempts, context } = pairingSetup()
    latch.open()
    const connecting = latch.connect('WALLET_CONNECT')
    attempts[0]?.resolve({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })
    await connecting
    context().emit('disconnect', { connectorId: 'WALLET_CONNECT' })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'disconnected', allAccounts: [] })
    expect(latch.getState().accounts.eip155?.address).toBeUndefined()
  })

  it('R-4.22 disconnecting a pairing connector disconnects every connected namespace', async () => {
    const { latch, adapter, attempts, storage } = pairingSetup()
    latch.open()
    const connecting = latch.connect('WALLET_CONNECT')
    attempts[0]?.resolve({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })
    await connecting
    await latch.disconnect()
    expect(adapter.disconnect).toHaveBeenCalledWith({ connectorId: 'WALLET_CONNECT' })
    expect(storage.getItem(STORAGE_KEYS.connectedNamespaces)).toBe('')
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('R-3.47 the instance stores the visitor deep link choice', () => {
    const { latch, storage } = pairingSetup()
    latch.setDeepLinkChoice({ name: 'Rainbow', href: 'https://rnbwapp.com/' })
    expect(latch.getDeepLinkChoice()).toEqual({ name: 'Rainbow', href: 'https://rnbwapp.com/' })
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.deepLinkChoice) as string)).toEqual({
      name: 'Rainbow',
      href: 'https://rnbwapp.com/',
    })
  })
})
