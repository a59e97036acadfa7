// The connection feature through createLatch: connect, adapter events, disconnect (an adapter double stands in
// for a wallet, which cannot run here).
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CatalogueWallet } from '../catalogue.ts'
import { memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { defineNetwork } from '../networks/defineNetwork.ts'
import { createLatch } from '../latch.ts'
import { ADDRESS, adapterDouble, setup, testWallet } from '../testDoubles.ts'

describe('createLatch', () => {
  afterEach(() => vi.useRealTimers())

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

    it("R-3.25 the connected wallet info is the wallet's name, icon and identifier (rdns)", async () => {
      const { latch, context } = setup()
      context().emit('connectors', {
        connectors: [{ ...testWallet, imageUrl: 'https://wallet.test/icon.png', info: { rdns: 'test.latch.wallet' } }],
      })
      await latch.connect('latch.test')
      expect(latch.getState().connectedWalletInfo).toEqual({
        name: 'Latch Test Wallet',
        icon: 'https://wallet.test/icon.png',
        identifier: 'test.latch.wallet',
      })
    })

    it('R-8.31 a rejected request shows Connection rejected; CONNECT_ERROR names the connector and the code', async () => {
      const { latch } = setup(
        {},
        { connect: vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))) },
      )
      const errors: unknown[] = []
      latch.subscribeEvents((event) => {
        if (event.type === 'CONNECT_ERROR') errors.push(event.data)
      })
      await latch.connect('latch.test')
      expect(latch.getState().connectError?.message).toBe('Connection rejected')
      expect(errors).toEqual([
        { message: 'Connection rejected', connectorId: 'latch.test', code: 'ConnectionRejected' },
      ])
    })

    it('R-3.4 a catalogue wallet picked pairs under its own name, and keeps it when the link is made again', async () => {
      // the wallet never answers here: the view stays on the pairing link
      const { latch, context } = setup({}, { connect: vi.fn(() => new Promise<never>(() => {})) })
      context().emit('connectors', {
        connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
      })
      const ledger = { id: 'ledger', name: 'Ledger Live', mobile_link: 'ledgerlive:', desktop_link: 'ledgerlive:' }
      void latch.connectWallet(ledger as CatalogueWallet)
      expect(latch.getState().router).toMatchObject({
        view: 'ConnectingWalletConnect',
        data: { connectorId: 'walletConnect', wallet: ledger },
      })
      // what a fresh link (the old one expiring) and Try again call
      void latch.connect('walletConnect')
      expect(latch.getState().router.data).toMatchObject({ connectorId: 'walletConnect', wallet: ledger })
      // the generic WalletConnect row names no wallet
      latch.navigate('Connect')
      void latch.connect('walletConnect')
      expect(latch.getState().router.data.wallet).toBeUndefined()
    })

    it('R-8.70 a connector of a namespace without an adapter cannot connect', async () => {
      const { latch, context } = setup()
      context().emit('connectors', {
        connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
      })
      await expect(latch.connect('phantom')).rejects.toThrow('connectExternal: adapter not found')
    })

    it('R-8.67 a connector of a namespace the app configured no network of cannot connect', async () => {
      const evm = adapterDouble()
      const solana = { ...adapterDouble().adapter, namespace: 'solana' as const, setup() {} }
      const network = defineNetwork({
        id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        chainNamespace: 'solana',
        name: 'Solana',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      })
      const latch = createLatch({ adapters: [evm.adapter, solana], networks: [network], storage: memoryStorage() })
      latch.mount()
      await expect(latch.connect('latch.test')).rejects.toThrow(
        'The connector does not support any of the requested chains',
      )
      expect(evm.adapter.connect).not.toHaveBeenCalled()
    })

    it('R-4.29 R-4.30 a connected wallet becomes a stored recent wallet', async () => {
      const { latch, storage } = setup()
      await latch.connect('latch.test')
      expect(latch.getState().recentWallets[0]).toMatchObject({ id: 'latch.test', rdns: 'latch.test' })
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentWallets) ?? '[]')).toHaveLength(1)
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
      expect(latch.getState().connections.eip155).toEqual([
        { connectorId: 'latch.test', accounts: [{ address: ADDRESS }] },
      ])
    })
  })

  describe('disconnect', () => {
    it('R-8.36 R-8.37 a wallet that fails to disconnect: the toast says Failed to disconnect, the caller gets the cause', async () => {
      const { latch } = setup({}, { disconnect: vi.fn(async () => Promise.reject(new Error('socket closed'))) })
      await latch.connect('latch.test')
      await expect(latch.disconnect()).rejects.toThrow('Failed to disconnect chains: socket closed')
      expect(latch.getState().toast).toEqual({
        message: 'Failed to disconnect',
        variant: 'error',
        text: 'failedToDisconnect',
      })
      expect(latch.getState().accounts.eip155?.status).toBe('connected')
    })

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

  describe('the stored account', () => {
    it('R-3.8 R-3.9 the connected account (address, connector, network) is stored with the connection and follows a switch', async () => {
      const { latch, storage, context } = setup()
      await latch.connect('latch.test')
      const stored = () => JSON.parse(storage.getItem(STORAGE_KEYS.connectedAccounts) ?? '{}')
      expect(stored()).toEqual({
        eip155: { address: ADDRESS, connectorId: 'latch.test', caipNetworkId: 'eip155:31337' },
      })
      context().emit('switchNetwork', { chainId: 31338 })
      expect(stored().eip155.caipNetworkId).toBe('eip155:31338')
      await latch.disconnect()
      expect(stored()).toEqual({})
    })
  })
})
