// The headless getters through createLatch, as an app's own connect screen reads them (an adapter double stands in
// for the wallet, which cannot run here; the catalogue is an in-memory list with the service's paging).
import { describe, expect, it, vi } from 'vitest'
import { type CatalogueWallet, listCatalogue } from '../catalogue.ts'
import { adapterDouble, setup, testWallet } from '../testDoubles.ts'
import type { Connector } from '../types.ts'

const pairing: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const browser: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }
const coinbase: Connector = { id: 'coinbase', name: 'Coinbase', type: 'EXTERNAL', chain: 'eip155' }
const other: Connector = {
  id: 'dev.other',
  name: 'Other Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.other' },
}
const email: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }
const wallet = (id: string, extra: Partial<CatalogueWallet> = {}): CatalogueWallet => ({
  id,
  name: `Wallet ${id}`,
  ...extra,
})
const many = Array.from({ length: 95 }, (_, index) => wallet(`w${index}`))

const idsOf = (groups: ReturnType<ReturnType<typeof setup>['latch']['getWalletGroups']>) =>
  groups.map(({ group, wallets }) => [group, wallets.map((entry) => entry.connector?.id ?? entry.wallet?.id)])

/** lets the catalogue's answer (and the image preload, none in Node) arrive */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('getWalletGroups', () => {
  it('R-2.26 R-2.28 R-5.32 R-5.33 groups in SPEC order, empty groups skipped, the desktop Browser Wallet and excluded wallets hidden', () => {
    const { latch, context } = setup({ excludeWalletIds: ['OTHER WALLET'] })
    context().emit('connectors', { connectors: [coinbase, testWallet, browser, other, email, pairing] })
    expect(idsOf(latch.getWalletGroups())).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['latch.test']],
      ['external', ['coinbase']],
    ])
  })

  it('R-2.27 lists no walletConnect group without a pairing connector', () => {
    const { latch, context } = setup()
    context().emit('connectors', { connectors: [testWallet] })
    expect(latch.getWalletGroups().map(({ group }) => group)).toEqual(['injected'])
  })

  it("R-2.29 the app's walletTypeOrder moves its groups first", () => {
    const { latch, context } = setup({ walletTypeOrder: ['external'] })
    context().emit('connectors', { connectors: [testWallet, coinbase, pairing] })
    expect(latch.getWalletGroups().map(({ group }) => group)).toEqual(['external', 'walletConnect', 'injected'])
  })

  it('R-2.26 R-5.36 R-9.21 adds featured, custom and 4 recommended catalogue wallets when they arrive, none the visitor already sees', async () => {
    const catalogue = listCatalogue(() => [
      wallet('lt', { name: 'Latch Test Wallet', rdns: 'latch.test' }),
      wallet('a'),
      wallet('b'),
      wallet('c'),
      wallet('d'),
      wallet('e'),
      wallet('f'),
    ])
    const { latch } = setup({
      catalogue,
      featuredWalletIds: ['b', 'lt'],
      customWallets: [wallet('mine'), wallet('lt2', { rdns: 'latch.test' })],
    })
    const listener = vi.fn()
    latch.subscribe(listener)
    expect(idsOf(latch.getWalletGroups())).toEqual([
      ['injected', ['latch.test']],
      ['custom', ['mine']],
    ])
    await settle()
    expect(listener).toHaveBeenCalled()
    expect(idsOf(latch.getWalletGroups())).toEqual([
      ['injected', ['latch.test']],
      ['featured', ['b']],
      ['custom', ['mine']],
      ['recommended', ['a', 'c', 'd', 'e']],
    ])
  })

  it('R-5.36 asks the catalogue for the featured wallets once: a wallet announced later only leaves its entry', async () => {
    const catalogue = listCatalogue(() => [wallet('a'), wallet('b', { rdns: 'dev.other' }), wallet('c'), wallet('d')])
    const getWallets = vi.fn(catalogue.getWallets)
    const { latch, context } = setup({ catalogue: { getWallets }, featuredWalletIds: ['b', 'c'] })
    latch.getWalletGroups()
    await settle()
    expect(idsOf(latch.getWalletGroups())).toContainEqual(['featured', ['b', 'c']])
    context().emit('connectors', { connectors: [testWallet, other] })
    latch.getWalletGroups()
    await settle()
    // the announced Other Wallet is the catalogue's b: it shows once, as the wallet the visitor has
    expect(idsOf(latch.getWalletGroups())).toContainEqual(['featured', ['c']])
    const featuredAsks = getWallets.mock.calls.filter(([request]) => request.include?.join() === 'b,c')
    expect(featuredAsks).toHaveLength(1)
    // the recommended wallets are asked for again: how many depends on the wallets already seen
    expect(getWallets).toHaveBeenCalledTimes(3)
  })

  it('asks for the featured wallets again with the next known wallets when the first request failed', async () => {
    const catalogue = listCatalogue(() => [wallet('a'), wallet('b'), wallet('c')])
    let failures = 1
    const getWallets = vi.fn((request: Parameters<typeof catalogue.getWallets>[0]) =>
      request.include && failures-- > 0 ? Promise.reject(new Error('offline')) : catalogue.getWallets(request),
    )
    const { latch, context } = setup({ catalogue: { getWallets }, featuredWalletIds: ['b'] })
    latch.getWalletGroups()
    await settle()
    expect(idsOf(latch.getWalletGroups()).map(([group]) => group)).not.toContain('featured')
    context().emit('connectors', { connectors: [testWallet, other] })
    latch.getWalletGroups()
    await settle()
    expect(idsOf(latch.getWalletGroups())).toContainEqual(['featured', ['b']])
  })

  it('answers the same array until the connectors change, so a renderer re-renders only then', () => {
    const { latch, context } = setup()
    const first = latch.getWalletGroups()
    expect(latch.getWalletGroups()).toBe(first)
    context().emit('connectors', { connectors: [testWallet, coinbase] })
    expect(latch.getWalletGroups()).not.toBe(first)
  })

  it('moves a recent wallet into recent after it connected', async () => {
    const { latch, context } = setup()
    context().emit('connectors', { connectors: [testWallet, other] })
    await latch.connect('latch.test')
    expect(idsOf(latch.getWalletGroups())).toEqual([
      ['recent', ['latch.test']],
      ['injected', ['dev.other']],
    ])
  })
})

