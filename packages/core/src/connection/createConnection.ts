// connect and disconnect (SPEC §2, §4): through an external wallet, a pairing link or the embedded wallet (AUTH);
// a newer attempt (a fresh pairing link) supersedes an older one, and a failure shows SPEC §8's text.
import { connectViewSettings } from './connectViewSettings.ts'
import type { Adapter } from '../adapter.ts'
import { DISCONNECT_WAIT_MS } from '../constants.ts'
import { isUserRejection } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { ConnectionActions } from '../latchApi.ts'
import { pushOrReplace, type RouteData, type ViewName } from '../modal/router.ts'
import { waitAtMost } from '../retry.ts'
import type { ChainNamespace, Connector, Network } from '../types.ts'
import type { AccountEvents } from './accountEvents.ts'
import { connectorForNamespace, findConnector, spansNamespaces } from './multiChain.ts'
import { getConnectedNamespaces, namespacesToDisconnect } from './connectedNamespaces.ts'
import { markConnectorDisconnected } from './disconnectedConnectors.ts'
import { addRecentWallet } from './recentWallets.ts'
import { connectCatalogueWallet } from './connectWallet.ts'
import { STORAGE_KEYS } from '../storage.ts'
import { ChainNotSupportedError, ConfigurationError, ConnectionError, UserRejectedError } from '../errors/classes.ts'
import { coreToast } from '../modal/coreToast.ts'

export interface ConnectionDeps {
  accounts: Pick<AccountEvents, 'onAccountChanged' | 'onDisconnected'>
  /** the namespace becomes the active one, on this chain */
  setActiveNetwork(namespace: ChainNamespace, chainId: number | string): void
  fetchBalance(): Promise<void>
  close(): void
  cancelPairingRefresh(): void
  /** a failed connection's provider message may name an alert (SPEC §8: pairing-provider errors) */
  providerError(error: unknown): void
  /** the modal stays open after a connection while another step needs it (sign in with X, R-2.14) */
  keepOpen?(): boolean
}

