// The frame's own approval card: the user approves or rejects an unsafe request here, where the page cannot click.
// Against clickjacking: Reject has the focus, Approve works only after the card has been fully visible
// for a moment (visibility.ts) and, where the browser cannot tell that, after a second step (deliberateStep.ts); the
// card names the page's origin as the browser verified it.
import { latchError, UserRejectedError } from '@latch/core'
import { RPC_TEXTS } from '@latch/frame'
import type { CardHost, OpenCard } from './cards.ts'
import { deliberateStep } from './deliberateStep.ts'
import { ARM_MS } from './visibility.ts'
import { text } from './texts/frameLocale.ts'
import type { WarningReporter } from './warningReports.ts'

export const USER_REJECTED = RPC_TEXTS.userRejected

export interface ApprovalRequest {
  kind: 'signature' | 'transaction' | 'accountType'
  /** label and value pairs, shown as text (under "Raw data" when there is an intent) */
  details: readonly (readonly [string, string])[]
  /** what the request does, as one line (a decoded approval, permit or transfer) */
  intent?: readonly string[]
  /** the simulated changes to the wallet's balances, or why there are none to show */
  outcome?: readonly string[]
  /** reasons to stop: Approve works only once the person has said they understand them */
  warnings?: readonly string[]
  /** the warnings' stable codes (unlimitedApproval, blockedAddress…), for the operator's counts */
  warningCodes?: readonly string[]
}

export interface ApprovalCard {
  /** shows the card for a request from `origin`; resolves on Approve, rejects with 'User rejected the request.' on Reject or Escape */
  request(request: ApprovalRequest, origin: string): Promise<void>
  /** rejects the pending approval with 'Request was aborted' and removes the card */
  abort(): void
  setDappName(name: string | undefined): void
  readonly pending: boolean
}

const HEADINGS = {
  signature: 'approval.signature',
  transaction: 'approval.transaction',
  accountType: 'approval.accountType',
} as const

export function createApprovalCard(
  host: CardHost,
  options: { window: Window; armMs?: number; onWarnings?: WarningReporter },
): ApprovalCard {
  const armMs = options.armMs ?? ARM_MS
  let dappName: string | undefined
  let open: { shown: OpenCard; settle: (error?: Error) => void } | undefined

  function build(request: ApprovalRequest, origin: string, onReject: () => void) {
    const card = host.card(text(HEADINGS[request.kind]), 'latch-approval-heading')
    // the name is the page's claim; the origin is what the browser told the frame
    const from = host.el('p', undefined, 'latch-approval-dapp')
    if (dappName) from.append(host.el('span', dappName, 'latch-approval-name'), ' ')
    from.append(host.el('span', origin, 'latch-approval-origin'))
    card.append(from)
    for (const line of request.intent ?? []) card.append(host.el('p', line, 'latch-approval-intent'))
    if (request.outcome) card.append(listSection(text('approval.outcome'), 'latch-approval-outcome', request.outcome))
    const list = host.el('dl', undefined, 'latch-approval-details')
    for (const [label, value] of request.details) list.append(host.el('dt', label), host.el('dd', value))
    if (request.intent?.length) {
      // the decoded line is what a person reads; what is signed stays one click away
      const raw = host.el('details', undefined, 'latch-approval-raw')
      raw.append(host.el('summary', text('approval.rawData')), list)
      card.append(raw)
    } else card.append(list)
    const understood = request.warnings?.length ? warningsSection(request.warnings) : undefined
    const reject = host.button(text('approval.reject'), 'latch-reject', onReject)
    const approve = host.button(text('approval.approve'), 'latch-approve', () => {})
    const actions = host.el('div', undefined, 'latch-approval-actions')
    actions.append(reject, approve)
    if (understood) card.append(understood.closest('section')!)
    card.append(actions)
    return { card, approve, reject, actions, understood }
  }

  /** a section named by its heading, with one item per line */
  function listSection(title: string, className: string, lines: readonly string[]): HTMLElement {
    const section = host.el('section', undefined, className)
    const heading = host.el('h2', title)
    heading.id = `${className}-heading`
    section.setAttribute('aria-labelledby', heading.id)
    const list = host.el('ul')
    for (const line of lines) list.append(host.el('li', line))
    section.append(heading, list)
    return section
  }

  /** the warnings and the checkbox that acknowledges them: the second, deliberate step they ask for */
  function warningsSection(warnings: readonly string[]): HTMLInputElement {
    const section = listSection(text('approval.warnings'), 'latch-approval-warnings', warnings)
    const checkbox = host.el('input')
    checkbox.type = 'checkbox'
    checkbox.id = 'latch-approval-understood'
    const label = host.el('label', text('approval.understand'))
    label.htmlFor = checkbox.id
    const row = host.el('p', undefined, 'latch-approval-understood')
    row.append(checkbox, label)
    section.append(row)
    return checkbox
  }

  return {
    get pending() {
      return open !== undefined
    },
    request(request, origin) {
      if (open || host.busy) return Promise.reject(latchError('RequestAlreadyPending'))
      return new Promise<void>((resolve, reject) => {
        let step: ReturnType<typeof deliberateStep> | undefined
        const settle = (error?: Error) => {
          if (!open) return
          step?.stop()
          open.shown.close()
          open = undefined
          if (error) reject(error)
          else resolve()
        }
        const codes = request.warningCodes ?? []
        // the person's answer to the warnings: approved after the second step, or rejected (an abort is neither)
        const answered = (error?: Error) => {
          if (open && codes.length) options.onWarnings?.(codes, error ? 'heeded' : 'passed')
          settle(error)
        }
        const parts = build(request, origin, () => answered(new UserRejectedError('UserRejected')))
        open = {
          shown: host.open(
            parts.card,
            () => answered(new UserRejectedError('UserRejected')),
            () => settle(new UserRejectedError('RequestAborted')),
          ),
          settle,
        }
        if (codes.length) options.onWarnings?.(codes, 'shown')
        // a click (or Enter) before the card was seen in full for a moment does nothing
        const { understood } = parts
        step = deliberateStep(host, {
          window: options.window,
          ...parts,
          cancel: parts.reject,
          armMs,
          action: 'approve',
          blocked: () => understood?.checked === false,
          onApproved: () => answered(),
        })
        understood?.addEventListener('change', () => step?.refresh())
      })
    },
    abort() {
      open?.settle(new UserRejectedError('RequestAborted'))
    },
    setDappName(name) {
      dappName = name
    },
  }
}
