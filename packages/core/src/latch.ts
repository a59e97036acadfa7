// One modal instance: its store, router, connections and the actions the UI calls.
import { DEFAULT_ACCOUNT_TYPES, setPreferredAccountType } from './accountTypes.ts'
import type { Adapter, AdapterEvents, Balance } from './adapter.ts'
import { caipNetworkIdOf, toCaipAddress } from './caip.ts'
import type { WalletCatalogue } from './catalogue.ts'
import { clearAddressCache, createCaches } from './caches.ts'
import type { CloudClient } from './cloud/client.ts'
import { localFeatures, type RemoteFeatureValues } from './cloud/featureDefaults.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from './cloud/sdk.ts'
import { emptyCloudState } from './cloud/types.ts'
import { addConnectedNamespace, getConnectedNamespaces, namespacesToDisconnect, removeConnectedNamespace } from './connectedNamespaces.ts'
import { dedupeAccounts, saveConnection } from './connections.ts'
import { startConnectionStatuses, statusAfterSessionCheck, storeConnectionStatus } from './connectionStatus.ts'
import { BALANCE_RETRY_MS, DISCONNECT_WAIT_MS, UNSUPPORTED_NETWORK_NAME } from './constants.ts'
import { isConnectorMarkedDisconnected, markConnectorDisconnected, unmarkConnectorDisconnected } from './disconnectedConnectors.ts'
import { ALERTS, type AlertCode, isUserRejection, TEXTS } from './errors.ts'
import type { EmbeddedController } from './embedded/controller.ts'
import { embeddedAccountFields, storedLogin } from './embedded/loginData.ts'
import { AUTH_CONNECTOR_ID, type EmbeddedRect, type EmbeddedWallet, type SocialLogin } from './embedded/types.ts'
import { createEmitter, type LatchEventListener } from './events.ts'
import { parseUnits } from './format.ts'
import { type DeepLinkChoice, getDeepLinkChoice, schedulePairingRefresh, storeDeepLinkChoice } from './pairing.ts'
import { addRecentWallet } from './recentWallets.ts'
import { waitAtMost } from './retry.ts'
import { goBack, initialRouter, push, pushOrReplace, type RouteData, type ViewName } from './router.ts'
import { disconnectedAccount, type LatchState } from './state.ts'
import { createSafeStorage, defaultStorage, STORAGE_KEYS, type StorageLike } from './storage.ts'
import { createStore } from './store.ts'
import { resolveThemeMode, systemPrefersDark, themeVariablesWithDefaults } from './theme.ts'
import type {
  AccountType,
  CaipNetworkId,
  ChainNamespace,
  ConnectMethod,
  Connector,
  Metadata,
  Network,
  RecentWallet,
  ThemeMode,
  ThemeVariables,
  TokenBalance,
  WalletGroup,
} from './types.ts'
import { sendFormError } from './validators.ts'

export interface LatchOptions {
  adapters: Adapter[]
  networks: readonly [Network, ...Network[]]
  defaultNetwork?: Network
  projectId?: string
  metadata?: Metadata
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** restore the last connection on load; default true */
  enableReconnect?: boolean
  storage?: StorageLike
  /** fungible tokens to list in the Account view and offer in Send, per network */
  tokens?: Partial<Record<CaipNetworkId, { address: string; symbol?: string }[]>>
  connectMethodsOrder?: ConnectMethod[]
  walletTypeOrder?: WalletGroup[]
  /** the wallets AllWallets pages through; without it only discovered wallets are listed */
  catalogue?: WalletCatalogue
  /** rdns or names of wallets never to list */
  excludeWalletIds?: string[]
  /** defaults to a user-agent check */
  isMobile?: () => boolean
  /** sign-in options; setting both is a configuration error (SPEC §5) */
  siweConfig?: unknown
  siwx?: unknown
  /** the Latch cloud (apps/cloud) serving catalogue, features, analytics and blockchain data; needs projectId */
  cloudUrl?: string
  /** the `st` parameter of cloud calls (SPEC §7); default 'latch-react' */
  sdkType?: string
  /** false turns analytics and error reports off (SPEC §9) */
  analytics?: boolean
  /** local remote-feature settings; the project's configuration wins over them (SPEC §4) */
  features?: Partial<RemoteFeatureValues>
  /** show identity names on testnets too (R-3.27 keeps them to mainnets; see cloud/identity.ts) */
  identityOnTestnets?: boolean
  /** email and social login through a frame (`embeddedWallet` from @latch/frame); lists the AUTH connector */
  embeddedWallet?: EmbeddedWallet
}

