// @vitest-environment happy-dom
// The approval card against clickjacking: Reject has the focus, Approve does nothing until the card has
// been shown for a moment (here without IntersectionObserver v2, as in browsers that lack it), and the card names
// the page's verified origin beside the name the page gave.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApprovalCard, USER_REJECTED } from './approval.ts'
import { createCardHost } from './cards.ts'
import { ARM_MS } from './visibility.ts'

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)
const ORIGIN = 'https://app.example.com'
afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

const newCard = (armMs?: number) => {
  const host = createCardHost(document)
  return { host, card: createApprovalCard(host, { window, armMs }) }
}

describe('approval card', () => {
  it('R-6.6 one request at a time: a second waits for nothing and is refused', async () => {
    const { card } = newCard(0)
    const first = card.request({ kind: 'signature', details: [['Message', 'a']] }, ORIGIN)
    const second = card.request({ kind: 'signature', details: [] }, ORIGIN)
    await expect(second).rejects.toThrow('Another request is waiting for approval')
    // the number wallets answer a pending request with, so a dApp's library reads it
    await expect(second).rejects.toMatchObject({ code: 'RequestAlreadyPending', rpcCode: -32002 })
    expect(card.pending).toBe(true)
    button('Reject')!.click()
    await expect(first).rejects.toThrow(USER_REJECTED)
    expect(card.pending).toBe(false)
  })

  it('Reject has the focus, so Enter on a fresh card rejects', async () => {
    const { card } = newCard()
    const pending = card.request({ kind: 'signature', details: [['Message', 'a']] }, ORIGIN)
    expect(document.activeElement).toBe(button('Reject'))
    ;(document.activeElement as HTMLButtonElement).click()
    await expect(pending).rejects.toThrow(USER_REJECTED)
  })

  it(`Approve does nothing until the card has been shown for ${ARM_MS} ms (no IntersectionObserver v2 here), then it leads to Confirm, which approves`, async () => {
    vi.useFakeTimers()
    const { card } = newCard()
    let settled = false
    const pending = card
      .request({ kind: 'transaction', details: [['To', '0x1']] }, ORIGIN)
      .finally(() => (settled = true))
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('true')
    button('Approve')!.click()
    await vi.advanceTimersByTimeAsync(ARM_MS - 1)
    button('Approve')!.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(card.pending).toBe(true)
    expect(button('Confirm')).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('false')
    button('Approve')!.click()
    // the second step, announced; Confirm waits its own moment
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Select Confirm to approve.')
    expect(button('Approve')).toBeUndefined()
    expect(button('Confirm')!.getAttribute('aria-disabled')).toBe('true')
    button('Confirm')!.click()
    await vi.advanceTimersByTimeAsync(ARM_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    button('Confirm')!.click()
    await expect(pending).resolves.toBeUndefined()
  })

  it('clickjacking without IntersectionObserver v2: a second quick click where Approve was lands on Reject, which has the focus', async () => {
    vi.useFakeTimers()
    const { card } = newCard()
    const pending = card.request({ kind: 'transaction', details: [['Value', '1 ETH']] }, ORIGIN)
    pending.catch(() => {})
    await vi.advanceTimersByTimeAsync(ARM_MS)
    const actions = document.querySelector('.latch-approval-actions')!
    expect([...actions.children].map((b) => b.textContent)).toEqual(['Reject', 'Approve'])
    button('Approve')!.click()
    // the same place in the row, a moment later: now Reject
    expect([...actions.children].map((b) => b.textContent)).toEqual(['Confirm', 'Reject'])
    expect(document.activeElement).toBe(button('Reject'))
    ;(actions.children[1] as HTMLButtonElement).click()
    await expect(pending).rejects.toThrow(USER_REJECTED)
  })

  it('a hidden page starts the moment again', async () => {
    vi.useFakeTimers()
    const { card } = newCard()
    void card.request({ kind: 'signature', details: [] }, ORIGIN).catch(() => {})
    await vi.advanceTimersByTimeAsync(ARM_MS)
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('false')
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('true')
    state.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('true')
    await vi.advanceTimersByTimeAsync(ARM_MS)
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('false')
    card.abort()
  })

  it('the card shows the verified origin beside the name the page gave, both as text', async () => {
    const { card } = newCard(0)
    card.setDappName('<b>Uniswap</b>')
    void card.request({ kind: 'signature', details: [] }, 'https://evil.example').catch(() => {})
    const from = document.querySelector('.latch-approval-dapp')!
    expect(from.querySelector('.latch-approval-name')?.textContent).toBe('<b>Uniswap</b>')
    expect(from.querySelector('.latch-approval-origin')?.textContent).toBe('https://evil.example')
    expect(document.querySelector('b')).toBeNull()
    card.abort()
  })

  it('is a dialog named by its heading; the theme follows SYNC_THEME, a bad accent is ignored', () => {
    const { host, card } = newCard(0)
    host.setTheme('dark', 'red; background: url(x)')
    void card.request({ kind: 'transaction', details: [] }, ORIGIN).catch(() => {})
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Transaction request')
    expect(dialog.dataset.theme).toBe('dark')
    expect(dialog.style.getPropertyValue('--latch-accent')).toBe('')
    host.setTheme('light', '#ff0000')
    expect(dialog.dataset.theme).toBe('light')
    expect(dialog.style.getPropertyValue('--latch-accent')).toBe('#ff0000')
    // Approve's text reads on the app's accent: near-black on a light one, as on the modal's buttons
    expect(dialog.style.getPropertyValue('--latch-on-accent')).toBe('#141414')
    host.setTheme('light', '#3b5bfd')
    expect(dialog.style.getPropertyValue('--latch-on-accent')).toBe('#ffffff')
    card.abort()
  })

  it('a decoded intent is one line; the raw data is one click away', () => {
    const { card } = newCard(0)
    void card
      .request(
        { kind: 'transaction', intent: ['Allow 0xSpender to spend unlimited USDC'], details: [['Data', '0x095ea7b3']] },
        ORIGIN,
      )
      .catch(() => {})
    expect(document.querySelector('.latch-approval-intent')?.textContent).toBe(
      'Allow 0xSpender to spend unlimited USDC',
    )
    const raw = document.querySelector('details')!
    expect(raw.querySelector('summary')?.textContent).toBe('Raw data')
    expect(raw.open).toBe(false)
    expect(raw.querySelector('dd')?.textContent).toBe('0x095ea7b3')
    card.abort()
  })

  it('a warning needs a second, deliberate step: Approve does nothing until "I understand" is checked', async () => {
    vi.useFakeTimers()
    const { card } = newCard()
    let settled = false
    const pending = card
      .request({ kind: 'transaction', details: [], warnings: ['Unlimited approval'] }, ORIGIN)
      .finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(ARM_MS)
    const warnings = document.querySelector('section[aria-labelledby="latch-approval-warnings-heading"]')!
    expect(warnings.querySelector('h2')?.textContent).toBe('Warnings')
    expect([...warnings.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Unlimited approval'])
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('true')
    button('Approve')!.click()
    await vi.advanceTimersByTimeAsync(ARM_MS)
    expect(button('Confirm')).toBeUndefined()
    const understood = document.querySelector<HTMLInputElement>('#latch-approval-understood')!
    expect(document.querySelector(`label[for="${understood.id}"]`)?.textContent).toBe(
      'I understand the risks and want to continue',
    )
    understood.click()
    expect(button('Approve')!.getAttribute('aria-disabled')).toBe('false')
    button('Approve')!.click()
    await vi.advanceTimersByTimeAsync(ARM_MS)
    // unchecked again before Confirm: Confirm does nothing
    understood.click()
    button('Confirm')!.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    understood.click()
    button('Confirm')!.click()
    await expect(pending).resolves.toBeUndefined()
  })

  it('without warnings there is no checkbox to tick', () => {
    const { card } = newCard(0)
    void card.request({ kind: 'signature', details: [['Message', 'hi']] }, ORIGIN).catch(() => {})
    expect(document.querySelector('input[type="checkbox"]')).toBeNull()
    card.abort()
  })
})
