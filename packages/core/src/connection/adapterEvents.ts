// Adapter events (SPEC §4) reach the instance through one typed handler per event: no casts, and a new event
// cannot be added to AdapterEvents without its handler.
import type { AdapterEmit, AdapterEventName, AdapterEvents } from '../adapter.ts'
import type { ChainNamespace } from '../types.ts'
import type { AccountEvents } from './accountEvents.ts'

export type AdapterEventHandlers = {
  [E in AdapterEventName]: (namespace: ChainNamespace, payload: AdapterEvents[E]) => void
}

export interface AdapterEventDeps {
  accounts: AccountEvents
  /** the wallet moved to another chain (an unknown one becomes the unsupported network) */
  setActiveNetwork(namespace: ChainNamespace, chainId: number | string): void
  /** a namespace beside the active one follows its wallet's chain without taking over */
  followNetwork(namespace: ChainNamespace, chainId: number | string): void
  /** the active namespace */
  activeNamespace(): ChainNamespace
  /** a pairing link to show (the pairing feature refreshes it) */
  onPairingUri(event: AdapterEvents['pairingUri']): void
  /** a provider that could not start (SPEC §8) */
  providerInitFailed(error: unknown): void
}

/** account changes, network switches, disconnects and connection lists drive the instance (SPEC §4) */
export function adapterEventHandlers(deps: AdapterEventDeps): AdapterEventHandlers {
  const { accounts, setActiveNetwork, followNetwork, onPairingUri, activeNamespace, providerInitFailed } = deps
  return {
    accountChanged: (namespace, event) => accounts.onWalletAccount(namespace, event),
    switchNetwork: (namespace, { chainId }) =>
      (namespace === activeNamespace() ? setActiveNetwork : followNetwork)(namespace, chainId),
    disconnect: (namespace, { reason }) => accounts.onAdapterDisconnect(namespace, reason),
    health: (namespace, report) => accounts.onHealth(namespace, report),
    connectors: (namespace, { connectors }) => accounts.setConnectors(namespace, connectors),
    connections: (namespace, { connections }) => accounts.setConnections(namespace, connections),
    pairingUri: (_namespace, event) => onPairingUri(event),
    providerInitFailed: (_namespace, { error }) => providerInitFailed(error),
  }
}

/** the emit an adapter of this namespace is given */
export function adapterEmit(handlers: AdapterEventHandlers, namespace: ChainNamespace): AdapterEmit {
  return (event, payload) => handlers[event](namespace, payload)
}
