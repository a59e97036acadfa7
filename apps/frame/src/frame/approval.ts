// The frame's own approval card: the user approves or rejects an unsafe request here, where the page cannot click.
import { TEXTS } from '@latch/core'
import { RPC_TEXTS } from '@latch/frame'

export const USER_REJECTED = RPC_TEXTS.userRejected

export interface ApprovalRequest {
  kind: 'signature' | 'transaction'
  /** label and value pairs, shown as text */
  details: readonly (readonly [string, string])[]
}

export interface ApprovalCard {
  /** shows the card; resolves on Approve, rejects with 'User rejected the request.' on Reject or Escape */
  request(request: ApprovalRequest): Promise<void>
  /** rejects the pending approval with 'Request was aborted' and removes the card */
  abort(): void
  setDappName(name: string | undefined): void
  setTheme(mode: 'light' | 'dark', accent?: string): void
  readonly pending: boolean
}

const HEADINGS = { signature: 'Signature request', transaction: 'Transaction request' } as const
const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]{3,20})$/

export function createApprovalCard(doc: Document): ApprovalCard {
  let dappName: string | undefined
  let theme: { mode: 'light' | 'dark'; accent?: string } = { mode: 'light' }
  let open: { card: HTMLElement; settle: (error?: Error) => void; onKey: (event: KeyboardEvent) => void } | undefined

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag)
    if (text !== undefined) node.textContent = text // request data is only ever text, never markup
    if (className) node.className = className
    return node
  }

  function applyTheme(card: HTMLElement): void {
    card.dataset.theme = theme.mode
    if (theme.accent) card.style.setProperty('--latch-accent', theme.accent)
  }

  function build(request: ApprovalRequest, onApprove: () => void, onReject: () => void): HTMLElement {
    const card = el('section', undefined, 'latch-approval')
    card.setAttribute('role', 'dialog')
    card.setAttribute('aria-modal', 'true')
    const heading = el('h1', HEADINGS[request.kind])
    heading.id = 'latch-approval-heading'
    card.setAttribute('aria-labelledby', heading.id)
    card.append(heading)
    if (dappName) card.append(el('p', dappName, 'latch-approval-dapp'))
    const list = el('dl', undefined, 'latch-approval-details')
    for (const [label, value] of request.details) list.append(el('dt', label), el('dd', value))
    card.append(list)
    const rejectButton = el('button', 'Reject', 'latch-reject')
    const approveButton = el('button', 'Approve', 'latch-approve')
    rejectButton.type = approveButton.type = 'button'
    rejectButton.addEventListener('click', onReject)
    approveButton.addEventListener('click', onApprove)
    const actions = el('div', undefined, 'latch-approval-actions')
    actions.append(rejectButton, approveButton)
    card.append(actions)
    applyTheme(card)
    return card
  }

  return {
    get pending() {
      return open !== undefined
    },
    request(request) {
      if (open) return Promise.reject(new Error('Another request is waiting for approval'))
      return new Promise<void>((resolve, reject) => {
        const settle = (error?: Error) => {
          if (!open) return
          doc.removeEventListener('keydown', open.onKey)
          open.card.remove()
          open = undefined
          if (error) reject(error)
          else resolve()
        }
        const card = build(request, () => settle(), () => settle(new Error(USER_REJECTED)))
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Escape') settle(new Error(USER_REJECTED))
        }
        open = { card, settle, onKey }
        doc.addEventListener('keydown', onKey)
        doc.body.append(card)
        card.querySelector<HTMLButtonElement>('.latch-approve')?.focus()
      })
    },
    abort() {
      open?.settle(new Error(TEXTS.requestAborted))
    },
    setDappName(name) {
      dappName = name
    },
    setTheme(mode, accent) {
      theme = { mode, accent: accent && COLOR.test(accent) ? accent : undefined }
      if (open) applyTheme(open.card)
    },
  }
}
