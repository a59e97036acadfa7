// The instance's lifecycle: createLatch builds from options alone, mount() reads storage and sets up the adapters
// (once), `ssr` leaves mount to the host, and getInitialState stays the creation state (an adapter double stands in
// for a wallet).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCaches } from '../caches.ts'
import { createLatch } from '../latch.ts'
import { createSafeStorage, memoryStorage, STORAGE_KEYS, type StorageLike } from '../storage.ts'
import { ADDRESS, adapterDouble, devnetA, devnetB, setup } from '../testDoubles.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const stored = (status: string) => {
  const storage = memoryStorage()
  storage.setItem(STORAGE_KEYS.connectionStatus, status)
  storage.setItem(STORAGE_KEYS.connectedNamespaces, 'eip155')
  return storage
}

describe('createLatch', () => {
  describe('start', () => {
    it('R-4.5 R-3.11 a stored connected session starts connecting and asks the adapter to reconnect; restored, it is connected, then disconnected', () => {
      const { latch, context } = setup({ storage: stored('connected') })
      const status = () => latch.getState().accounts.eip155?.status
      expect(status()).toBe('connecting')
      expect(context().shouldReconnect).toBe(true)
      context().emit('accountChanged', {
        address: ADDRESS,
        chainId: 31337,
        connectorId: 'latch.test',
        accounts: [ADDRESS],
      })
      expect(status()).toBe('connected')
      context().emit('disconnect', {})
      expect(status()).toBe('disconnected')
    })

    it('R-4.26 R-4.27 adapters learn which connectors the visitor disconnected in the app, as it is now: marked by a disconnect, unmarked by the next connection', async () => {
      const { latch, context } = setup()
      await latch.connect('latch.test')
      expect(context().disconnectedByVisitor?.('latch.test')).toBe(false)
      await latch.disconnect()
      // compared as core marks them, read when the wallet speaks, not at setup
      expect(context().disconnectedByVisitor?.('LATCH.TEST')).toBe(true)
      expect(context().disconnectedByVisitor?.('other.wallet')).toBe(false)
      await latch.connect('latch.test')
      expect(context().disconnectedByVisitor?.('latch.test')).toBe(false)
    })

    it('R-4.4 with reconnect disabled it starts disconnected', () => {
      const { latch, context } = setup({ storage: stored('connected'), enableReconnect: false })
      expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
      expect(context().shouldReconnect).toBe(false)
    })

    it('R-4.6 a stored disconnected status clears the address cache', () => {
      const storage = stored('disconnected')
      createCaches(createSafeStorage(storage)).identity.set({ address: ADDRESS, identity: { name: 'a' } })
      setup({ storage })
      expect(storage.getItem(STORAGE_KEYS.identityCache)).toBeNull()
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
  })

  describe('mount', () => {
    /** storage a connected visit on the second devnet left behind */
    function returningVisitor() {
      const storage = stored('connected')
      storage.setItem(STORAGE_KEYS.activeCaipNetworkId, devnetB.caipNetworkId)
      storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([{ id: 'latch.test', rdns: 'latch.test' }]))
      return storage
    }

    it('creating reads no storage and sets up no adapter; the state depends only on the options', () => {
      const storage = returningVisitor()
      const read = vi.spyOn(storage, 'getItem')
      const double = adapterDouble()
      const setupSpy = vi.spyOn(double.adapter, 'setup')
      const latch = createLatch({ adapters: [double.adapter], networks: [devnetA, devnetB], storage })
      expect(read).not.toHaveBeenCalled()
      expect(setupSpy).not.toHaveBeenCalled()
      expect(latch.getState()).toMatchObject({
        activeNetwork: { caipNetworkId: devnetA.caipNetworkId },
        accounts: { eip155: { status: 'disconnected' } },
        recentWallets: [],
      })
    })

    it('R-4.5 mount() restores the stored network, status and recent wallets and sets the adapters up, once', () => {
      const double = adapterDouble()
      const setupSpy = vi.spyOn(double.adapter, 'setup')
      const latch = createLatch({
        adapters: [double.adapter],
        networks: [devnetA, devnetB],
        storage: returningVisitor(),
      })
      const events: string[] = []
      latch.subscribeEvents((event) => events.push(event.type))
      latch.mount()
      latch.mount()
      expect(setupSpy).toHaveBeenCalledOnce()
      expect(events).toEqual(['INITIALIZE'])
      expect(double.context().shouldReconnect).toBe(true)
      expect(latch.getState()).toMatchObject({
        activeNetwork: { caipNetworkId: devnetB.caipNetworkId },
        accounts: { eip155: { status: 'connecting' } },
        recentWallets: [{ id: 'latch.test' }],
      })
    })

    it('getInitialState() stays the creation state after mount and after a connection', async () => {
      const latch = createLatch({
        adapters: [adapterDouble().adapter],
        networks: [devnetA, devnetB],
        storage: returningVisitor(),
      })
      const initial = latch.getState()
      latch.mount()
      await latch.connect('latch.test')
      expect(latch.getInitialState()).toBe(initial)
      expect(latch.getInitialState().accounts.eip155?.status).toBe('disconnected')
      expect(latch.getState().accounts.eip155?.status).toBe('connected')
    })

    it('in a browser createLatch mounts itself; with ssr: true it waits for mount()', () => {
      vi.stubGlobal('window', {})
      const plain = adapterDouble()
      const plainSetup = vi.spyOn(plain.adapter, 'setup')
      createLatch({ adapters: [plain.adapter], networks: [devnetA], storage: memoryStorage() })
      expect(plainSetup).toHaveBeenCalledOnce()

      const deferred = adapterDouble()
      const deferredSetup = vi.spyOn(deferred.adapter, 'setup')
      const latch = createLatch({
        adapters: [deferred.adapter],
        networks: [devnetA],
        storage: returningVisitor(),
        ssr: true,
      })
      expect(deferredSetup).not.toHaveBeenCalled()
      expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
      latch.mount()
      expect(deferredSetup).toHaveBeenCalledOnce()
      expect(latch.getState().accounts.eip155?.status).toBe('connecting')
    })

    it('without a window (a server) createLatch does not mount', () => {
      expect(typeof window).toBe('undefined')
      const double = adapterDouble()
      const setupSpy = vi.spyOn(double.adapter, 'setup')
      createLatch({ adapters: [double.adapter], networks: [devnetA], storage: returningVisitor() })
      expect(setupSpy).not.toHaveBeenCalled()
    })
  })
})
