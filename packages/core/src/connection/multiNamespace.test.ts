// Connections per namespace through createLatch (SPEC §3, §4): a wallet listed once across namespaces, switching across
// namespaces, SwitchActiveChain, and a spanning connector's session in every namespace it covers.
import { describe, expect, it, vi } from 'vitest'
import type { Adapter, AdapterContext, ConnectResult } from '../adapter.ts'
import { createLatch } from '../latch.ts'
import { memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import { adapterDouble, ADDRESS, devnetA, SOL_ADDRESS, solanaDevnet, testWallet } from '../testDoubles.ts'
import type { Connector } from '../types.ts'
import { connectorForNamespace, findConnector, mergeMultiChainConnectors } from './multiChain.ts'

const solanaWallet: Connector = {
  id: 'Latch Test Wallet',
  name: 'Latch Test Wallet',
  type: 'ANNOUNCED',
  chain: 'solana',
}
const solanaOnly: Connector = { id: 'Sol Only', name: 'Sol Only', type: 'ANNOUNCED', chain: 'solana' }
const pairing: Connector = { id: 'WALLET_CONNECT', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

function solanaDouble(overrides: Partial<Adapter> = {}) {
  const { adapter, context } = adapterDouble({
    namespace: 'solana',
    setup(ctx) {
      ctx.emit('connectors', { connectors: [solanaWallet, solanaOnly] })
    },
    connect: vi.fn(
      async ({ network }): Promise<ConnectResult> => ({
        address: SOL_ADDRESS,
        chainId: network?.id ?? solanaDevnet.id,
        accounts: [SOL_ADDRESS],
      }),
    ),
    getBalance: vi.fn(async () => ({ value: 2_500_000_000n, decimals: 9, symbol: 'SOL', name: 'Solana' })),
    ...overrides,
  })
  return { adapter, context }
}

function setupTwo(evmConnectors: Connector[] = [testWallet], solanaOverrides: Partial<Adapter> = {}) {
  let evmContext: AdapterContext | undefined
  const evm = adapterDouble({
    setup: (ctx) => {
      evmContext = ctx
      ctx.emit('connectors', { connectors: evmConnectors })
    },
  })
  const solana = solanaDouble(solanaOverrides)
  const storage = memoryStorage()
  const latch = createLatch({ adapters: [evm.adapter, solana.adapter], networks: [devnetA, solanaDevnet], storage })
  latch.mount()
  return { latch, storage, evm: evm.adapter, solana: solana.adapter, evmContext: () => evmContext as AdapterContext }
}

const account = (latch: ReturnType<typeof setupTwo>['latch'], namespace: 'eip155' | 'solana') =>
  latch.getState().accounts[namespace]

describe('a wallet in several namespaces', () => {
  it('R-3.2 one wallet discovered in eip155 and solana is listed once, as MULTI_CHAIN with its connector of each', () => {
    const merged = mergeMultiChainConnectors([testWallet, pairing, solanaWallet, solanaOnly])
    expect(merged.map((connector) => [connector.id, connector.type])).toEqual([
      ['latch.test', 'MULTI_CHAIN'],
      ['WALLET_CONNECT', 'WALLET_CONNECT'],
      ['Sol Only', 'ANNOUNCED'],
    ])
    expect(merged[0]?.connectors?.map((child) => child.chain)).toEqual(['eip155', 'solana'])
    expect(findConnector(merged, 'latch.test', 'solana')).toBe(solanaWallet)
    expect(findConnector(merged, 'Latch Test Wallet')).toBe(solanaWallet)
    expect(connectorForNamespace(merged, 'latch.test', 'solana')).toBe(solanaWallet)
    expect(connectorForNamespace(merged, 'Sol Only', 'eip155')).toBeUndefined()
    expect(connectorForNamespace(merged, 'WALLET_CONNECT', 'solana')).toBe(pairing)
  })

  it('R-3.2 the instance lists it once; connecting it picks the active namespace', async () => {
    const { latch, evm, solana } = setupTwo()
    expect(latch.getState().connectors.filter((connector) => connector.name === 'Latch Test Wallet')).toHaveLength(1)
    await latch.connect('latch.test')
    expect(evm.connect).toHaveBeenCalled()
    expect(solana.connect).not.toHaveBeenCalled()
    expect(latch.getState().activeNamespace).toBe('eip155')
  })
})

describe('switching across namespaces', () => {
  it('R-4.53 (MULTI_CHAIN) the connected wallet speaks Solana: the switch connects it there at once, no SwitchActiveChain', async () => {
    const { latch, solana } = setupTwo()
    await latch.connect('latch.test')
    await latch.switchNetwork(solanaDevnet)
    expect(solana.connect).toHaveBeenCalledWith({ connectorId: 'Latch Test Wallet', network: solanaDevnet })
    expect(latch.getState().activeNamespace).toBe('solana')
    expect(latch.getState().activeNetwork).toBe(solanaDevnet)
    expect(account(latch, 'solana')).toMatchObject({
      status: 'connected',
      address: SOL_ADDRESS,
      caipAddress: `${solanaDevnet.caipNetworkId}:${SOL_ADDRESS}`,
    })
    // the EVM connection stays: switching back is immediate, without asking either wallet
    expect(account(latch, 'eip155')?.status).toBe('connected')
    await expect.poll(() => latch.getState().balance?.symbol).toBe('SOL')
    await latch.switchNetwork(devnetA)
    expect(latch.getState().activeNamespace).toBe('eip155')
    expect(latch.getState().router.view).not.toBe('SwitchActiveChain')
    await expect.poll(() => latch.getState().balance?.symbol).toBe('ETH')
  })

  it('a wallet without the target namespace: SwitchActiveChain opens with the network, and a wallet of that namespace connects there', async () => {
    const { latch, solana } = setupTwo([{ ...testWallet, id: 'evm.only', name: 'EVM Only' }])
    await latch.connect('evm.only')
    latch.open()
    await latch.switchNetwork(solanaDevnet)
    expect(solana.connect).not.toHaveBeenCalled()
    expect(latch.getState().router).toMatchObject({
      view: 'SwitchActiveChain',
      data: { network: { caipNetworkId: solanaDevnet.caipNetworkId } },
    })
    expect(latch.getState().activeNamespace).toBe('eip155')
    await latch.connect('Sol Only', 'solana')
    expect(solana.connect).toHaveBeenCalledWith({ connectorId: 'Sol Only', network: solanaDevnet })
    expect(latch.getState().activeNamespace).toBe('solana')
    expect(latch.getState().connectedWalletInfo?.name).toBe('Sol Only')
    expect(account(latch, 'eip155')?.status).toBe('connected')
  })

  it('R-4.53 R-4.22 a pairing session covers every namespace it has accounts in; disconnecting it ends them all', async () => {
    const { latch, storage, evm, solana } = setupTwo([pairing])
    await latch.connect('WALLET_CONNECT')
    expect(solana.connect).toHaveBeenCalledWith({ connectorId: 'WALLET_CONNECT', network: solanaDevnet })
    expect(latch.getState().activeNamespace).toBe('eip155')
    expect(account(latch, 'solana')).toMatchObject({ status: 'connected', connectorId: 'WALLET_CONNECT' })
    expect(storage.getItem(STORAGE_KEYS.connectedNamespaces)).toBe('eip155,solana')
    vi.mocked(solana.connect).mockClear()
    await latch.switchNetwork(solanaDevnet)
    expect(solana.connect).not.toHaveBeenCalled()
    expect(latch.getState().activeNamespace).toBe('solana')
    await latch.disconnect()
    expect(evm.disconnect).toHaveBeenCalled()
    expect(account(latch, 'eip155')?.status).toBe('disconnected')
    expect(account(latch, 'solana')?.status).toBe('disconnected')
  })

  it('R-4.22 disconnecting a spanning session leaves the visitor on the namespace they were on, so the next sign-in lands there', async () => {
    const { latch, storage } = setupTwo([pairing])
    await latch.connect('WALLET_CONNECT')
    expect(latch.getState().activeNamespace).toBe('eip155')
    await latch.disconnect()
    expect(latch.getState().activeNamespace).toBe('eip155')
    expect(storage.getItem(FEATURE_STORAGE_KEYS.activeNamespace)).not.toBe('solana')
    await latch.connect('WALLET_CONNECT')
    expect(latch.getState().activeNamespace).toBe('eip155')
  })

  it('R-4.54 the wallet ending the pairing session resets every namespace it connected', async () => {
    const { latch, evmContext } = setupTwo([pairing])
    await latch.connect('WALLET_CONNECT')
    expect(account(latch, 'solana')?.status).toBe('connected')
    evmContext().emit('disconnect', { connectorId: 'WALLET_CONNECT' })
    expect(account(latch, 'eip155')?.status).toBe('disconnected')
    expect(account(latch, 'solana')?.status).toBe('disconnected')
  })

  it('a pairing session that stops answering is stale in every namespace it connected (an event each, for the operator), and connected again once it answers', async () => {
    const { latch, evmContext } = setupTwo([pairing])
    await latch.connect('WALLET_CONNECT')
    const seen: unknown[] = []
    latch.subscribeEvents((event) => {
      if (event.type === 'CONNECTION_STALE') seen.push(event.data)
    })
    evmContext().emit('health', { status: 'stale', reason: 'walletNoAnswer', connectorId: 'WALLET_CONNECT' })
    expect(seen).toEqual([
      { namespace: 'eip155', connectorId: 'WALLET_CONNECT', reason: 'walletNoAnswer' },
      { namespace: 'solana', connectorId: 'WALLET_CONNECT', reason: 'walletNoAnswer' },
    ])
    expect(account(latch, 'eip155')).toMatchObject({
      status: 'stale',
      statusReason: 'walletNoAnswer',
      address: ADDRESS,
    })
    expect(account(latch, 'solana')).toMatchObject({
      status: 'stale',
      statusReason: 'walletNoAnswer',
      address: SOL_ADDRESS,
    })
    evmContext().emit('health', { status: 'reconnecting', reason: 'relayDown', connectorId: 'WALLET_CONNECT' })
    expect(account(latch, 'solana')).toMatchObject({ status: 'reconnecting', statusReason: 'relayDown' })
    evmContext().emit('health', { status: 'connected', reason: 'walletAnswered', connectorId: 'WALLET_CONNECT' })
    expect(account(latch, 'eip155')).toMatchObject({ status: 'connected', statusReason: 'walletAnswered' })
    expect(account(latch, 'solana')).toMatchObject({ status: 'connected', statusReason: 'walletAnswered' })
  })

  it("a pairing session's liveness does not touch a namespace connected through another wallet", async () => {
    const { latch, evmContext } = setupTwo([pairing])
    await latch.connect('Sol Only')
    await latch.connect('WALLET_CONNECT')
    evmContext().emit('health', { status: 'stale', reason: 'walletNoAnswer', connectorId: 'WALLET_CONNECT' })
    expect(account(latch, 'solana')).toMatchObject({ status: 'connected', connectorId: 'Sol Only' })
  })

  it('a session that expired is disconnected with its reason, in every namespace it connected', async () => {
    const { latch, evmContext } = setupTwo([pairing])
    await latch.connect('WALLET_CONNECT')
    evmContext().emit('disconnect', { connectorId: 'WALLET_CONNECT', reason: 'sessionExpired' })
    expect(account(latch, 'eip155')).toEqual({
      status: 'disconnected',
      statusReason: 'sessionExpired',
      allAccounts: [],
    })
    expect(account(latch, 'solana')).toMatchObject({ status: 'disconnected', statusReason: 'sessionExpired' })
  })

  it('a session without a Solana account leaves Solana to SwitchActiveChain; a visitor on Solana stays there after pairing', async () => {
    const { latch } = setupTwo([pairing], {
      connect: vi.fn(async () => Promise.reject(new Error('The paired wallet has no Solana account'))),
    })
    await latch.connect('WALLET_CONNECT')
    expect(account(latch, 'solana')?.status).toBe('disconnected')
    await latch.switchNetwork(solanaDevnet)
    expect(latch.getState().router.view).toBe('SwitchActiveChain')

    const other = setupTwo([pairing])
    await other.latch.switchNetwork(solanaDevnet)
    expect(other.latch.getState().activeNamespace).toBe('solana')
    await other.latch.connect('WALLET_CONNECT')
    expect(other.latch.getState().activeNamespace).toBe('solana')
    expect(account(other.latch, 'eip155')?.status).toBe('connected')
  })

  it('a second namespace restored on load does not take over the active one; disconnecting the active one moves to the other', async () => {
    const { latch, storage } = setupTwo()
    await latch.connect('latch.test')
    await latch.switchNetwork(solanaDevnet)
    await latch.switchNetwork(devnetA)
    expect(latch.getState().activeNamespace).toBe('eip155')
    await latch.disconnect()
    expect(account(latch, 'eip155')?.status).toBe('disconnected')
    expect(latch.getState().activeNamespace).toBe('solana')
    expect(latch.getState().activeNetwork).toBe(solanaDevnet)
    expect(storage.getItem(STORAGE_KEYS.connectedNamespaces)).toBe('solana')
  })

  it('R-3.50 R-3.51 a reload restores both namespaces on the stored active one, whichever adapter reconnects first', async () => {
    const { latch, storage } = setupTwo()
    await latch.connect('latch.test')
    await latch.switchNetwork(solanaDevnet)
    expect(latch.getState().activeNamespace).toBe('solana')
    // the reload: the EVM wallet answers first, the Solana one after its chunk loaded
    const contexts: Partial<Record<'eip155' | 'solana', AdapterContext>> = {}
    const evm = adapterDouble({ setup: (ctx) => void (contexts.eip155 = ctx) })
    const solana = solanaDouble({ setup: (ctx) => void (contexts.solana = ctx) })
    const reloaded = createLatch({
      adapters: [evm.adapter, solana.adapter],
      networks: [devnetA, solanaDevnet],
      storage,
    })
    reloaded.mount()
    expect(contexts.eip155?.shouldReconnect && contexts.solana?.shouldReconnect).toBe(true)
    contexts.eip155?.emit('accountChanged', {
      address: ADDRESS,
      chainId: 31337,
      connectorId: 'latch.test',
      accounts: [ADDRESS],
    })
    expect(reloaded.getState().activeNamespace).toBe('solana')
    contexts.solana?.emit('accountChanged', {
      address: SOL_ADDRESS,
      chainId: solanaDevnet.id,
      connectorId: 'Latch Test Wallet',
      accounts: [SOL_ADDRESS],
    })
    expect(reloaded.getState().activeNamespace).toBe('solana')
    expect(reloaded.getState().accounts.solana?.status).toBe('connected')
    expect(reloaded.getState().accounts.eip155?.status).toBe('connected')
    // the Solana wallet is gone after all: EVM, still connected, becomes the active one
    contexts.solana?.emit('disconnect', {})
    expect(reloaded.getState().activeNamespace).toBe('eip155')
  })
})
