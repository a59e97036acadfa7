// @vitest-environment node
// On a server (Node: no window, document, navigator, location, matchMedia or localStorage), importing the packages,
// creating an instance with evmAdapter, pairing, an embedded wallet and a cloud, and setting an adapter up touch
// nothing: no storage, no request, no timer; the state is disconnected (Next.js prerender).
import { cookieStorage, cookieToInitialState, createLatch, defineNetwork } from '@latch/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedWallet } from '../../frame/src/embedded.ts'
import { evmAdapter } from './index.ts'

const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'matchMedia',
  'localStorage',
  'sessionStorage',
  'requestIdleCallback',
]

const network = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const metadata = { name: 'Server', description: 'SSR', url: 'https://app.test', icons: [] }

function serverOptions() {
  return {
    adapters: [evmAdapter({ pairing: { relayUrl: 'ws://relay.test', projectId: 'p1', metadata } })],
    networks: [network] as const,
    projectId: 'p1',
    cloudUrl: 'https://cloud.test',
    embeddedWallet: embeddedWallet({ frameUrl: 'https://frame.test/', socials: ['google'] }),
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('on a server', () => {
  it('no browser global exists here', () => {
    for (const name of BROWSER_GLOBALS) expect(name in globalThis, name).toBe(false)
  })

  it('createLatch with evmAdapter touches nothing and starts disconnected', () => {
    vi.useFakeTimers()
    const fetch = vi.spyOn(globalThis, 'fetch')
    const storage = { getItem: vi.fn(() => null), setItem: vi.fn(), removeItem: vi.fn() }
    const latch = createLatch({ ...serverOptions(), storage })
    expect(storage.getItem).not.toHaveBeenCalled()
    expect(storage.setItem).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
    expect(latch.getState()).toMatchObject({
      open: false,
      activeNetwork: { caipNetworkId: 'eip155:31337' },
      accounts: { eip155: { status: 'disconnected', allAccounts: [] } },
      connectors: [{ id: 'AUTH' }],
      themeMode: 'dark',
    })
    expect(latch.getInitialState()).toBe(latch.getState())
  })

  it("evmAdapter's setup returns early: no discovery, no reconnect, no event", () => {
    const emit = vi.fn()
    expect(() =>
      evmAdapter().setup({
        networks: [network],
        allNetworks: [network],
        shared: new Map(),
        emit,
        shouldReconnect: true,
      }),
    ).not.toThrow()
    expect(emit).not.toHaveBeenCalled()
  })

  it('cookieStorage is safe to use on a server, and cookieToInitialState reads a request header', () => {
    expect(cookieStorage.getItem('@latch/connection_status')).toBeNull()
    expect(() => cookieStorage.setItem('@latch/connection_status', 'connected')).not.toThrow()
    const header = [
      '@latch/connection_status=connected',
      '@latch/connected_namespaces=eip155',
      `@latch/connected_accounts=${JSON.stringify({ eip155: { address: '0xabc', connectorId: 'w', caipNetworkId: 'eip155:31337' } })}`,
    ]
      .map((pair) =>
        pair.replace(
          /^([^=]+)=(.*)$/,
          (_, name: string, value: string) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
        ),
      )
      .join('; ')
    const latch = createLatch({
      ...serverOptions(),
      storage: cookieStorage,
      initialState: cookieToInitialState(serverOptions(), header),
    })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: '0xabc', connectorId: 'w' })
  })
})
