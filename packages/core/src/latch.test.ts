// createLatch through its adapter boundary: a wallet cannot run here, so an adapter double stands in for one.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Adapter, AdapterContext, ConnectResult } from './adapter.ts'
import { createCaches } from './caches.ts'
import { defineNetwork } from './caip.ts'
import { createLatch, type LatchOptions } from './latch.ts'
import { createSafeStorage, memoryStorage, STORAGE_KEYS, type StorageLike } from './storage.ts'
import { ADDRESS, devnet as devnetA } from './testDevnet.ts'
import type { Connector } from './types.ts'

const devnetB = defineNetwork({ ...devnetA, id: 31338, name: 'Latch Devnet 31338' })
const testWallet: Connector = { id: 'latch.test', name: 'Latch Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'latch.test' } }

/** adapter double: records what core asks and lets a test emit wallet events */
function adapterDouble(overrides: Partial<Adapter> = {}) {
  let context: AdapterContext | undefined
  const adapter: Adapter = {
    namespace: 'eip155',
    setup(ctx) {
      context = ctx
      ctx.emit('connectors', { connectors: [testWallet] })
    },
    connect: vi.fn(async (): Promise<ConnectResult> => ({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    getBalance: vi.fn(async () => ({ value: 10n ** 22n, decimals: 18, symbol: 'ETH', name: 'Ether' })),
    signMessage: vi.fn(async () => '0xsig'),
    sendTransaction: vi.fn(async () => `0x${'ab'.repeat(32)}`),
    getProvider: vi.fn(async () => ({})),
    ...overrides,
  }
  return { adapter, context: () => context as AdapterContext }
}

function setup(options: Partial<LatchOptions> = {}, adapterOverrides: Partial<Adapter> = {}) {
  const double = adapterDouble(adapterOverrides)
  const storage = options.storage ?? memoryStorage()
  const latch = createLatch({ adapters: [double.adapter], networks: [devnetA, devnetB], storage, ...options })
  return { latch, storage, ...double }
}

describe('createLatch', () => {
  afterEach(() => vi.useRealTimers())

  describe('router', () => {
    it('R-2.8 R-4.1 opening with no connected address shows Connect', () => {
      const { latch } = setup()
      latch.open()
      expect(latch.getState()).toMatchObject({ open: true, router: { view: 'Connect' } })
    })

    it('R-2.9 opening with a connected address shows Account', async () => {
      const { latch } = setup()
      await latch.connect('latch.test')
      latch.open()
      expect(latch.getState().router.view).toBe('Account')
    })

    it('R-2.10 going back at the first view closes the modal', () => {
      const { latch } = setup()
      latch.open()
      latch.back()
      expect(latch.getState().open).toBe(false)
    })

    it('R-2.19 transitions are labelled next going forward and prev going back', () => {
      const { latch } = setup()
      latch.open()
      latch.navigate('AllWallets')
      expect(latch.getState().router).toMatchObject({ view: 'AllWallets', transition: 'next' })
      latch.back()
      expect(latch.getState().router).toMatchObject({ view: 'Connect', transition: 'prev' })
    })

    it('R-2.11 R-2.12 closing resets the view to Connect and clears the attempt (pairing link, error)', async () => {
      const { latch } = setup({}, { connect: vi.fn(async () => Promise.reject(new Error('boom'))) })
      latch.open()
      latch.navigate('AllWallets')
      await latch.connect('latch.test')
      expect(latch.getState()).toMatchObject({ router: { view: 'ConnectingExternal' }, connectError: 'Failed to connect' })
      latch.close()
      expect(latch.getState()).toMatchObject({ open: false, router: { view: 'Connect', history: ['Connect'] } })
      expect(latch.getState().pairingUri).toBeUndefined()
      expect(latch.getState().connectError).toBeUndefined()
    })
  })

  describe('connection', () => {
    it('R-4.45 R-3.10 R-3.13 a connection sets the account with its CAIP address, accounts default to eoa', async () => {
      const { latch } = setup()
      await latch.connect('latch.test')
      expect(latch.getState().accounts.eip155).toMatchObject({
        status: 'connected',
        address: ADDRESS,
        caipAddress: `eip155:31337:${ADDRESS}`,
        allAccounts: [{ address: ADDRESS, type: 'eoa' }],
      })
    })

    it('R-8.31 a rejected request shows Connection rejected', async () => {
      const { latch } = setup({}, { connect: vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))) })
      await latch.connect('latch.test')
      expect(latch.getState().connectError).toBe('Connection rejected')
    })

    it('R-4.29 R-4.30 a connected wallet becomes a stored recent wallet', async () => {
      const { latch, storage } = setup()
      await latch.connect('latch.test')
      expect(latch.getState().recentWallets[0]).toMatchObject({ id: 'latch.test', rdns: 'latch.test' })
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentWallets) ?? '[]')).toHaveLength(1)
    })

    it('R-4.46 R-5.19 after a network switch the CAIP address names the new chain', async () => {
      const { latch, context } = setup()
      await latch.connect('latch.test')
      context().emit('switchNetwork', { chainId: 31338 })
      expect(latch.getState().accounts.eip155?.caipAddress).toBe(`eip155:31338:${ADDRESS}`)
    })

    it('R-4.46 an adapter network-switch event switches the network', async () => {
      const { latch, context } = setup()
      await latch.connect('latch.test')
      context().emit('switchNetwork', { chainId: 31338 })
      expect(latch.getState().activeNetwork.caipNetworkId).toBe('eip155:31338')
    })

    it('R-4.47 R-9.70 a switch to an unknown network becomes the unsupported network', async () => {
      const { latch, context } = setup()
      await latch.connect('latch.test')
      context().emit('switchNetwork', { chainId: 999 })
      expect(latch.getState()).toMatchObject({
        unsupportedNetwork: true,
        activeNetwork: { name: 'Unsupported Network', caipNetworkId: 'eip155:999' },
        router: { view: 'UnsupportedChain' },
      })
    })

    it('R-4.48 an adapter disconnect event disconnects', async () => {
      const { latch, context } = setup()
      await latch.connect('latch.test')
      context().emit('disconnect', {})
      expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    })

    it('R-4.49 an adapter connection-list event updates the connection list', () => {
      const { latch, context } = setup()
      context().emit('connections', { connections: [{ connectorId: 'latch.test', accounts: [{ address: ADDRESS }] }] })
      expect(latch.getState().connections.eip155).toEqual([{ connectorId: 'latch.test', accounts: [{ address: ADDRESS }] }])
    })

    it('R-5.29 R-8.1 switching to a network not in the list alerts network not found', async () => {
      const { latch } = setup()
      await latch.switchNetwork({ ...devnetA, id: 5, caipNetworkId: 'eip155:5' })
      expect(latch.getState().alert).toMatchObject({ code: 'APKT001', title: 'Network Not Found' })
    })

    it('R-8.21 R-8.22 R-9.3 a failed balance shows Token Balance Unavailable and retries only after 30 s', async () => {
      vi.useFakeTimers()
      const getBalance = vi.fn(async () => Promise.reject(new Error('rpc down')))
      const { latch } = setup({}, { getBalance })
      await latch.connect('latch.test')
      await vi.advanceTimersByTimeAsync(0)
      expect(latch.getState().toast).toEqual({ message: 'Token Balance Unavailable', variant: 'error' })
      const calls = getBalance.mock.calls.length
      await latch.fetchBalance()
      vi.advanceTimersByTime(29_999)
      await latch.fetchBalance()
      expect(getBalance).toHaveBeenCalledTimes(calls)
      vi.advanceTimersByTime(1)
      await latch.fetchBalance()
      expect(getBalance).toHaveBeenCalledTimes(calls + 1)
    })
  })

  describe('start', () => {
    const stored = (status: string) => {
      const storage = memoryStorage()
      storage.setItem(STORAGE_KEYS.connectionStatus, status)
      storage.setItem(STORAGE_KEYS.connectedNamespaces, 'eip155')
      return storage
    }

    it('R-4.5 a stored connected session starts connecting and asks the adapter to reconnect', () => {
      const { latch, context } = setup({ storage: stored('connected') })
      expect(latch.getState().accounts.eip155?.status).toBe('connecting')
      expect(context().shouldReconnect).toBe(true)
    })

    it('R-4.4 with reconnect disabled it starts disconnected', () => {
      const { latch, context } = setup({ storage: stored('connected'), enableReconnect: false })
      expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
      expect(context().shouldReconnect).toBe(false)
    })

    it('R-4.6 a stored disconnected status clears the address cache', () => {
      const storage = stored('disconnected')
      createCaches(createSafeStorage(storage)).ens.set({ address: ADDRESS, ens: 'a.eth' })
      setup({ storage })
      expect(storage.getItem(STORAGE_KEYS.ensCache)).toBeNull()
    })

    it('R-5.9 setting both siweConfig and siwx throws', () => {
      expect(() => setup({ siweConfig: {}, siwx: {} })).toThrow('Cannot set both `siweConfig` and `siwx` options')
    })

    it('R-8.51 a storage that throws is logged, never thrown', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      const broken: StorageLike = {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
        removeItem: () => {
          throw new Error('SecurityError')
        },
      }
      const { latch } = setup({ storage: broken })
      await latch.connect('latch.test')
      expect(latch.getState().accounts.eip155?.status).toBe('connected')
      expect(error).toHaveBeenCalledWith('Unable to set active namespace', expect.any(Error))
      error.mockRestore()
    })

    it('R-2.30 R-2.32 R-2.34 theme starts from the configured mode (else dark here) with variable defaults', () => {
      expect(setup({ themeMode: 'light' }).latch.getState().themeMode).toBe('light')
      const { latch } = setup()
      expect(latch.getState().themeMode).toBe('dark')
      expect(latch.getState().themeVariables).toMatchObject({ '--latch-font-size-master': '10px', '--latch-z-index': 999 })
    })
  })
  describe('disconnect', () => {
    it('R-4.21 R-9.15 a wallet that never answers the disconnect is let go after 3 s', async () => {
      vi.useFakeTimers()
      const { latch } = setup({}, { disconnect: () => new Promise<void>(() => {}) })
      await latch.connect('latch.test')
      const done = latch.disconnect()
      await vi.advanceTimersByTimeAsync(3000)
      await done
      expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    })

    it('R-4.26 a connector the visitor disconnected is not reconnected on the next load', async () => {
      const storage = memoryStorage()
      const first = setup({ storage })
      await first.latch.connect('latch.test')
      expect(setup({ storage }).context().shouldReconnect).toBe(true)
      await first.latch.disconnect()
      storage.setItem(STORAGE_KEYS.connectionStatus, 'connected')
      storage.setItem(STORAGE_KEYS.connectedNamespaces, 'eip155')
      expect(setup({ storage }).context().shouldReconnect).toBe(false)
    })

    it('R-4.27 connecting again unmarks the connector', async () => {
      const storage = memoryStorage()
      const first = setup({ storage })
      await first.latch.connect('latch.test')
      await first.latch.disconnect()
      await first.latch.connect('latch.test')
      expect(setup({ storage }).context().shouldReconnect).toBe(true)
    })

    it('R-4.50 when the adapter reports no connections left, the account disconnects', async () => {
      const { latch, context } = setup()
      const events: string[] = []
      latch.subscribeEvents((event) => events.push(event.type))
      await latch.connect('latch.test')
      context().emit('connections', { connections: [] })
      expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
      expect(events).toContain('DISCONNECT_SUCCESS')
    })
  })

  it('R-4.47 opening while the wallet is on an unknown network shows UnsupportedChain', async () => {
    const { latch, context } = setup()
    await latch.connect('latch.test')
    context().emit('switchNetwork', { chainId: 1 })
    latch.close()
    latch.open()
    expect(latch.getState().router.view).toBe('UnsupportedChain')
  })
})
