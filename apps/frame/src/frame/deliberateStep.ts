// The approving button of a card (Approve, I saved it) against clickjacking: it works only once the card has been
// fully visible for a moment (visibility.ts). Where the browser cannot tell whether something covers the card (no
// IntersectionObserver v2: Firefox, Safari), a click on a visible card can still be a decoy's ("click fast"), so
// approving takes a second, deliberate step: a Confirm button takes the place of the cancelling one, the cancelling
// one moves under the pointer, and Confirm waits its own moment. Both are buttons, named and announced.
import type { CardHost } from './cards.ts'
import { text } from './texts/frameLocale.ts'
import { visibilityGate } from './visibility.ts'

export interface DeliberateStepOptions {
  window: Window
  card: HTMLElement
  actions: HTMLElement
  /** the approving button, last in `actions` */
  approve: HTMLButtonElement
  /** the cancelling button, first in `actions`; it keeps the focus */
  cancel: HTMLButtonElement
  armMs: number
  /** what Confirm does: the prompt says "Select Confirm to approve." or "… to continue." */
  action: 'approve' | 'continue'
  /** while true, approving does nothing (a warning not yet acknowledged); call refresh() when it changes */
  blocked?: () => boolean
  onApproved(): void
}

export interface DeliberateStep {
  stop(): void
  /** `blocked` changed: the approving button says again whether it works */
  refresh(): void
}

export function deliberateStep(host: CardHost, options: DeliberateStepOptions): DeliberateStep {
  const { window: win, card, actions, approve, cancel, armMs } = options
  const disabled = (button: HTMLButtonElement, armed: boolean) => button.setAttribute('aria-disabled', String(!armed))
  const focusCancel = () => {
    if (!card.contains(host.doc.activeElement)) cancel.focus()
  }
  const ready = () => !options.blocked?.()
  disabled(approve, false)
  let gate = visibilityGate(win, card, armMs, (armed) => disabled(approve, armed && ready()), focusCancel)
  let confirming = false
  let current = approve

  approve.addEventListener('click', () => {
    if (!gate.armed || !ready() || confirming) return
    if (gate.tracksVisibility) return options.onApproved()
    confirming = true
    const confirm = host.button(text('confirm.button'), 'latch-approve latch-confirm', () => {
      if (gate.armed && ready()) options.onApproved()
    })
    current = confirm
    const prompt = host.el(
      'p',
      text(options.action === 'approve' ? 'confirm.approve' : 'confirm.continue'),
      'latch-confirm-prompt',
    )
    prompt.setAttribute('role', 'status')
    // Confirm where the cancelling button was, the cancelling button where Approve was: a second quick click cancels
    // (the prompt goes below the row, which stays where it was)
    approve.remove()
    actions.replaceChildren(confirm, cancel)
    actions.after(prompt)
    gate.stop()
    disabled(confirm, false)
    gate = visibilityGate(win, card, armMs, (armed) => disabled(confirm, armed && ready()))
    cancel.focus()
  })
  focusCancel()
  return {
    stop: () => gate.stop(),
    refresh: () => disabled(current, gate.armed && ready()),
  }
}
