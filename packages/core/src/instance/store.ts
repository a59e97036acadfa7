// A tiny observable store: one per Latch instance, never a module singleton.

export type Listener = () => void

export interface Store<S> {
  getState(): S
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void
  subscribe(listener: Listener): () => void
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<Listener>()
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
