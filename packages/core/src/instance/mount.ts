// The features' half of mount(): adapters set up (discovery, reconnect), a social redirect resumed, the cloud client
// started when idle, over the statuses the instance restored from storage at first paint (restore.ts).
import { adapterEmit, type AdapterEventHandlers } from '../connection/adapterEvents.ts'
import { isConnectorMarkedDisconnected } from '../connection/disconnectedConnectors.ts'
import { type EmbeddedFrame, isAuthConnector } from '../embedded/types.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import type { ChainNamespace, ConnectionStatus } from '../types.ts'
import type { InstanceContext } from './context.ts'

export interface MountDeps {
  handlers: AdapterEventHandlers
  /** the embedded wallet's shared frame load, handed to adapters; absent without an embedded wallet */
  embeddedFrame?: () => Promise<EmbeddedFrame>
  /** the session check of namespaces restored through the AUTH connector, and a redirected social login */
  restoreEmbedded(authNamespaces: ChainNamespace[]): void
  /** starts the cloud client once the page is idle */
  startCloud(): void
  /** the browser's languages and its colour-scheme changes, where the app set neither */
  readBrowserPreferences(): void
}

export function createMount(
  context: InstanceContext,
  deps: MountDeps,
): (statuses: Record<ChainNamespace, ConnectionStatus>) => Promise<void> | undefined {
  return function mount(statuses) {
    const { storage, adapters } = context
    const lastConnectorIds = storage.getJson<Record<string, string>>(FEATURE_STORAGE_KEYS.connectedConnectorIds, {})
    const authNamespaces: ChainNamespace[] = []
    // an adapter's setup may load first (its discovery): actions wait until every one has run
    const setups: (void | Promise<void>)[] = []
    for (const [namespace, adapter] of adapters) {
      const lastConnectorId = lastConnectorIds[namespace]
      const restoring = statuses[namespace] === 'connecting'
      if (deps.embeddedFrame && restoring && isAuthConnector(lastConnectorId)) authNamespaces.push(namespace)
      const setup = adapter.setup({
        ...(deps.embeddedFrame ? { embedded: deps.embeddedFrame } : {}),
        networks: context.networksOf(namespace),
        allNetworks: context.networks,
        shared: context.shared,
        ...(restoring && lastConnectorId ? { lastConnectorId } : {}),
        isMobile: context.isMobile,
        // a connector the visitor disconnected is not reconnected on load (SPEC §4)
        shouldReconnect:
          restoring && !(lastConnectorId && isConnectorMarkedDisconnected(storage, namespace, lastConnectorId)),
        // the same mark read when the wallet speaks: one rule for every kind of wallet
        disconnectedByVisitor: (connectorId) => isConnectorMarkedDisconnected(storage, namespace, connectorId),
        emit: adapterEmit(deps.handlers, namespace),
      })
      setups.push(setup)
    }
    deps.readBrowserPreferences()
    context.emitter.emit({ type: 'INITIALIZE' })
    deps.restoreEmbedded(authNamespaces)
    deps.startCloud()
    // undefined: every adapter is set up already
    return setups.some((setup) => setup instanceof Promise) ? Promise.all(setups).then(() => undefined) : undefined
  }
}
