// The frame's own approval card: the user approves or rejects an unsafe request here, where the page cannot click.
// Against clickjacking: Reject has the focus, Approve works only after the card has been fully visible
// for a moment (visibility.ts) and, where the browser cannot tell that, after a second step (deliberateStep.ts); the
// card names the page's origin as the browser verified it.
import { latchError, UserRejectedError } from '@latch/core'
import { RPC_TEXTS } from '@latch/frame'
import type { CardHost, OpenCard } from './cards.ts'
import { deliberateStep } from './deliberateStep.ts'
import { ARM_MS } from './visibility.ts'

export const USER_REJECTED = RPC_TEXTS.userRejected

export interface ApprovalRequest {
  kind: 'signature' | 'transaction' | 'accountType'
  /** label and value pairs, shown as text */
  details: readonly (readonly [string, string])[]
}

export interface ApprovalCard {
  /** shows the card for a request from `origin`; resolves on Approve, rejects with 'User rejected the request.' on Reject or Escape */
  request(request: ApprovalRequest, origin: string): Promise<void>
  /** rejects the pending approval with 'Request was aborted' and removes the card */
  abort(): void
  setDappName(name: string | undefined): void
  readonly pending: boolean
}

const HEADINGS = { signature: 'Signature request', transaction: 'Transaction request', accountType: 'Switch account' } as const

export function createApprovalCard(host: CardHost, options: { window: Window; armMs?: number }): ApprovalCard {
  const armMs = options.armMs ?? ARM_MS
  let dappName: string | undefined
  let open: { shown: OpenCard; settle: (error?: Error) => void } | undefined

  function build(request: ApprovalRequest, origin: string, onReject: () => void) {
    const card = host.card(HEADINGS[request.kind], 'latch-approval-heading')
    // the name is the page's claim; the origin is what the browser told the frame
    const from = host.el('p', undefined, 'latch-approval-dapp')
    if (dappName) from.append(host.el('span', dappName, 'latch-approval-name'), ' ')
    from.append(host.el('span', origin, 'latch-approval-origin'))
    card.append(from)
    const list = host.el('dl', undefined, 'latch-approval-details')
    for (const [label, value] of request.details) list.append(host.el('dt', label), host.el('dd', value))
    card.append(list)
    const reject = host.button('Reject', 'latch-reject', onReject)
    const approve = host.button('Approve', 'latch-approve', () => {})
    const actions = host.el('div', undefined, 'latch-approval-actions')
    actions.append(reject, approve)
    card.append(actions)
    return { card, approve, reject, actions }
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
        const parts = build(request, origin, () => settle(new UserRejectedError('UserRejected')))
        open = { shown: host.open(parts.card, () => settle(new UserRejectedError('UserRejected')), () => settle(new UserRejectedError('RequestAborted'))), settle }
        // a click (or Enter) before the card was seen in full for a moment does nothing
        step = deliberateStep(host, { window: options.window, ...parts, cancel: parts.reject, armMs, action: 'approve', onApproved: () => settle() })
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