describe('searchCatalogue', () => {
  it('R-9.19 pages through the catalogue 40 at a time and says when a next page exists', async () => {
    const { latch } = setup({ catalogue: listCatalogue(() => many) })
    const first = await latch.searchCatalogue({ page: 1 })
    expect(first).toMatchObject({ count: 95, page: 1, hasMore: true })
    expect(first.wallets).toHaveLength(40)
    const third = await latch.searchCatalogue({ page: 3 })
    expect(third.wallets.map((entry) => entry.id)).toEqual(many.slice(80).map((entry) => entry.id))
    expect(third.hasMore).toBe(false)
  })

  it("R-9.20 a search asks for 100 results on one page, without the app's excluded wallets", async () => {
    const getWallets = vi.fn(listCatalogue(() => many).getWallets)
    const { latch } = setup({ catalogue: { getWallets }, excludeWalletIds: ['w1', 'Wallet w10'] })
    const result = await latch.searchCatalogue({ search: '  wallet w1 ', page: 2 })
    expect(getWallets).toHaveBeenCalledWith(expect.objectContaining({ page: 1, entries: 100, search: 'wallet w1' }))
    expect(result.wallets.map((entry) => entry.id)).toEqual([
      'w11',
      'w12',
      'w13',
      'w14',
      'w15',
      'w16',
      'w17',
      'w18',
      'w19',
    ])
    expect(result.hasMore).toBe(false)
  })

  it('answers an empty page when the app has no catalogue', async () => {
    const { latch } = setup()
    await expect(latch.searchCatalogue({ search: 'x' })).resolves.toEqual({
      wallets: [],
      count: 0,
      page: 1,
      hasMore: false,
    })
  })
})

describe('getConnectState', () => {
  it('is idle before any attempt', () => {
    const { latch } = setup()
    expect(latch.getConnectState()).toEqual({ status: 'idle' })
  })

  it('says which connector is connecting, then connected', async () => {
    let answer: () => void = () => undefined
    const double = adapterDouble()
    const connect = double.adapter.connect
    const { latch } = setup(
      {},
      { connect: (parameters) => new Promise((resolve) => (answer = () => resolve(connect(parameters)))) },
    )
    const attempt = latch.connect('latch.test')
    expect(latch.getConnectState()).toMatchObject({ status: 'connecting', connector: { id: 'latch.test' } })
    answer()
    await attempt
    expect(latch.getConnectState()).toMatchObject({ status: 'connected', connector: { id: 'latch.test' } })
  })

  it('R-8.31 a rejected request fails with the stable code ConnectionRejected', async () => {
    const { latch } = setup(
      {},
      { connect: vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))) },
    )
    await latch.connect('latch.test')
    expect(latch.getConnectState()).toMatchObject({
      status: 'failed',
      errorCode: 'ConnectionRejected',
      connector: { id: 'latch.test' },
    })
  })

  it('R-4.12 carries the pairing link a phone scans and when it stops being offered', async () => {
    const { latch, context } = setup({}, { connect: () => new Promise(() => undefined) })
    context().emit('connectors', { connectors: [pairing] })
    void latch.connect('walletConnect')
    context().emit('pairingUri', { uri: 'wc:abc@2', expiresAt: 240_000 })
    const state = latch.getConnectState()
    expect(state).toMatchObject({ status: 'connecting', pairingUri: 'wc:abc@2', pairingExpiresAt: 240_000 })
    expect(latch.getConnectState()).toBe(state)
  })
})
