// Events an instance emits to the host app (and to analytics once the cloud is wired).

/**
 * An event the instance reports (modal opened, connect started, succeeded or failed, network switched…), with its data:
 * for analytics and for an app reacting to the modal.
 */
export type LatchEvent =
  | { type: 'INITIALIZE' }
  | { type: 'MODAL_OPEN'; data: { connected: boolean } }
  | { type: 'MODAL_CLOSE'; data: { connected: boolean } }
  | { type: 'SELECT_WALLET'; data: { name: string; connectorId: string } }
  | { type: 'CONNECT_SUCCESS'; data: { connectorId: string; namespace: string } }
  /** the connector that failed and the failure's code (ConnectionRejected, FailedToConnect), where known */
  | { type: 'CONNECT_ERROR'; data: { message: string; connectorId?: string; code?: string } }
  /** a connected session stopped answering (SPEC status `stale`): the namespace, its connector and why */
  | { type: 'CONNECTION_STALE'; data: { namespace: string; connectorId: string; reason: string } }
  | { type: 'DISCONNECT_SUCCESS'; data: { namespace: string } }
  | { type: 'SWITCH_NETWORK'; data: { caipNetworkId: string } }
  | { type: 'SIGN_MESSAGE_SUCCESS' }
  | { type: 'SIWX_AUTH_SUCCESS'; data: { account: string } }
  | { type: 'SIWX_AUTH_ERROR'; data: { message: string } }
  | { type: 'SEND_SUCCESS'; data: { hash: string } }
  /** a swap's transaction was sent: the network (CAIP-2) and the two tokens' symbols */
  | { type: 'SWAP_SUCCESS'; data: { caipNetworkId: string; fromSymbol: string; toSymbol: string; hash: string } }

/** A function `subscribeEvents` calls with each LatchEvent. */
export type LatchEventListener = (event: LatchEvent) => void

/** the host app's events by default; the instance's own signals (signals.ts) ride on the same mechanism */
export interface Emitter<E = LatchEvent> {
  emit(event: E): void
  subscribe(listener: (event: E) => void): () => void
}

export function createEmitter<E = LatchEvent>(): Emitter<E> {
  const listeners = new Set<(event: E) => void>()
  return {
    emit(event) {
      for (const listener of listeners) listener(event)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
