// Opening the modal on a view, or pushing the view when it is open (SPEC §2): the one step of the modal that the
// sign-in state needs before the modal exists.
import type { InstanceContext } from '../instance/context.ts'
import { initialRouter, push, type RouteData, type ViewName } from './router.ts'

export function openModalView(context: InstanceContext, view: ViewName, data: RouteData = {}) {
  const { store, emitter } = context
  const state = store.getState()
  if (!state.open) {
    store.setState({ open: true, router: { ...initialRouter(view), data } })
    emitter.emit({ type: 'MODAL_OPEN', data: { connected: context.isConnected() } })
  } else {
    store.setState({ router: push(state.router, view, data) })
  }
}
