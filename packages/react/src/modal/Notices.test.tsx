// @vitest-environment happy-dom
// Toasts (SPEC §8) in the modal: one replacing a shown toast waits SPEC §9's snackbar swap delay; on a fake clock.
import { createLatch, type Latch, memoryStorage } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LatchContext } from '../context.ts'
import { adapterDouble, devnet, setUpReactTests } from '../testDoubles.ts'
import { Notices } from './Notices.tsx'

setUpReactTests()

let root: Root | undefined
let container: HTMLElement | undefined
beforeEach(() => vi.useFakeTimers())
afterEach(async () => {
  await act(async () => root?.unmount())
  container?.remove()
  vi.useRealTimers()
})

function render(): Latch {
  const latch = createLatch({ adapters: [adapterDouble()], networks: [devnet], storage: memoryStorage() })
  container = document.createElement('div')
  document.body.append(container)
  const host = container
  act(() => {
    root = createRoot(host)
    root.render(
      <LatchContext value={latch}>
        <Notices />
      </LatchContext>,
    )
  })
  return latch
}

const status = () => container?.querySelector('[role="status"]')?.textContent

describe('toasts', () => {
  it('R-9.6 a toast replacing a shown one appears 150 ms later, the place empty meanwhile; a first one at once', () => {
    const latch = render()
    act(() => latch.showToast('Address copied', 'success'))
    expect(status()).toBe('Address copied')
    act(() => latch.showToast('Transaction sent', 'success'))
    expect(status()).toBe('')
    act(() => vi.advanceTimersByTime(149))
    expect(status()).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(status()).toBe('Transaction sent')
    // dismissed, the next one is a first one again
    act(() => latch.dismissToast())
    expect(status()).toBe('')
    act(() => latch.showToast('Address copied', 'success'))
    expect(status()).toBe('Address copied')
  })

  it('R-9.6 a third toast during the swap waits the whole delay from its own arrival', () => {
    const latch = render()
    act(() => latch.showToast('One'))
    act(() => latch.showToast('Two'))
    act(() => vi.advanceTimersByTime(100))
    act(() => latch.showToast('Three'))
    act(() => vi.advanceTimersByTime(149))
    expect(status()).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(status()).toBe('Three')
  })
})
