// What a feature tells one built after it, where it needs that later feature: the modal closing, a pairing link
// running out, a connection through the embedded wallet made or ended. The instance's own: the dApp's events are
// events.ts. Listeners run at once, in the order they were added, so the sender's next step sees their effects.
import type { ChainNamespace } from '../types.ts'
import { createEmitter } from './events.ts'

export type InstanceSignal =
  /** settled: an approval just finished, so nothing pending is rejected */
  | { type: 'modalClosing'; settled: boolean }
  /** the pairing link shown for this connector is about to expire: a fresh one is a new connect (SPEC §4) */
  | { type: 'pairingLinkExpiring'; connectorId: string }
  /** a connection through the AUTH connector was applied in this namespace */
  | { type: 'authConnected'; namespace: ChainNamespace }
  /** the AUTH connector's namespaces were disconnected */
  | { type: 'authDisconnected' }

export type InstanceSignalType = InstanceSignal['type']
export type SignalListener<T extends InstanceSignalType> = (signal: Extract<InstanceSignal, { type: T }>) => void

export interface Signals {
  emit(signal: InstanceSignal): void
  /** returns the removal */
  on<T extends InstanceSignalType>(type: T, listener: SignalListener<T>): () => void
}

export function createSignals(): Signals {
  const emitter = createEmitter<InstanceSignal>()
  return {
    emit: emitter.emit,
    on: (type, listener) =>
      emitter.subscribe((signal) => {
        if (signal.type === type) (listener as (signal: InstanceSignal) => void)(signal)
      }),
  }
}
