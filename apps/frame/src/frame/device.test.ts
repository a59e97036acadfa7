// @vitest-environment happy-dom
// The recovery code's card: "I saved it" has Approve's gate (no IntersectionObserver v2 here, as in browsers that
// lack it): nothing until the card has been shown for a moment, then a second, deliberate step.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NewWallet } from '../keys/index.ts'
import { USER_REJECTED } from './approval.ts'
import { createCardHost } from './cards.ts'
import { createDeviceFlow } from './device.ts'
import { ARM_MS } from './visibility.ts'
import type { WalletKeeper } from './wallet.ts'

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)
afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

/** a first wallet: the keeper shows its recovery code and resolves once the card is answered */
function firstWallet() {
  let shown: Promise<void> | undefined
  const wallets = {
    holds: async () => false,
    create: async (_credentials: unknown, _user: unknown, show: (made: NewWallet) => Promise<void>) => {
      shown = show({ recoveryCode: 'ABCDE-FGHIJ-KLMNO-PQRST-UVWXY' } as NewWallet)
      await shown
      return {}
    },
  } as unknown as WalletKeeper
  const flow = createDeviceFlow(createCardHost(document), wallets, { window })
  const connecting = flow.connect({} as never, { userId: 'u' } as never)
  connecting.catch(() => {})
  return connecting
}

describe('recovery code card', () => {
  it('"I saved it" does nothing at first, then asks to confirm; Confirm waits its own moment', async () => {
    vi.useFakeTimers()
    let done = false
    const connecting = firstWallet().finally(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(button('I saved it')!.getAttribute('aria-disabled')).toBe('true')
    button('I saved it')!.click()
    await vi.advanceTimersByTimeAsync(ARM_MS)
    expect(done).toBe(false)
    button('I saved it')!.click()
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Select Confirm to continue.')
    expect(document.activeElement).toBe(button('Cancel'))
    button('Confirm')!.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(ARM_MS)
    button('Confirm')!.click()
    await connecting
    expect(done).toBe(true)
  })

  it('a quick second click where "I saved it" was cancels', async () => {
    vi.useFakeTimers()
    const connecting = firstWallet()
    await vi.advanceTimersByTimeAsync(ARM_MS)
    const actions = document.querySelector('.latch-approval-actions')!
    button('I saved it')!.click()
    ;(actions.children[1] as HTMLButtonElement).click()
    await expect(connecting).rejects.toThrow(USER_REJECTED)
  })
})
