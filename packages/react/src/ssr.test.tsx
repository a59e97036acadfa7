// @vitest-environment happy-dom
// Server rendering: with `ssr: true` the server and the first client render agree (hydration without a warning),
// and the stored account appears once <LatchProvider> has mounted the instance; from cookies it shows at once.
// A wallet cannot run here, so an adapter double stands in for one (its boundary) and restores the stored account.
import {
  type Adapter,
  type AdapterContext,
  cookieToInitialState,
  createLatch,
  defineNetwork,
  type LatchOptions,
  memoryStorage,
  type StorageLike,
} from '@latch/core'
import { FEATURE_STORAGE_KEYS, STORAGE_KEYS } from '@latch/core/internal'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './buttons/ConnectButton.tsx'
import { LatchProvider } from './LatchProvider.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** a wallet double: lists itself, and restores the stored account when asked to reconnect */
function walletDouble(): Adapter {
  const reconnect = (context: AdapterContext) =>
    context.emit('accountChanged', { address: ADDRESS, chainId: 31337, connectorId: 'latch.test', accounts: [ADDRESS] })
  return {
    namespace: 'eip155',
    setup(context) {
      context.emit('connectors', {
        connectors: [{ id: 'latch.test', name: 'Latch Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }],
      })
      if (context.shouldReconnect) queueMicrotask(() => reconnect(context))
    },
    connect: async () => ({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }),
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', name: 'Ether' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    getProvider: async () => ({}),
  }
}

/** what a visit that ended connected leaves in storage (and, with cookieStorage, in its cookies) */
const CONNECTED: Record<string, string> = {
  [STORAGE_KEYS.connectionStatus]: 'connected',
  [STORAGE_KEYS.connectedNamespaces]: 'eip155',
  [FEATURE_STORAGE_KEYS.connectedConnectorIds]: JSON.stringify({ eip155: 'latch.test' }),
  [STORAGE_KEYS.connectedAccounts]: JSON.stringify({
    eip155: { address: ADDRESS, connectorId: 'latch.test', caipNetworkId: 'eip155:31337' },
  }),
}
function storedConnected(): StorageLike {
  const storage = memoryStorage()
  for (const [key, value] of Object.entries(CONNECTED)) storage.setItem(key, value)
  return storage
}
const cookieHeader = Object.entries(CONNECTED)
  .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  .join('; ')

const options = (extra: Partial<LatchOptions>): LatchOptions => ({
  adapters: [walletDouble()],
  networks: [network],
  ssr: true,
  ...extra,
})
const page = (latch: ReturnType<typeof createLatch>) => (
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>
)

let root: Root | undefined
let container: HTMLElement | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  container?.remove()
  vi.restoreAllMocks()
})

/** hydrates the server's HTML with the client's instance; returns what React reported */
async function hydrate(html: string, latch: ReturnType<typeof createLatch>) {
  const recoverable: unknown[] = []
  const logged = vi.spyOn(console, 'error')
  container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const host = container
  await act(async () => {
    root = hydrateRoot(host, page(latch), { onRecoverableError: (error) => recoverable.push(error) })
  })
  return { recoverable, logged: logged.mock.calls, button: () => host.querySelector('button') as HTMLButtonElement }
}

describe('server rendering', () => {
  it('the package entry starts with the "use client" directive', async () => {
    const { readFile } = await import('node:fs/promises')
    const { fileURLToPath } = await import('node:url')
    // happy-dom replaces URL, so the path is taken from this file's own
    const entry = await readFile(fileURLToPath(import.meta.url).replace(/ssr\.test\.tsx$/, 'index.ts'), 'utf8')
    expect(entry.split('\n')[0]).toBe("'use client'")
  })

  it('R-4.5 with ssr: true the first client render equals the server render, then the stored account appears', async () => {
    // the server has no stored session: a fresh instance with empty storage
    const html = renderToString(page(createLatch(options({ storage: memoryStorage() }))))
    const client = createLatch(options({ storage: storedConnected() }))
    // the client's first render reads getInitialState(), as the server did
    expect(renderToString(page(client))).toBe(html)
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain('aria-busy')

    const { recoverable, logged, button } = await hydrate(html, client)
    expect(recoverable).toEqual([])
    expect(logged).toEqual([])
    await act(async () => {})
    expect(button().getAttribute('aria-label')).toBe('Account 0xf3...b92266')
    // the address, then the balance fetched after the reconnect
    expect(button().textContent).toMatch(/^0xf3\.\.\.b92266/)
  })

  it('an instance created without ssr (mounted at once in the browser) hydrates alike: the first render reads getInitialState()', async () => {
    const html = renderToString(page(createLatch(options({ storage: memoryStorage() }))))
    const client = createLatch(options({ storage: storedConnected(), ssr: false }))
    expect(client.getState().accounts.eip155?.status).toBe('connecting')
    const { recoverable, logged, button } = await hydrate(html, client)
    await act(async () => {})
    expect(recoverable).toEqual([])
    expect(logged).toEqual([])
    expect(button().getAttribute('aria-label')).toBe('Account 0xf3...b92266')
  })

  it('with cookieStorage the server renders the connected account, hydration agrees and it stays through the reconnect', async () => {
    const initialState = cookieToInitialState({ adapters: [walletDouble()] }, cookieHeader)
    const html = renderToString(page(createLatch(options({ storage: memoryStorage(), initialState }))))
    expect(html).toContain('0xf3...b92266')
    const client = createLatch(options({ storage: storedConnected(), initialState }))
    const labels: (string | null)[] = []
    client.subscribe(() => labels.push(client.getState().accounts.eip155?.status ?? null))
    const { recoverable, logged, button } = await hydrate(html, client)
    await act(async () => {})
    expect(recoverable).toEqual([])
    expect(logged).toEqual([])
    expect(button().getAttribute('aria-label')).toBe('Account 0xf3...b92266')
    expect(labels).not.toContain('connecting')
  })
})
