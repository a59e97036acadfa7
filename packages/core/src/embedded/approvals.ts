// The modal around the frame's own approval card, and the refusal of unknown methods (SPEC §2, §4 requests).
import { NOT_ALLOWED_MESSAGE_DELAY_MS } from '../constants.ts'
import { TEXTS } from '../errors.ts'
import { push } from '../modal/router.ts'
import type { LatchState } from '../instance/state.ts'
import type { Store } from '../instance/store.ts'
import { setEmbedded } from './deps.ts'
import type { EmbeddedHooks } from './types.ts'

export interface ApprovalDeps {
  store: Store<LatchState>
  /** opens the modal on a view */
  openApproval(): void
  /** the modal's default view: Connect or Account */
  open(): void
  /** closes without rejecting embedded requests (the request is already settled) */
  closeSettled(): void
  back(): void
  refreshBalance(): void
  /** rejects pending approval requests */
  abort(): void
  /** a frame alert (iframe_load_failed, iframe_request_timeout) */
  alert(alert: string): void
}

export function approvalHooks(deps: ApprovalDeps): EmbeddedHooks {
  const { store } = deps
  // the modal was closed when the approval came, so it closes again afterwards
  let openedForApproval = false

  return {
    approvalNeeded() {
      const state = store.getState()
      if (!state.embedded.approving) openedForApproval = false
      setEmbedded(store, { approving: true })
      if (!state.open) {
        openedForApproval = true
        deps.openApproval()
      } else if (state.router.view !== 'ApproveTransaction') {
        // an open modal is redirected to the approval; pushed, so the view that asked is there again after it
        store.setState({ router: push(state.router, 'ApproveTransaction') })
      }
    },

    approvalDone(outcome) {
      setEmbedded(store, { approving: false })
      if (outcome === 'success') deps.refreshBalance()
      const state = store.getState()
      if (!state.open || state.router.view !== 'ApproveTransaction') return
      if (openedForApproval || state.router.history.length <= 1) deps.closeSettled()
      else deps.back()
      openedForApproval = false
    },

    notAllowed(method) {
      if (!store.getState().open) deps.open()
      console.error(`${TEXTS.rpcNotAllowed}: ${method}`)
      deps.abort()
      setTimeout(
        () => store.setState({ toast: { message: TEXTS.actionNotAllowed, variant: 'error' } }),
        NOT_ALLOWED_MESSAGE_DELAY_MS,
      )
    },

    alert: deps.alert,
  }
}
