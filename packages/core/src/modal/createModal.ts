// The modal: open, close, back and navigate over the view stack (SPEC §2), and the alert and toast it shows.
import { ALERTS, type AlertCode } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { Toast } from '../instance/state.ts'
import type { ModalActions } from '../latchApi.ts'
import { openModalView } from './openView.ts'
import {
  dropTransaction,
  goBack,
  initialRouter,
  popTransaction,
  push,
  pushOrReplace,
  pushTransaction,
  type RouteData,
  type TransactionEntry,
  type ViewName,
} from './router.ts'

export interface ModalDeps {
  /** false keeps the modal open (R-2.13: sign-in required and no session) */
  canClose?(): boolean
}

/** Which view `open` shows, and the data it needs (a connector for ConnectingExternal, a network for SwitchNetwork). */
export interface OpenParameters {
  view?: ViewName
  data?: RouteData
}

export function createModal(context: InstanceContext, deps: ModalDeps) {
  const { store, emitter, signals } = context
  const openView = (view: ViewName, data?: RouteData) => openModalView(context, view, data)

  /** Connect, else Account once connected (SPEC §2: on any network; UnsupportedChain comes with a chain change),
   * unless a view is given */
  function open(parameters: OpenParameters = {}) {
    const state = store.getState()
    const view = parameters.view ?? (context.isConnected() ? 'Account' : 'Connect')
    if (state.open) {
      store.setState({ router: push(state.router, view, parameters.data) })
      return
    }
    openView(view, parameters.data)
  }

  /** settled: an approval just finished, so nothing pending is rejected */
  function closeModal({ settled }: { settled: boolean }) {
    if (!store.getState().open) return
    // the embedded wallet hides its frame (and rejects what is pending unless settled), the pairing link stops
    // refreshing, an open payment is cancelled
    signals.emit({ type: 'modalClosing', settled })
    store.setState({
      open: false,
      router: initialRouter('Connect'),
      pairingUri: undefined,
      pairingExpiresAt: undefined,
      connectError: undefined,
      connectingConnectorId: undefined,
    })
    emitter.emit({ type: 'MODAL_CLOSE', data: { connected: context.isConnected() } })
  }

  const close = () => {
    if (deps.canClose && !deps.canClose()) return
    closeModal({ settled: false })
  }

  const actions: ModalActions = {
    open,
    close,
    canClose: () => !deps.canClose || deps.canClose(),
    back() {
      const previous = goBack(store.getState().router)
      if (!previous) close()
      else store.setState({ router: previous, connectError: undefined })
    },
    navigate(view, data) {
      store.setState((state) => ({ router: push(state.router, view, data) }))
    },
    dismissAlert: () => store.setState({ alert: undefined }),
    showToast: (message, variant: Toast['variant'] = 'info') => store.setState({ toast: { message, variant } }),
    dismissToast: () => store.setState({ toast: undefined }),
  }

  return {
    actions,
    openView,
    closeSettled: () => closeModal({ settled: true }),
    /** a view of the embedded wallet: opens the modal on it, else pushes it (replacing the same view) */
    show(view: ViewName, data?: RouteData) {
      const state = store.getState()
      if (!state.open) openView(view, data)
      else store.setState({ router: pushOrReplace(state.router, view, data) })
    },
    showAlert: (code: AlertCode) => store.setState({ alert: ALERTS[code] }),
    /** a request the open modal's current view starts (SPEC §2 transaction stack); the returned end drops it if no
     * approval has popped it. Nothing is stacked while the modal is closed */
    beginTransaction(): () => void {
      if (!store.getState().open) return () => {}
      const { router } = store.getState()
      const entry: TransactionEntry = { view: router.view, data: router.data }
      store.setState({ router: pushTransaction(router, entry) })
      return () => store.setState((state) => ({ router: dropTransaction(state.router, entry) }))
    },
    /** whether a request of the modal is under way */
    hasTransaction: () => store.getState().router.transactionStack.length > 0,
    /** the innermost request was answered: back to the view that started it */
    popTransaction: () => store.setState((state) => ({ router: popTransaction(state.router) })),
  }
}

export type Modal = ReturnType<typeof createModal>
