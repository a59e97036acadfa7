// The lazy adapter: nothing heavy loads before it is used, it loads once, and a failed load is tried again.
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest'
import type { AdapterContext } from './adapter.ts'
import { type AdapterSession, lazyAdapter, restoreLastConnection } from './lazyAdapter.ts'

const session = (): AdapterSession & { reconnect: Mock<(lastConnectorId: string) => Promise<void>> } => ({
  connect: vi.fn(async () => ({ address: '0xa', chainId: 1, accounts: ['0xa'] })),
  disconnect: vi.fn(async () => {}),
  switchNetwork: vi.fn(async () => {}),
  getBalance: vi.fn(async () => ({ value: 1n, decimals: 18, symbol: 'ETH', name: 'Ether' })),
  signMessage: vi.fn(async () => '0xsigned'),
  sendTransaction: vi.fn(async () => '0xhash'),
  getProvider: vi.fn(async () => ({})),
  reconnect: vi.fn(async (_lastConnectorId: string) => {}),
})

const contextOf = (overrides: Partial<AdapterContext> = {}) =>
  ({ emit: vi.fn(), networks: [], shouldReconnect: false, ...overrides }) as unknown as AdapterContext

afterEach(() => vi.unstubAllGlobals())

describe('lazyAdapter', () => {
  it('loads its session on first use, once, and hands every call to it', async () => {
    const loaded = session()
    const load = vi.fn(async () => loaded)
    const { adapter } = lazyAdapter({
      namespace: 'solana',
      name: 'testAdapter',
      load,
      loadBrowserSetup: async () => () => {},
    })
    adapter.setup(contextOf())
    expect(load).not.toHaveBeenCalled()
    await adapter.connect({ connectorId: 'w' })
    expect(await adapter.signMessage({ message: 'hi', address: '0xa' })).toBe('0xsigned')
    expect(await adapter.sendTransaction({ to: '0xb', value: 1n, network: {} as never })).toBe('0xhash')
    expect(load).toHaveBeenCalledOnce()
    expect(loaded.connect).toHaveBeenCalledWith({ connectorId: 'w' })
  })

  it('refuses a call before setup, naming the adapter', async () => {
    const { adapter } = lazyAdapter({
      namespace: 'bip122',
      name: 'bitcoinAdapter',
      load: async () => session(),
      loadBrowserSetup: async () => () => {},
    })
    await expect(adapter.connect({ connectorId: 'w' })).rejects.toThrow('bitcoinAdapter: setup() has not run')
  })

  it('tries a failed load (a chunk offline) again on the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(session())
    const { adapter } = lazyAdapter({
      namespace: 'eip155',
      name: 'evmAdapter',
      load,
      loadBrowserSetup: async () => () => {},
    })
    adapter.setup(contextOf())
    await expect(adapter.preload!()).rejects.toThrow('offline')
    await expect(adapter.getProvider()).resolves.toEqual({})
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('sets up in a browser only, with the setup it loads; the address rule sees the context setup gave', async () => {
    const setUp = vi.fn()
    const loadBrowserSetup = vi.fn(async () => setUp)
    const { adapter } = lazyAdapter({
      namespace: 'bip122',
      name: 't',
      isAddress: (value, context) => value === 'ok' && Boolean(context),
      load: async () => session(),
      loadBrowserSetup,
    })
    expect(adapter.isAddress!('ok')).toBe(false)
    adapter.setup(contextOf())
    expect(loadBrowserSetup).not.toHaveBeenCalled()
    expect(adapter.isAddress!('ok')).toBe(true)
    vi.stubGlobal('window', {})
    const context = contextOf()
    adapter.setup(context)
    await vi.waitFor(() => expect(setUp).toHaveBeenCalledOnce())
    expect(setUp.mock.calls[0]![0]).toBe(context)
  })

  it('fetches its browser setup once, whether prefetched or asked by setup; a failed prefetch is fetched again by setup', async () => {
    const setUp = vi.fn()
    const loadBrowserSetup = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(setUp)
    const { adapter } = lazyAdapter({
      namespace: 'eip155',
      name: 'evmAdapter',
      load: async () => session(),
      loadBrowserSetup,
    })
    adapter.prefetchSetup!()
    expect(loadBrowserSetup).not.toHaveBeenCalled()
    vi.stubGlobal('window', {})
    adapter.prefetchSetup!()
    expect(loadBrowserSetup).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(loadBrowserSetup.mock.results[0]!.value).rejects.toThrow('offline'))
    adapter.prefetchSetup!()
    const context = contextOf()
    await adapter.setup(context)
    expect(loadBrowserSetup).toHaveBeenCalledTimes(2)
    expect(setUp).toHaveBeenCalledWith(context, expect.any(Function))
  })

  it('a browser setup that cannot load (offline) ends a restoring session rather than leave it connecting', async () => {
    const { adapter } = lazyAdapter({
      namespace: 'eip155',
      name: 'evmAdapter',
      load: async () => session(),
      loadBrowserSetup: () => Promise.reject(new Error('offline')),
    })
    vi.stubGlobal('window', {})
    const context = contextOf({ shouldReconnect: true, lastConnectorId: 'w' })
    adapter.setup(context)
    await vi.waitFor(() => expect(context.emit).toHaveBeenCalledWith('disconnect', {}))
  })

  it('restores the last connection when asked; without a last wallet, or when it fails, it is a disconnect', async () => {
    const loaded = session()
    const restore = (overrides: Partial<AdapterContext>, load = async () => loaded) => {
      const context = contextOf(overrides)
      restoreLastConnection(context, load)
      return context
    }
    restore({ shouldReconnect: true, lastConnectorId: 'w' })
    await vi.waitFor(() => expect(loaded.reconnect).toHaveBeenCalledWith('w'))
    expect(restore({ shouldReconnect: true }).emit).toHaveBeenCalledWith('disconnect', {})
    const failed = restore({ shouldReconnect: true, lastConnectorId: 'w' }, () => Promise.reject(new Error('gone')))
    await vi.waitFor(() => expect(failed.emit).toHaveBeenCalledWith('disconnect', {}))
    expect(restore({ shouldReconnect: false, lastConnectorId: 'w' }).emit).not.toHaveBeenCalled()
  })
})
