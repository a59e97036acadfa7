// The router a modal starts with (the instance's first state holds it), apart from the moves of router.ts so the first
// chunk carries only this.
import type { RouterState, ViewName } from './router.ts'

/** the modal at `view` (Connect by default) with nothing behind it */
export function initialRouter(view: ViewName = 'Connect'): RouterState {
  return { view, history: [view], data: {}, transition: 'next', transactionStack: [] }
}