export interface SendRequest {
  receiver: string
  amount: string
  /** undefined for the native coin; a configured token address otherwise */
  token?: { address?: string; symbol: string; decimals: number }
}

export type Latch = ReturnType<typeof createLatch>

/** the connector core lists when an embedded wallet is configured (docs/contracts/embedded.md) */
const AUTH_CONNECTOR: Connector = { id: AUTH_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'eip155' }
const isAuth = (connectorId: string | undefined) => connectorId === AUTH_CONNECTOR_ID

/** after the current task and any pending paint: requestIdleCallback where there is one */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 })
  else setTimeout(run, 0)
}

const defaultIsMobile = () =>
  typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)

export function createLatch(options: LatchOptions) {
  if (options.siweConfig && options.siwx) throw new Error(TEXTS.siwxConflict)
  if (!options.networks?.length) throw new Error('At least one network is required')

  const storage = createSafeStorage(options.storage ?? defaultStorage())
  const emitter = createEmitter()
  const networks = options.networks
  const adapters = new Map<ChainNamespace, Adapter>(options.adapters.map((adapter) => [adapter.namespace, adapter]))
  const reconnect = options.enableReconnect ?? true
  const isMobile = options.isMobile ?? defaultIsMobile

  const caches = createCaches(storage)
  const startStatuses = startConnectionStatuses(storage, [...adapters.keys()], { reconnect })
  const storedNetworkId = storage.get(STORAGE_KEYS.activeCaipNetworkId)
  const firstNetwork =
    networks.find((network) => network.caipNetworkId === storedNetworkId) ?? options.defaultNetwork ?? networks[0]

  const store = createStore<LatchState>({
    open: false,
    router: initialRouter(),
    themeMode: resolveThemeMode(options.themeMode, systemPrefersDark()),
    themeVariables: themeVariablesWithDefaults(options.themeVariables),
    networks,
    activeNamespace: firstNetwork.chainNamespace,
    activeNetwork: firstNetwork,
    unsupportedNetwork: false,
    accounts: Object.fromEntries(
      Object.entries(startStatuses).map(([namespace, status]) => [namespace, { ...disconnectedAccount(), status }]),
    ),
    connections: {},
    connectors: options.embeddedWallet ? [AUTH_CONNECTOR] : [],
    recentWallets: storage.getJson<RecentWallet[]>(STORAGE_KEYS.recentWallets, []),
    tokenBalances: [],
    loading: false,
    features: localFeatures(options.features),
    cloud: emptyCloudState(),
    embedded: { approving: false, ...(options.embeddedWallet ? storedLogin(storage) : {}) },
  })
  let balanceRetryAt = 0
  let connectAttempt = 0
  let cancelPairingRefresh = () => {}
  const embedded: EmbeddedController | undefined = options.embeddedWallet
    ? options.embeddedWallet.createController({
        wallet: options.embeddedWallet,
        storage,
        store,
        loadOptions: () => {
          if (!options.projectId) return undefined
          const network = store.getState().activeNetwork
          return {
            projectId: options.projectId,
            chainId: network.chainNamespace === 'eip155' ? network.id : undefined,
            rpcUrl: network.rpcUrls.default.http[0],
          }
        },
        dappData: () => ({
          ...(options.metadata ? { metadata: options.metadata } : {}),
          sdkVersion: SDK_VERSION,
          sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
          projectId: options.projectId ?? '',
        }),
        theme: () => ({
          themeMode: store.getState().themeMode,
          themeVariables: Object.fromEntries(Object.entries(store.getState().themeVariables).filter(([, value]) => value !== undefined)),
        }),
        connectAuth: () => connect(AUTH_CONNECTOR_ID),
        show(view, data) {
          const state = store.getState()
          if (!state.open) openView(view, data)
          else store.setState({ router: pushOrReplace(state.router, view, data) })
        },
        openApproval: () => openView('ApproveTransaction'),
        open: () => open(),
        closeSettled: () => closeModal({ settled: true }),
        back: () => back(),
        refreshBalance: () => void fetchBalance({ force: true }),
        resetAuth,
      })
    : undefined

  /** without a working frame the AUTH connection is dropped and the modal starts again at Connect */
  function resetAuth() {
    const stored = storage.getJson<Record<string, string>>(STORAGE_KEYS.connectedConnectorIds, {})
    for (const [namespace, current] of Object.entries(store.getState().accounts) as [ChainNamespace, LatchState['accounts'][ChainNamespace]][]) {
      const viaAuth = isAuth(current?.connectorId) || (current?.status === 'connecting' && isAuth(stored[namespace]))
      if (viaAuth && current?.status !== 'disconnected') onDisconnected(namespace)
    }
    if (store.getState().open) store.setState({ router: initialRouter('Connect'), connectError: undefined })
  }

  /** shows the link; a fresh one is requested when under 10 s of its 4 minutes remain (SPEC §4) */
  function onPairingUri(event: AdapterEvents['pairingUri']) {
    cancelPairingRefresh()
    const connectorId = store.getState().router.data.connectorId
    store.setState({ pairingUri: event.uri, pairingExpiresAt: event.expiresAt })
    cancelPairingRefresh = schedulePairingRefresh(event.expiresAt, () => {
      const state = store.getState()
      const showing = state.router.view === 'ConnectingWalletConnect' || state.router.view === 'ConnectingWalletConnectBasic'
      if (state.open && showing && !state.connectError && connectorId)
        void connect(connectorId)
    })
  }

  // the cloud client is its own chunk, loaded after createLatch returns (never before the first paint)
  let cloudClient: Promise<CloudClient> | undefined
  function cloud(): Promise<CloudClient> {
    const cloudUrl = options.cloudUrl
    if (!cloudUrl) return Promise.reject(new Error('No cloudUrl is configured'))
    cloudClient ??= import('./cloud/client.ts').then(({ startCloudClient }) =>
      startCloudClient({
        options: { ...options, cloudUrl },
        getState: store.getState,
        setState: store.setState,
        caches,
        showAlert,
        subscribeEvents: emitter.subscribe,
        page: {
          origin: typeof location === 'undefined' ? '' : location.origin,
          url: typeof location === 'undefined' ? '' : location.href,
          domain: typeof location === 'undefined' ? '' : location.hostname,
        },
      }),
    )
    return cloudClient
  }
  /** AllWallets pages through the app's catalogue, else the cloud's (GET /getWallets) */
  const catalogue: WalletCatalogue | undefined =
    options.catalogue ??
    (options.cloudUrl
      ? {
          async getWallets(request) {
            const client = await cloud()
            if (!client.catalogue) throw new Error('Project ID Missing')
            return client.catalogue.getWallets(request)
          },
        }
      : undefined)

  const account = (namespace = store.getState().activeNamespace) => store.getState().accounts[namespace]
  const isConnected = () => account()?.status === 'connected' && Boolean(account()?.address)

  function adapterFor(namespace: ChainNamespace): Adapter {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new Error(TEXTS.adapterNotFound)
    return adapter
  }

  function networkOf(namespace: ChainNamespace, chainId: number | string): Network | undefined {
    return networks.find((network) => network.caipNetworkId === caipNetworkIdOf(namespace, chainId))
  }

  function unsupportedNetworkFor(namespace: ChainNamespace, chainId: number | string): Network {
    const base = store.getState().activeNetwork
    return {
      ...base,
      id: chainId,
      caipNetworkId: caipNetworkIdOf(namespace, chainId),
      name: UNSUPPORTED_NETWORK_NAME,
      chainNamespace: namespace,
    }
  }

  function showAlert(code: AlertCode) {
    store.setState({ alert: ALERTS[code] })
  }

  function setActiveNetwork(namespace: ChainNamespace, chainId: number | string) {
    const network = networkOf(namespace, chainId)
    const current = account(namespace)
    if (current?.address) {
      const caipAddress = toCaipAddress({ caipNetworkId: caipNetworkIdOf(namespace, chainId) }, current.address)
      store.setState((state) => ({ accounts: { ...state.accounts, [namespace]: { ...current, caipAddress } } }))
    }
    if (!network) {
      store.setState({
        activeNetwork: unsupportedNetworkFor(namespace, chainId),
        activeNamespace: namespace,
        unsupportedNetwork: true,
        balance: undefined,
        tokenBalances: [],
      })
      if (isConnected()) openView('UnsupportedChain')
      return
    }
    const wasUnsupported = store.getState().unsupportedNetwork
    store.setState({ activeNetwork: network, activeNamespace: namespace, unsupportedNetwork: false })
    storage.set(STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
    storage.set(STORAGE_KEYS.activeNamespace, namespace)
    emitter.emit({ type: 'SWITCH_NETWORK', data: { caipNetworkId: network.caipNetworkId } })
    if (wasUnsupported && store.getState().router.view === 'UnsupportedChain') close()
  }

  function onAccountChanged(namespace: ChainNamespace, event: AdapterEvents['accountChanged']) {
    const connector = store.getState().connectors.find((c) => c.id === event.connectorId)
    store.setState((state) => ({
      accounts: {
        ...state.accounts,
        [namespace]: {
          status: 'connected',
          address: event.address,
          caipAddress: toCaipAddress({ caipNetworkId: caipNetworkIdOf(namespace, event.chainId) }, event.address),
          allAccounts: dedupeAccounts(event.accounts.map((address) => ({ address, type: 'eoa' as const }))),
          connectorId: event.connectorId,
          ...(isAuth(event.connectorId)
            ? embeddedAccountFields(state.embedded, state.accounts[namespace]?.accountType)
            : {}),
        },
      },
      connections: {
        ...state.connections,
        [namespace]: saveConnection(state.connections[namespace] ?? [], {
          connectorId: event.connectorId,
          accounts: event.accounts.map((address) => ({ address })),
        }),
      },
      connectedWalletInfo: connector
        ? {
            name: connector.name,
            icon: connector.imageUrl,
            identifier: connector.info?.rdns,
            ...(isAuth(connector.id) && state.embedded.socialProvider ? { social: state.embedded.socialProvider } : {}),
          }
        : state.connectedWalletInfo,
      activeNamespace: namespace,
    }))
    storeConnectionStatus(storage, 'connected')
    addConnectedNamespace(storage, namespace)
    storage.setJson(STORAGE_KEYS.connectedConnectorIds, {
      ...storage.getJson<Record<string, string>>(STORAGE_KEYS.connectedConnectorIds, {}),
      [namespace]: event.connectorId,
    })
    unmarkConnectorDisconnected(storage, namespace, event.connectorId)
    setActiveNetwork(namespace, event.chainId)
    void fetchBalance()
  }

  function onDisconnected(namespace: ChainNamespace) {
    store.setState((state) => ({
      accounts: { ...state.accounts, [namespace]: disconnectedAccount() },
      connections: { ...state.connections, [namespace]: [] },
      balance: undefined,
      tokenBalances: [],
      unsupportedNetwork: false,
    }))
    const remaining = removeConnectedNamespace(storage, namespace)
    if (remaining.length === 0) {
      storeConnectionStatus(storage, 'disconnected')
      clearAddressCache(storage)
    }
    emitter.emit({ type: 'DISCONNECT_SUCCESS', data: { namespace } })
  }

  function setConnectors(namespace: ChainNamespace, connectors: Connector[]) {
    store.setState((state) => ({
      // core lists the AUTH connector itself; adapters do not
      connectors: [
        ...state.connectors.filter((c) => c.chain !== namespace || c.type === 'AUTH'),
        ...connectors.filter((c) => c.type !== 'AUTH'),
      ],
    }))
  }

  function openView(view: ViewName, data: RouteData = {}) {
    const state = store.getState()
    if (!state.open) {
      store.setState({ open: true, router: { ...initialRouter(view), data } })
      emitter.emit({ type: 'MODAL_OPEN', data: { connected: isConnected() } })
    } else {
      store.setState({ router: push(state.router, view, data) })
    }
  }

  /** loads the adapters' heavy parts ahead of a connect; the UI calls it once the modal has painted */
  function preloadAdapters() {
    for (const adapter of adapters.values()) void adapter.preload?.()
  }

  /** the frame takes its load plus 500 ms after ready; the email field starts it while the visitor types.
   * Not on open: Chromium dropped the frame's READY when a social click opened its pop-up during the frame's load */
  function preloadEmbeddedWallet() {
    if (embedded && !isConnected()) void embedded.frame().catch(() => undefined)
  }

  function open(parameters: { view?: ViewName; data?: RouteData } = {}) {
    const state = store.getState()
    const connectedView = state.unsupportedNetwork ? 'UnsupportedChain' : 'Account'
    const view = parameters.view ?? (isConnected() ? connectedView : 'Connect')
    if (state.open) {
      store.setState({ router: push(state.router, view, parameters.data) })
      return
    }
    openView(view, parameters.data)
  }

  function close() {
    closeModal({ settled: false })
  }

  /** settled: an approval just finished, so nothing pending is rejected */
  function closeModal({ settled }: { settled: boolean }) {
    if (!store.getState().open) return
    embedded?.onClose({ settled })
    cancelPairingRefresh()
    store.setState({
      open: false,
      router: initialRouter('Connect'),
      pairingUri: undefined,
      pairingExpiresAt: undefined,
      connectError: undefined,
    })
    emitter.emit({ type: 'MODAL_CLOSE', data: { connected: isConnected() } })
  }

  function back() {
    const previous = goBack(store.getState().router)
    if (!previous) close()
    else store.setState({ router: previous, connectError: undefined })
  }

  function navigate(view: ViewName, data?: RouteData) {
    store.setState((state) => ({ router: push(state.router, view, data) }))
  }

  async function connect(connectorId: string) {
    const connector = store.getState().connectors.find((c) => c.id === connectorId)
    if (!connector) throw new Error(TEXTS.failedToConnect)
    const adapter = adapterFor(connector.chain)
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
    const attempt = ++connectAttempt
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
      if (attempt !== connectAttempt) return
      cancelPairingRefresh()
      store.setState({ connectError: connectFailed(error) })
    }
  }

  async function connectAuth(connector: Connector, adapter: Adapter) {
    const attempt = ++connectAttempt
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
    if (attempt !== connectAttempt) return false
    cancelPairingRefresh()
    onAccountChanged(connector.chain, { ...result, connectorId: connector.id })
    rememberRecent(connector)
    emitter.emit({ type: 'CONNECT_SUCCESS', data: { connectorId: connector.id, namespace: connector.chain } })
    if (!store.getState().unsupportedNetwork) close()
    return true
  }

  /** the SPEC §8 text of a failed connection, reported as CONNECT_ERROR */
  function connectFailed(error: unknown): string {
    const message = isUserRejection(error) ? TEXTS.connectionRejected : TEXTS.failedToConnect
    emitter.emit({ type: 'CONNECT_ERROR', data: { message } })
    return message
  }

  /** the preferred account type is asked of the frame; a refusal leaves the account an eoa */
  async function applyPreferredAccountType(namespace: ChainNamespace) {
    const preferred =
      storage.getJson<Partial<Record<ChainNamespace, AccountType>>>(STORAGE_KEYS.preferredAccountTypes, {})[namespace] ??
      DEFAULT_ACCOUNT_TYPES[namespace] ??
      'eoa'
    const frame = embedded?.loaded
    if (!frame || preferred === 'eoa') return
    const accountType = await setPreferredAccountType((type) => frame.request('SET_PREFERRED_ACCOUNT', { type }), preferred)
    const current = account(namespace)
    if (current && isAuth(current.connectorId))
      store.setState((state) => ({ accounts: { ...state.accounts, [namespace]: { ...current, accountType } } }))
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
  async function disconnect() {
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
        store.setState({ toast: { message: TEXTS.failedToDisconnect, variant: 'error' } })
        throw error
      }
      if (id) markConnectorDisconnected(storage, namespace, id)
      onDisconnected(namespace)
    }
    // the frame's SIGN_OUT was sent by the adapter's connector and waited for, at most 3 s, above
    if (connector?.type === 'AUTH') embedded?.forgetLogin()
    close()
  }

  async function switchNetwork(network: Network) {
    const known = networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
    if (!known) {
      showAlert('APKT001')
      return
    }
    if (!isConnected() && !store.getState().unsupportedNetwork) {
      setActiveNetwork(known.chainNamespace, known.id)
      return
    }
    store.setState({ loading: true })
    try {
      await adapterFor(known.chainNamespace).switchNetwork(known)
    } finally {
      store.setState({ loading: false })
    }
    setActiveNetwork(known.chainNamespace, known.id)
    void fetchBalance()
  }

  async function fetchBalance({ force = false } = {}) {
    const state = store.getState()
    const address = account()?.address
    if (!address || state.unsupportedNetwork || (!force && Date.now() < balanceRetryAt)) return
    const network = state.activeNetwork
    if (options.cloudUrl && (await fetchCloudBalance(address, network, force))) return
    const adapter = adapterFor(network.chainNamespace)
    const caipAddress = toCaipAddress(network, address)
    try {
      const cached = force ? undefined : caches.nativeBalance.get(caipAddress)?.balance
      const native = cached
        ? { ...(cached as Balance & { value: string }), value: BigInt((cached as { value: string }).value) }
        : await adapter.getBalance({ address, network })
      caches.nativeBalance.set({ caipAddress, balance: { ...native, value: native.value.toString() } })
      const tokens = await readTokenBalances(address, network, options.tokens?.[network.caipNetworkId] ?? [])
      if (store.getState().activeNetwork.caipNetworkId !== network.caipNetworkId) return
      store.setState({
        balance: { value: native.value, decimals: native.decimals, symbol: native.symbol },
        tokenBalances: [toTokenBalance(native, network), ...tokens],
      })
    } catch {
      balanceRetryAt = Date.now() + BALANCE_RETRY_MS
      store.setState({ toast: { message: TEXTS.tokenBalanceUnavailable, variant: 'error' } })
    }
  }

  /** the app's configured tokens, read over the adapter (RPC); price unknown here */
  function readTokenBalances(address: string, network: Network, tokens: readonly { address: string }[]) {
    const adapter = adapterFor(network.chainNamespace)
    return Promise.all(
      tokens.map(async (token) =>
        toTokenBalance(await adapter.getBalance({ address, network, tokenAddress: token.address }), network, token.address),
      ),
    )
  }

  /** balances from the cloud (SPEC §7 balance API) plus app tokens it does not list; false to use RPC instead */
  async function fetchCloudBalance(address: string, network: Network, force: boolean): Promise<boolean> {
    try {
      const balances = await (await cloud()).balances(address, network, force)
      const native = balances.find((balance) => !balance.address)
      if (!native) return false
      const listed = new Set(balances.map((balance) => balance.address?.toLowerCase()))
      const missing = await readTokenBalances(
        address,
        network,
        (options.tokens?.[network.caipNetworkId] ?? []).filter((token) => !listed.has(token.address.toLowerCase())),
      )
      if (store.getState().activeNetwork.caipNetworkId !== network.caipNetworkId) return true
      store.setState({
        balance: { value: BigInt(native.quantity.numeric), decimals: Number(native.quantity.decimals), symbol: native.symbol },
        tokenBalances: [...balances, ...missing],
      })
      return true
    } catch {
      // the cloud is down or does not know this chain: the adapter's RPC balances stand in
      return false
    }
  }

  async function signMessage(message: string): Promise<string> {
    const address = account()?.address
    if (!address) throw new Error(TEXTS.errorSigningMessage)
    const signature = await adapterFor(store.getState().activeNamespace).signMessage({ message, address })
    emitter.emit({ type: 'SIGN_MESSAGE_SUCCESS' })
    return signature
  }

  /** validates per SPEC §5, sends, refreshes the balance; throws an Error with the text to show */
  async function send(request: SendRequest): Promise<string> {
    const error = sendFormError({ amount: request.amount, receiver: request.receiver, token: request.token })
    if (error) throw new Error(error)
    const { activeNetwork, unsupportedNetwork } = store.getState()
    if (unsupportedNetwork) throw new Error(TEXTS.unsupportedChain)
    const token = request.token as NonNullable<SendRequest['token']>
    const value = parseUnits(request.amount, token.decimals)
    if (value === undefined || value <= 0n) throw new Error(TEXTS.sendInvalidAmount)
    const hash = await adapterFor(activeNetwork.chainNamespace).sendTransaction({
      to: request.receiver,
      value,
      tokenAddress: token.address,
      network: activeNetwork,
    })
    emitter.emit({ type: 'SEND_SUCCESS', data: { hash } })
    if (options.cloudUrl) void cloud().then((client) => client.afterSend(hash), () => undefined)
    void fetchBalance({ force: true })
    return hash
  }

  async function cloudCall(action: (client: CloudClient) => Promise<void>): Promise<void> {
    if (!options.cloudUrl) return
    await action(await cloud())
  }

  function setThemeMode(themeMode: ThemeMode) {
    store.setState({ themeMode })
    embedded?.setTheme()
  }

  function setThemeVariables(themeVariables: ThemeVariables) {
    store.setState((state) => ({ themeVariables: { ...state.themeVariables, ...themeVariables } }))
    embedded?.setTheme()
  }

  /** a stored AUTH connection is restored only while the frame still has a session */
  function checkAuthSession(namespaces: ChainNamespace[]) {
    if (!embedded || namespaces.length === 0) return
    void embedded.checkSession().then((hasSession) => {
      for (const namespace of namespaces) {
        const status = statusAfterSessionCheck(account(namespace)?.status ?? 'disconnected', hasSession)
        if (status === 'disconnected' && account(namespace)?.status !== 'disconnected') onDisconnected(namespace)
      }
    })
  }

  const authNamespaces: ChainNamespace[] = []
  for (const [namespace, adapter] of adapters) {
    const lastConnectorId = storage.getJson<Record<string, string>>(STORAGE_KEYS.connectedConnectorIds, {})[namespace]
    if (embedded && startStatuses[namespace] === 'connecting' && isAuth(lastConnectorId)) authNamespaces.push(namespace)
    adapter.setup({
      ...(embedded ? { embedded: embedded.frame } : {}),
      networks: networks.filter((network) => network.chainNamespace === namespace),
      // a connector the visitor disconnected is not reconnected on load (SPEC §4)
      shouldReconnect:
        startStatuses[namespace] === 'connecting' &&
        !(lastConnectorId && isConnectorMarkedDisconnected(storage, namespace, lastConnectorId)),
      emit(event, payload) {
        if (event === 'accountChanged') onAccountChanged(namespace, payload as AdapterEvents['accountChanged'])
        else if (event === 'switchNetwork')
          setActiveNetwork(namespace, (payload as AdapterEvents['switchNetwork']).chainId)
        else if (event === 'disconnect') {
          if (account(namespace)?.status !== 'disconnected') onDisconnected(namespace)
        } else if (event === 'pairingUri') onPairingUri(payload as AdapterEvents['pairingUri'])
        else if (event === 'connectors') setConnectors(namespace, (payload as AdapterEvents['connectors']).connectors)
        else if (event === 'connections') {
          const { connections } = payload as AdapterEvents['connections']
          store.setState((state) => ({ connections: { ...state.connections, [namespace]: connections } }))
          // when all connections are gone a disconnect is emitted (SPEC §4)
          if (connections.length === 0 && account(namespace)?.status === 'connected') onDisconnected(namespace)
        }
      },
    })
  }
  emitter.emit({ type: 'INITIALIZE' })
  checkAuthSession(authNamespaces)
  embedded?.resumeRedirect()
  // the cloud client starts once the page is idle; it sends its own INITIALIZE to analytics
  if (options.cloudUrl) whenIdle(() => void cloud().catch(() => undefined))

  return {
    options,
    getState: store.getState,
    subscribe: store.subscribe,
    subscribeEvents: (listener: LatchEventListener) => emitter.subscribe(listener),
    isMobile,
    open,
    preloadAdapters,
    preloadEmbeddedWallet,
    close,
    back,
    navigate,
    connect,
    disconnect,
    switchNetwork,
    fetchBalance,
    signMessage,
    send,
    setThemeMode,
    setThemeVariables,
    showAlert,
    dismissAlert: () => store.setState({ alert: undefined }),
    dismissToast: () => store.setState({ toast: undefined }),
    showToast: (message: string, variant: 'success' | 'error' | 'info' = 'info') =>
      store.setState({ toast: { message, variant } }),
    /** the catalogue AllWallets pages through: the app's, the cloud's, or none */
    catalogue,
    /** true when a cloudUrl is configured: the NFTs and Activity tabs have a data service */
    hasDataService: Boolean(options.cloudUrl),
    loadActivity: (parameters?: { more?: boolean }) => cloudCall((client) => client.loadActivity(parameters)),
    loadNfts: () => cloudCall((client) => client.loadNfts()),
    loadIdentity: () => cloudCall((client) => client.loadIdentity()),
    /** the loaded cloud client (tests and tools wait on its start-up through `ready`) */
    cloud,
    /** the mobile deep link the visitor last chose (SPEC §3 deep link choice) */
    getDeepLinkChoice: () => getDeepLinkChoice(storage),
    setDeepLinkChoice: (choice: DeepLinkChoice) => storeDeepLinkChoice(storage, choice),
    getProvider: (namespace = store.getState().activeNamespace) => adapterFor(namespace).getProvider(),
    /** email login; each embedded action rejects with an Error whose message is the text to show */
    connectEmail: (email: string) => requireEmbedded().connectEmail(email),
    submitEmailCode: (code: string) => requireEmbedded().submitEmailCode(code),
    resendEmailCode: () => requireEmbedded().resendEmailCode(),
    /** call it synchronously from the click: it opens the popup before anything else (farcaster opens none) */
    connectSocial: (provider: SocialLogin) => requireEmbedded().connectSocial(provider),
    /** Sign In With Farcaster: ConnectingFarcaster shows state.embedded.farcasterUrl as a QR code */
    connectFarcaster: () => requireEmbedded().connectFarcaster(),
    startUpdateEmail: (newEmail: string) => requireEmbedded().startUpdateEmail(newEmail),
    /** issue 17: the embedded wallet's key, shown inside its frame only, behind a fresh code */
    exportPrivateKey: () => requireEmbedded().exportPrivateKey(),
    /** issue 17: ends every session and device of the embedded account, then disconnects here */
    signOutEverywhere: async () => {
      await requireEmbedded().signOutEverywhere()
      await disconnect()
    },
    submitUpdateEmailCode: (code: string) => requireEmbedded().submitUpdateEmailCode(code),
    /** places the frame over the ApproveTransaction placeholder */
    showEmbeddedFrame: (rect: EmbeddedRect) => void embedded?.showEmbeddedFrame(rect),
    hideEmbeddedFrame: () => void embedded?.hideEmbeddedFrame(),
  }

  function requireEmbedded(): EmbeddedController {
    if (!embedded) throw new Error(TEXTS.unableToLoadEmailDependency)
    return embedded
  }
}

function toTokenBalance(balance: Balance, network: Network, address?: string): TokenBalance {
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: network.caipNetworkId,
    ...(address ? { address } : {}),
    price: 0,
    quantity: { decimals: String(balance.decimals), numeric: balance.value.toString() },
  }
}
