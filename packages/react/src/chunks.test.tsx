// @vitest-environment happy-dom
// The shell and the views render as soon as their chunk is there, never behind a Suspense fallback (whose reveal React
// holds ~300 ms): a click after the idle prefetch paints the wallet list in the same commit as the dialog, also when
// the shell mounted earlier for a toast (the bench's page with every feature, whose unreachable cloud toasts before the click).
// Closed, the prefetched shell holds its first view rendered and hidden (React's Activity), so an opening only reveals it.
import { type Adapter, createLatch, defineNetwork, type Latch, memoryStorage } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from './buttons/ConnectButton.tsx'
import { chunksOf } from './chunks.ts'
import { LatchProvider } from './LatchProvider.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// the page never goes idle here: each test decides when a chunk arrives
Object.assign(globalThis, { requestIdleCallback: () => 0, cancelIdleCallback: () => undefined })

const network = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** a wallet double: lists itself and counts the preloads of its chain SDK, nothing more is asked of it here */
function walletDouble(preloads = { count: 0 }): Adapter {
  const fail = async () => {
    throw new Error('not used')
  }
  return {
    namespace: 'eip155',
    setup(context) {
      context.emit('connectors', {
        connectors: [{ id: 'latch.test', name: 'Latch Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }],
      })
    },
    async preload() {
      preloads.count++
    },
    connect: fail,
    disconnect: async () => {},
    switchNetwork: fail,
    getBalance: fail,
    signMessage: fail,
    sendTransaction: fail,
    getProvider: fail,
  }
}

let root: Root | undefined
let container: HTMLElement | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  container?.remove()
  for (const host of document.querySelectorAll('latch-modal')) host.remove()
})

async function render(latch: Latch) {
  container = document.createElement('div')
  document.body.append(container)
  const host = container
  await act(async () => {
    root = createRoot(host)
    root.render(
      <LatchProvider latch={latch}>
        <ConnectButton />
      </LatchProvider>,
    )
  })
}

/** renders, then lets the page go idle once: the prefetch fetches the shell and the Connect view, which arrive */
async function renderAndGoIdle(latch: Latch) {
  const idle: (() => void)[] = []
  Object.assign(globalThis, { requestIdleCallback: (run: () => void) => idle.push(run) })
  await render(latch)
  Object.assign(globalThis, { requestIdleCallback: () => 0 })
  const chunks = chunksOf(latch)
  await act(async () => {
    for (const run of idle) run()
    await chunks.loadModal()
    await chunks.loadView('Connect')
  })
  await act(async () => {})
}

/** the wallet row inside the modal's shadow root, if it is there */
const walletRow = () =>
  [...(document.querySelector('latch-modal')?.shadowRoot?.querySelectorAll('button') ?? [])].find((button) =>
    button.textContent?.includes('Latch Test Wallet'),
  )
/** the dialog as a person sees it: there, and not inside the closed modal's hidden pre-render (display: none) */
const dialog = () => {
  const element = document.querySelector('latch-modal')?.shadowRoot?.querySelector('[role="dialog"]')
  return element && !isHidden(element) ? element : undefined
}
const renderedDialog = () => document.querySelector('latch-modal')?.shadowRoot?.querySelector('[role="dialog"]')
function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (node instanceof HTMLElement && node.style.display === 'none') return true
  return false
}

