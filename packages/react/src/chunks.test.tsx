// @vitest-environment happy-dom
// The shell and the views render as soon as their chunk is there, never behind a Suspense fallback (whose reveal React
// holds ~300 ms): a click after the idle prefetch paints the wallet list in the same commit as the dialog, also when
// the shell mounted earlier for a toast (the bench's page with every feature, whose unreachable cloud toasts before the click).
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

/** a wallet double: lists itself, nothing more is asked of it here */
function walletDouble(): Adapter {
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

/** the wallet row inside the modal's shadow root, if it is there */
const walletRow = () =>
  [...(document.querySelector('latch-modal')?.shadowRoot?.querySelectorAll('button') ?? [])].find((button) =>
    button.textContent?.includes('Latch Test Wallet'),
  )
const dialog = () => document.querySelector('latch-modal')?.shadowRoot?.querySelector('[role="dialog"]')

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
})
