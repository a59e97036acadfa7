// connect and disconnect (SPEC §2, §4): through an external wallet, a pairing link or the embedded wallet (AUTH);
// a newer attempt (a fresh pairing link) supersedes an older one, and a failure shows SPEC §8's text.
import type { Adapter } from '../adapter.ts'
import { DISCONNECT_WAIT_MS } from '../constants.ts'
import { isUserRejection, TEXTS } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { ConnectionActions } from '../latchApi.ts'
import { pushOrReplace, type ViewName } from '../modal/router.ts'
import { waitAtMost } from '../retry.ts'
import type { ChainNamespace, Connector } from '../types.ts'
import type { AccountEvents } from './accountEvents.ts'
import { getConnectedNamespaces, namespacesToDisconnect } from './connectedNamespaces.ts'
import { markConnectorDisconnected } from './disconnectedConnectors.ts'
import { addRecentWallet } from './recentWallets.ts'
import { STORAGE_KEYS } from '../storage.ts'

export interface ConnectionDeps {
  accounts: Pick<AccountEvents, 'onAccountChanged' | 'onDisconnected'>
  close(): void
  cancelPairingRefresh(): void
  /** after an AUTH connection: the preferred account type is asked of the frame */
  applyPreferredAccountType(namespace: ChainNamespace): Promise<void>
  /** after disconnecting the AUTH connector: the embedded login is forgotten */
  forgetLogin(): void
  /** a failed connection's provider message may name an alert (SPEC §8: pairing-provider errors) */
  providerError(error: unknown): void
}

export function createConnection(context: InstanceContext, deps: ConnectionDeps) {
  const { store, storage, emitter, options, account, adapterFor } = context
  const { accounts, close, cancelPairingRefresh, applyPreferredAccountType, forgetLogin, providerError } = deps
  let attempts = 0

  async function connect(connectorId: string): Promise<void> {
    const connector = store.getState().connectors.find((c) => c.id === connectorId)
    if (!connector) throw new Error(TEXTS.failedToConnect)
    // SPEC §8: a connector of a namespace without an adapter, or without a configured network
    const adapter = context.adapters.get(connector.chain)
    if (!adapter) throw new Error(TEXTS.connectExternalAdapterNotFound)
    if (context.networksOf(connector.chain).length === 0) throw new Error(TEXTS.connectorChainsUnsupported)
    emitter.emit({ type: 'SELECT_WALLET', data: { name: connector.name, connectorId } })
    // the embedded wallet keeps its own view (EmailLogin, ConnectingSocial) and its caller shows the error
    if (connector.type === 'AUTH') return connectAuth(connector, adapter)
    // a pairing connector shows its link as a QR code; any other waits on the wallet (SPEC §2)
    const current = store.getState().router.view
    const view: ViewName =
      connector.type !== 'WALLET_CONNECT'
        ? 'ConnectingExternal'
        : current === 'ConnectingWalletConnectBasic'
          ? current
          : 'ConnectingWalletConnect'
    const attempt = ++attempts
    cancelPairingRefresh()
    store.setState((state) => ({
      connectError: undefined,
      pairingUri: undefined,
      pairingExpiresAt: undefined,
      router: pushOrReplace(state.router, view, { connectorId }),
    }))
    try {
      await connectThrough(connector, adapter, attempt)
    } catch (error) {
      if (attempt !== attempts) return
      cancelPairingRefresh()
      store.setState({ connectError: connectFailed(error) })
    }
  }

  async function connectAuth(connector: Connector, adapter: Adapter) {
    const attempt = ++attempts
    cancelPairingRefresh()
    store.setState({ connectError: undefined, pairingUri: undefined, pairingExpiresAt: undefined })
    try {
      if (await connectThrough(connector, adapter, attempt)) void applyPreferredAccountType(connector.chain)
    } catch (error) {
      throw new Error(connectFailed(error), { cause: error })
    }
  }

  /** the adapter connects and the outcome is applied; false when a newer attempt (a fresh pairing link) took over */
  async function connectThrough(connector: Connector, adapter: Adapter, attempt: number): Promise<boolean> {
    const { activeNetwork } = store.getState()
    const network = activeNetwork.chainNamespace === connector.chain ? activeNetwork : undefined
    const result = await adapter.connect({ connectorId: connector.id, network })
    if (attempt !== attempts) return false
    cancelPairingRefresh()
    accounts.onAccountChanged(connector.chain, { ...result, connectorId: connector.id })
    rememberRecent(connector)
    emitter.emit({ type: 'CONNECT_SUCCESS', data: { connectorId: connector.id, namespace: connector.chain } })
    if (!store.getState().unsupportedNetwork) close()
    return true
  }

  /** the SPEC §8 text of a failed connection, reported as CONNECT_ERROR */
  function connectFailed(error: unknown): string {
    providerError(error)
    const message = isUserRejection(error) ? TEXTS.connectionRejected : TEXTS.failedToConnect
    emitter.emit({ type: 'CONNECT_ERROR', data: { message } })
    return message
  }

  function rememberRecent(connector: Connector) {
    const recent = addRecentWallet(store.getState().recentWallets, {
      id: connector.id,
      rdns: connector.info?.rdns,
      name: connector.name,
      imageUrl: connector.imageUrl,
    })
    store.setState({ recentWallets: recent })
    storage.setJson(STORAGE_KEYS.recentWallets, recent)
  }

  /** disconnects the active namespace, or every namespace for a connector that spans them (SPEC §4) */
  async function disconnect(): Promise<void> {
    const active = store.getState().activeNamespace
    const connectorId = account(active)?.connectorId
    const connector = store.getState().connectors.find((c) => c.id === connectorId)
    const namespaces = namespacesToDisconnect(connector?.type, active, getConnectedNamespaces(storage))
    for (const namespace of namespaces.length ? namespaces : [active]) {
      const id = account(namespace)?.connectorId
      try {
        // a wallet that never answers must not keep the visitor connected (SPEC §4: wait at most 3 s)
        await waitAtMost(adapterFor(namespace).disconnect({ connectorId: id }), DISCONNECT_WAIT_MS)
      } catch (error) {
        // SPEC §8: the toast says 'Failed to disconnect', the caller gets the cause
        store.setState({ toast: { message: TEXTS.failedToDisconnect, variant: 'error' } })
        const message = error instanceof Error ? error.message : String(error)
        throw new Error(TEXTS.failedToDisconnectChains(message), { cause: error })
      }
      if (id) markConnectorDisconnected(storage, namespace, id)
      accounts.onDisconnected(namespace)
    }
    // the frame's SIGN_OUT was sent by the adapter's connector and waited for, at most 3 s, above
    if (connector?.type === 'AUTH') forgetLogin()
    close()
  }

  const actions: ConnectionActions = {
    connect,
    disconnect,
    getProvider: (namespace = store.getState().activeNamespace) => adapterFor(namespace).getProvider(),
    preloadAdapters() {
      for (const adapter of context.adapters.values()) void adapter.preload?.()
    },
    connectView: {
      methodsOrder: options.connectMethodsOrder,
      walletTypeOrder: options.walletTypeOrder,
      excludeWalletIds: options.excludeWalletIds,
      featuredWalletIds: options.featuredWalletIds,
      includeWalletIds: options.includeWalletIds,
      customWallets: options.customWallets,
      socials: options.embeddedWallet?.socials,
    },
    isMobile: context.isMobile,
  }
  return actions
}