export function createConnection(context: InstanceContext, deps: ConnectionDeps) {
  const { store, storage, emitter, signals, options, account, adapterFor } = context
  const { accounts, close, cancelPairingRefresh, providerError } = deps
  let attempts = 0

  /** `route`: what the connecting view shows beside the connector's own data (the catalogue wallet picked) */
  async function connect(connectorId: string, namespace?: ChainNamespace, route: RouteData = {}): Promise<void> {
    // a MULTI_CHAIN wallet connects in the namespace asked for, else the active one's, else its first
    const { connectors, activeNamespace } = store.getState()
    const connector =
      findConnector(connectors, connectorId, namespace ?? activeNamespace) ??
      (namespace ? undefined : findConnector(connectors, connectorId))
    if (!connector) throw new ConnectionError('FailedToConnect')
    // SPEC §8: a connector of a namespace without an adapter, or without a configured network
    const adapter = context.adapters.get(connector.chain)
    if (!adapter) throw new ConfigurationError('ConnectExternalAdapterNotFound')
    if (context.networksOf(connector.chain).length === 0) throw new ChainNotSupportedError('ConnectorChainsUnsupported')
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
      connectingConnectorId: connector.id,
      pairingUri: undefined,
      pairingExpiresAt: undefined,
      router: pushOrReplace(state.router, view, {
        // a fresh pairing link, or Try again, keeps the catalogue wallet the view is for
        ...(state.router.view === view && state.router.data.connectorId === connector.id && state.router.data.wallet
          ? { wallet: state.router.data.wallet }
          : {}),
        ...route,
        connectorId: connector.id,
        ...switchTarget(state.router.data, connector),
      }),
    }))
    try {
      await connectThrough(connector, adapter, attempt)
    } catch (error) {
      if (attempt !== attempts) return
      cancelPairingRefresh()
      store.setState({ connectError: connectFailed(error, connector) })
    }
  }

  async function connectAuth(connector: Connector, adapter: Adapter) {
    const attempt = ++attempts
    cancelPairingRefresh()
    store.setState({
      connectError: undefined,
      connectingConnectorId: connector.id,
      pairingUri: undefined,
      pairingExpiresAt: undefined,
    })
    try {
      // the embedded wallet (built later) asks its frame for the preferred account type
      if (await connectThrough(connector, adapter, attempt))
        signals.emit({ type: 'authConnected', namespace: connector.chain })
    } catch (error) {
      throw connectFailed(error, connector)
    }
  }

  /** the network SwitchActiveChain asked a wallet for, kept in the route while the wallet connects */
  const switchTargetOf = (data: RouteData) =>
    data.network && context.networks.find((network) => network.caipNetworkId === data.network?.caipNetworkId)
  function switchTarget(data: RouteData, connector: Connector): RouteData {
    const wanted = switchTargetOf(data)
    return wanted && (wanted.chainNamespace === connector.chain || spansNamespaces(connector))
      ? { network: data.network }
      : {}
  }

  /** the network a connection in this namespace starts on: the active one, or the one SwitchActiveChain names */
  function networkFor(namespace: ChainNamespace): Network | undefined {
    const { activeNetwork, router } = store.getState()
    if (activeNetwork.chainNamespace === namespace) return activeNetwork
    return context.networks.find(
      (network) => network.caipNetworkId === router.data.network?.caipNetworkId && network.chainNamespace === namespace,
    )
  }

  /** the adapter connects and the outcome is applied; false when a newer attempt (a fresh pairing link) took over */
  async function connectThrough(connector: Connector, adapter: Adapter, attempt: number): Promise<boolean> {
    // after a spanning connection the visitor lands on the network SwitchActiveChain was for, else where they were
    const wasOn = switchTargetOf(store.getState().router.data) ?? store.getState().activeNetwork
    const result = await adapter.connect({ connectorId: connector.id, network: networkFor(connector.chain) })
    if (attempt !== attempts) return false
    cancelPairingRefresh()
    accounts.onAccountChanged(connector.chain, { ...result, connectorId: connector.id })
    rememberRecent(connector)
    emitter.emit({ type: 'CONNECT_SUCCESS', data: { connectorId: connector.id, namespace: connector.chain } })
    // one sign-in or pairing session covers every namespace it has accounts in; the visitor stays on
    // the namespace they were on when it is among them
    if (spansNamespaces(connector)) {
      await syncOtherNamespaces(connector)
      if (wasOn.chainNamespace !== connector.chain && account(wasOn.chainNamespace)?.status === 'connected')
        onNamespaceConnected(wasOn)
    }
    if (!store.getState().unsupportedNetwork && !deps.keepOpen?.()) close()
    return true
  }

  /** the other namespaces the spanning connector has accounts in, connected beside the active one */
  async function syncOtherNamespaces(connector: Connector) {
    for (const [namespace, other] of context.adapters) {
      if (namespace === connector.chain || account(namespace)?.status === 'connected') continue
      const network = context.networksOf(namespace)[0]
      try {
        const result = await other.connect({ connectorId: connector.id, network })
        accounts.onAccountChanged(namespace, { ...result, connectorId: connector.id }, { activate: false })
      } catch {
        // the wallet has no account in this namespace: SwitchActiveChain asks for one when the visitor goes there
      }
    }
  }

  /** the namespace the switch was for becomes the active one (its network, its wallet, its balance) */
  function onNamespaceConnected(network: Network) {
    deps.setActiveNetwork(network.chainNamespace, network.id)
    void deps.fetchBalance()
  }

  /** the namespace connects through the wallet behind the active connection, on this network; false
   * when that wallet does not speak the namespace (SwitchActiveChain then asks for another) */
  async function connectAlongside(namespace: ChainNamespace, network: Network): Promise<boolean> {
    const { connectors, activeNamespace } = store.getState()
    const connector = connectorForNamespace(connectors, account(activeNamespace)?.connectorId, namespace)
    if (!connector) return false
    try {
      const result = await adapterFor(namespace).connect({ connectorId: connector.id, network })
      accounts.onAccountChanged(namespace, { ...result, connectorId: connector.id })
    } catch (error) {
      // a sign-in or pairing session without this namespace is not a failure: another wallet is asked for
      if (spansNamespaces(connector) && !isUserRejection(error)) return false
      throw error
    }
    emitter.emit({ type: 'CONNECT_SUCCESS', data: { connectorId: connector.id, namespace } })
    onNamespaceConnected(network)
    return true
  }

  /** the SPEC §8 text of a failed connection, reported as CONNECT_ERROR */
  /** a wallet's refusal (4001, 5000) is the visitor's rejection; anything else a failed connection */
  function connectFailed(error: unknown, connector: Connector): UserRejectedError | ConnectionError {
    providerError(error)
    const failure = isUserRejection(error)
      ? new UserRejectedError('ConnectionRejected', { cause: error })
      : new ConnectionError('FailedToConnect', { cause: error })
    emitter.emit({
      type: 'CONNECT_ERROR',
      data: { message: failure.message, connectorId: connector.id, code: failure.code },
    })
    return failure
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
    const connector = findConnector(store.getState().connectors, connectorId)
    // a spanning connector disconnects every namespace it connected; one another wallet connected stays
    const namespaces = namespacesToDisconnect(connector?.type, active, getConnectedNamespaces(storage)).filter(
      (namespace) => namespace === active || account(namespace)?.connectorId === connectorId,
    )
    // the active namespace last: disconnecting it first would make another still-connected one active
    const ordered = namespaces.length
      ? [...namespaces.filter((n) => n !== active), ...namespaces.filter((n) => n === active)]
      : [active]
    for (const namespace of ordered) {
      const id = account(namespace)?.connectorId
      try {
        // a wallet that never answers must not keep the visitor connected (SPEC §4: wait at most 3 s)
        await waitAtMost(adapterFor(namespace).disconnect({ connectorId: id }), DISCONNECT_WAIT_MS)
      } catch (error) {
        // SPEC §8: the toast says 'Failed to disconnect', the caller gets the cause
        store.setState({ toast: coreToast('failedToDisconnect', 'error') })
        const message = error instanceof Error ? error.message : String(error)
        throw new ConnectionError('FailedToDisconnectChains', { params: { reason: message }, cause: error })
      }
      if (id) markConnectorDisconnected(storage, namespace, id)
      accounts.onDisconnected(namespace)
    }
    // the frame's SIGN_OUT was sent by the adapter's connector and waited for, at most 3 s, above
    // the embedded wallet (built later) forgets its login data (SPEC §4)
    if (connector?.type === 'AUTH') signals.emit({ type: 'authDisconnected' })
    close()
  }

  // disconnect is the dApp's once the sign-in sessions are revoked first (createSignedInFeatures.ts)
  const actions: Omit<ConnectionActions, 'disconnect'> = {
    connect: (connectorId, namespace) => connect(connectorId, namespace),
    connectWallet: (wallet) => connectCatalogueWallet(store, wallet, connect),
    getProvider: (namespace = store.getState().activeNamespace) => adapterFor(namespace).getProvider(),
    preloadAdapters() {
      for (const adapter of context.adapters.values()) void adapter.preload?.()
    },
    connectView: connectViewSettings(options),
    isMobile: context.isMobile,
  }
  return { actions, disconnect, connectAlongside }
}