describe('chunks: no Suspense reveal hold', () => {
  it('R-2.5 a view whose chunk arrived after the shell mounted (for a toast) renders in the commit that opens the modal', async () => {
    const latch = createLatch({ adapters: [walletDouble()], networks: [network], storage: memoryStorage() })
    await render(latch)
    const chunks = chunksOf(latch)
    await act(async () => {
      await chunks.loadModal()
    })
    // the shell mounts closed, for a toast, before the first view's chunk has arrived; then that chunk arrives
    act(() => latch.showToast('Copied'))
    await act(async () => {
      await chunks.loadView('Connect')
    })
    expect(dialog()).toBeFalsy()
    // open synchronously: nothing may wait for a promise (a lazy component would suspend here, then hold ~300 ms)
    act(() => latch.open())
    expect(dialog()).toBeTruthy()
    expect(walletRow()).toBeTruthy()
  })

  it('R-2.5 a click that beats the prefetch shows the dialog and the list once their chunks arrive', async () => {
    const latch = createLatch({ adapters: [walletDouble()], networks: [network], storage: memoryStorage() })
    await render(latch)
    act(() => latch.open())
    expect(dialog()).toBeFalsy()
    // the shell and the view arrive (dynamic imports), each rendered on arrival
    await act(async () => {
      await chunksOf(latch).loadModal()
      await chunksOf(latch).loadView('Connect')
    })
    await act(async () => {})
    expect(dialog()).toBeTruthy()
    expect(walletRow()).toBeTruthy()
  })

  it('R-2.5 closed, the prefetched shell holds the Connect view rendered and hidden: opening reveals that same tree; after a close the next opening gets a fresh one', async () => {
    const latch = createLatch({ adapters: [walletDouble()], networks: [network], storage: memoryStorage() })
    await renderAndGoIdle(latch)
    const prerendered = renderedDialog()
    expect(prerendered).toBeTruthy()
    expect(dialog()).toBeFalsy()
    expect(walletRow()?.isConnected).toBe(true)

    act(() => latch.open())
    expect(dialog()).toBe(prerendered)
    expect(walletRow()).toBeTruthy()

    act(() => latch.close())
    expect(dialog()).toBeFalsy()
    act(() => latch.open())
    expect(dialog()).toBeTruthy()
    expect(dialog()).not.toBe(prerendered)
  })

  it('R-2.5 closed, the prefetched shell mounts once the instance has loaded, with the wallets its adapters announce in its first render', async () => {
    // an adapter whose setup (its discovery) is still loading when the shell's chunk arrives
    let setUp!: () => void
    const slow = walletDouble()
    const announce = slow.setup.bind(slow)
    slow.setup = (context) =>
      new Promise<void>((resolve) => {
        setUp = () => {
          announce(context)
          resolve()
        }
      })
    const latch = createLatch({ adapters: [slow], networks: [network], storage: memoryStorage() })
    await renderAndGoIdle(latch)
    // the shell's code is here, the instance is not: no closed shell yet, so none renders again as the wallets arrive
    expect(renderedDialog()).toBeFalsy()

    await act(async () => {
      setUp()
      await latch.whenLoaded()
    })
    await act(async () => {})
    expect(renderedDialog()).toBeTruthy()
    expect(dialog()).toBeFalsy()
    expect(walletRow()?.isConnected).toBe(true)
  })

  it("R-2.5 a press before the modal's code has arrived makes the button busy until the dialog shows; once the code is here a press opens at once", async () => {
    const latch = createLatch({ adapters: [walletDouble()], networks: [network], storage: memoryStorage() })
    await render(latch)
    const button = () => container!.querySelector('button')!
    expect(button().getAttribute('aria-busy')).toBeNull()
    act(() => button().click())
    expect(button().getAttribute('aria-busy')).toBe('true')
    expect(button().style.cursor).toBe('progress')
    expect(dialog()).toBeFalsy()
    await act(async () => {
      await chunksOf(latch).loadModal()
      await chunksOf(latch).loadView('Connect')
      await latch.whenLoaded()
    })
    await act(async () => {})
    expect(dialog()).toBeTruthy()
    expect(button().getAttribute('aria-busy')).toBeNull()
    expect(button().style.cursor).toBe('pointer')

    act(() => latch.close())
    act(() => button().click())
    expect(dialog()).toBeTruthy()
    expect(button().getAttribute('aria-busy')).toBeNull()
  })

  it('R-2.5 the chain SDK loads on a sign of intent toward a wallet (its row focused or pointed at), not with the list', async () => {
    const preloads = { count: 0 }
    const latch = createLatch({ adapters: [walletDouble(preloads)], networks: [network], storage: memoryStorage() })
    await render(latch)
    act(() => latch.open())
    await act(async () => {
      await chunksOf(latch).loadModal()
      await chunksOf(latch).loadView('Connect')
    })
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(walletRow()).toBeTruthy()
    expect(preloads.count).toBe(0)
    act(() => walletRow()?.focus())
    expect(preloads.count).toBe(1)
  })
})
