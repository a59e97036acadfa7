// The modal: open, close, back and navigate over the view stack (SPEC §2), and the alert and toast it shows.
import { ALERTS, type AlertCode } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { Toast } from '../instance/state.ts'
import type { ModalActions } from '../latchApi.ts'
import { goBack, initialRouter, push, pushOrReplace, type RouteData, type ViewName } from './router.ts'

export interface ModalDeps {
  /** what else closing does: the embedded wallet hides its frame (and rejects what is pending unless settled),
   * the pairing link stops refreshing */
  onClose(parameters: { settled: boolean }): void
  /** false keeps the modal open (R-2.13: sign-in required and no session) */
  canClose?(): boolean
}

export interface OpenParameters {
  view?: ViewName
  data?: RouteData
}

export function createModal(context: InstanceContext, deps: ModalDeps) {
  const { store, emitter } = context

  function openView(view: ViewName, data: RouteData = {}) {
    const state = store.getState()
    if (!state.open) {
      store.setState({ open: true, router: { ...initialRouter(view), data } })
      emitter.emit({ type: 'MODAL_OPEN', data: { connected: context.isConnected() } })
    } else {
      store.setState({ router: push(state.router, view, data) })
    }
  }

  /** Connect, else Account once connected (UnsupportedChain on an unknown network), unless a view is given */
  function open(parameters: OpenParameters = {}) {
    const state = store.getState()
    const connectedView = state.unsupportedNetwork ? 'UnsupportedChain' : 'Account'
    const view = parameters.view ?? (context.isConnected() ? connectedView : 'Connect')
    if (state.open) {
      store.setState({ router: push(state.router, view, parameters.data) })
      return
    }
    openView(view, parameters.data)
  }

  /** settled: an approval just finished, so nothing pending is rejected */
  function closeModal({ settled }: { settled: boolean }) {
    if (!store.getState().open) return
    deps.onClose({ settled })
    store.setState({
      open: false,
      router: initialRouter('Connect'),
      pairingUri: undefined,
      pairingExpiresAt: undefined,
      connectError: undefined,
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
  }
}

export type Modal = ReturnType<typeof createModal>
