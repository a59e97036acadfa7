// @vitest-environment happy-dom
// AllWallets' search waits for SPEC §9's search delay before it asks the catalogue; on a fake clock.
import { type Latch, type LatchState, listCatalogue, type WalletPageRequest } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createHeadless } from '@latch/core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchContext } from '../context.ts'
import { typeInto } from '../testDoubles.ts'
import AllWallets from './AllWallets.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const wallets = ['Rainbow', 'Rabby', 'Trust'].map((name) => ({ id: name.toLowerCase(), name, image_url: null }))

function stubLatch(requests: WalletPageRequest[]): Latch {
  const catalogue = listCatalogue(() => wallets as never)
  const state = {
    router: { view: 'AllWallets', history: ['AllWallets'], data: {}, transition: 'next', transactionStack: [] },
    connectors: [],
    recentWallets: [],
  } as unknown as LatchState
  const recording = {
    getWallets(request: WalletPageRequest) {
      requests.push(request)
      return catalogue.getWallets(request)
    },
  }
  const store = { getState: () => state, subscribe: () => () => {} }
  const isMobile = () => false
  // the real headless getters over the stub state and a recording catalogue
  const headless = createHeadless({ store, isMobile } as never, { connectView: {}, catalogue: recording }).actions
  return {
    connectView: {},
    getState: () => state,
    subscribe: () => () => {},
    isMobile,
    catalogue: recording,
    ...headless,
  } as unknown as Latch
}

let root: Root | undefined
let container: HTMLElement | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  container?.remove()
  vi.useRealTimers()
})

describe('AllWallets search', () => {
  it('R-9.9 asks the catalogue 300 ms after the last keystroke, not before, and once for a burst of typing', async () => {
    vi.useFakeTimers()
    const requests: WalletPageRequest[] = []
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () =>
      root?.render(
        <LatchContext value={stubLatch(requests)}>
          <AllWallets />
        </LatchContext>,
      ),
    )
    expect(requests.map((request) => request.search)).toEqual([undefined])
    const search = container.querySelector('input[type="search"]') as HTMLInputElement

    await act(async () => typeInto(search, 'Ra'))
    await act(async () => vi.advanceTimersByTime(200))
    await act(async () => typeInto(search, 'Rain'))
    await act(async () => vi.advanceTimersByTime(299))
    expect(requests.map((request) => request.search)).toEqual([undefined])
    await act(async () => vi.advanceTimersByTime(1))
    expect(requests.map((request) => request.search)).toEqual([undefined, 'Rain'])
  })
})
