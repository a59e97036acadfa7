// The modal around the frame's own approval card, and the refusal of unknown methods (SPEC §2, §4 requests).
import { NOT_ALLOWED_MESSAGE_DELAY_MS } from '../constants.ts'
import { TEXTS } from '../errors.ts'
import { push } from '../modal/router.ts'
import type { LatchState } from '../instance/state.ts'
import type { Store } from '../instance/store.ts'
import { setEmbedded } from './deps.ts'
import type { EmbeddedHooks } from './types.ts'
import { coreToast } from '../modal/coreToast.ts'

export interface ApprovalDeps {
  store: Store<LatchState>
  /** opens the modal on a view */
  openApproval(): void
  /** the modal's default view: Connect or Account */
  open(): void
  /** closes without rejecting embedded requests (the request is already settled) */
  closeSettled(): void
  /** whether a request of the modal is under way (the transaction stack is not empty) */
  hasTransaction(): boolean
  /** back to the view that started the innermost request */
  popTransaction(): void
  refreshBalance(): void
  /** rejects pending approval requests */
  abort(): void
  /** a frame alert (iframe_load_failed, iframe_request_timeout) */
  alert(alert: string): void
}

export function approvalHooks(deps: ApprovalDeps): EmbeddedHooks {
  const { store } = deps

  return {
    approvalNeeded() {
      const state = store.getState()
      setEmbedded(store, { approving: true })
      // a closed modal opens on the approval
      if (!state.open) deps.openApproval()
      // an open modal is redirected to it only while one of its views has a request under way (a send);
      // pushed, so that view is there again after it. Otherwise the request waits; closing rejects it
      else if (deps.hasTransaction() && state.router.view !== 'ApproveTransaction')
        store.setState({ router: push(state.router, 'ApproveTransaction') })
    },

    approvalDone(outcome) {
      setEmbedded(store, { approving: false })
      if (outcome === 'success') deps.refreshBalance()
      if (!store.getState().open) return
      // : the stack is popped with the outcome, else the modal closes
      if (deps.hasTransaction()) deps.popTransaction()
      else deps.closeSettled()
    },

    notAllowed(method) {
      if (!store.getState().open) deps.open()
      console.error(`${TEXTS.rpcNotAllowed}: ${method}`)
      deps.abort()
      setTimeout(() => store.setState({ toast: coreToast('actionNotAllowed', 'error') }), NOT_ALLOWED_MESSAGE_DELAY_MS)
    },

    alert: deps.alert,
  }
}
