// What the embedded actions need from the Latch instance; latch.ts provides it.
import type { RouteData, ViewName } from '../modal/router.ts'
import type { LatchState } from '../instance/state.ts'
import type { SafeStorage } from '../storage.ts'
import type { Store } from '../instance/store.ts'
import type { EmbeddedFrame, EmbeddedState } from './types.ts'

export interface EmbeddedDeps {
  storage: SafeStorage
  store: Store<LatchState>
  /** the shared frame load; rejects with 'A problem occurred while trying initialize authentication' */
  frame(): Promise<EmbeddedFrame>
  /** connect('AUTH') without routing to ConnectingExternal; rejects with the text to show */
  connectAuth(): Promise<void>
  /** shows a view: pushed, or replacing the current one when it is the same view */
  show(view: ViewName, data?: RouteData): void
}

export function setEmbedded(store: Store<LatchState>, patch: Partial<EmbeddedState>): void {
  store.setState((state) => ({ embedded: { ...state.embedded, ...patch } }))
}

/** the loading flag is on while the embedded wallet syncs (SPEC §4) */
export async function whileLoading<T>(store: Store<LatchState>, run: () => Promise<T>): Promise<T> {
  store.setState({ loading: true })
  try {
    return await run()
  } finally {
    store.setState({ loading: false })
  }
}
