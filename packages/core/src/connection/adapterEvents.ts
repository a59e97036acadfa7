// Adapter events (SPEC §4) reach the instance through one typed handler per event: no casts, and a new event
// cannot be added to AdapterEvents without its handler.
import type { AdapterEmit, AdapterEventName, AdapterEvents } from '../adapter.ts'
import type { ChainNamespace } from '../types.ts'

export type AdapterEventHandlers = {
  [E in AdapterEventName]: (namespace: ChainNamespace, payload: AdapterEvents[E]) => void
}

/** the emit an adapter of this namespace is given */
export function adapterEmit(handlers: AdapterEventHandlers, namespace: ChainNamespace): AdapterEmit {
  return (event, payload) => handlers[event](namespace, payload)
}
