// The cloud client of one instance, loaded with import() after createLatch so it never weighs on the first
// paint. It fetches the remote features first, checks the page's origin (SPEC §8 alerts, once
// each), runs analytics, and serves the Account view's data with SPEC §9 cache lifetimes.
import type { Caches, TransactionsEntry } from '../caches.ts'
import type { WalletCatalogue } from '../catalogue.ts'
import type { AlertCode } from '../errors.ts'
import type { LatchEventListener } from '../instance/events.ts'
import { retry } from '../retry.ts'
import type { LatchState } from '../instance/state.ts'
import type { CaipNetworkId, Network, TokenBalance } from '../types.ts'
import { appendPage } from './activity.ts'
import { connectProperties, healthProperties } from './connectEvent.ts'
import { alertOnce } from './alertOnce.ts'
import { pendingSends } from './pendingSends.ts'
import { type AnalyticsPage, createAnalytics } from './analytics.ts'
import { type AnalyticsMode, analyticsAllowed } from './analyticsConsent.ts'
import { cloudCatalogue } from './catalogue.ts'
import type { RemoteFeatureValues } from './featureDefaults.ts'
import { fetchFeatures } from './features.ts'
import { fetchHistory, fetchNfts } from './history.ts'
import { type CloudHttp, createCloudHttp } from './http.ts'
import { cachedFallbackName, fetchIdentity, identityApplies } from './identity.ts'
import { isAuthConnector } from '../embedded/types.ts'
import { originsCheckAlert } from './origins.ts'
import { fetchBalances } from './portfolio.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from './sdk.ts'
import { type CloudState, type CloudTransaction, emptyCloudState } from './types.ts'

export interface CloudOptions {
  cloudUrl: string
  projectId?: string
  sdkType?: string
  /** false turns analytics and error reports off; 'consent' waits for the visitor's */
  analytics?: AnalyticsMode
  features?: Partial<RemoteFeatureValues>
  identityOnTestnets?: boolean
}

/** what createLatch hands the client: its state, caches, alerts and events */
export interface CloudHost {
  options: CloudOptions
  getState(): LatchState
  setState(update: Partial<LatchState> | ((state: LatchState) => Partial<LatchState>)): void
  caches: Caches
  showAlert(code: AlertCode): void
  subscribeEvents(listener: LatchEventListener): () => void
  /** the page's origin and address (location in a browser) */
  page: AnalyticsPage & { origin: string }
  fetcher?: typeof fetch
  warn?: (message: string) => void
  /** the visitor's stored analytics choice when the client starts (undefined: not asked) */
  analyticsConsent?: boolean
  /** whether the visitor is on a phone (the health figures are split by platform) */
  isMobile(): boolean
}

/** after a send, the history is polled until the new transaction is indexed: every second, 20 times */
const PENDING_POLL = { intervalMs: 1000, maxRetries: 20 }

export type CloudClient = ReturnType<typeof startCloudClient>

export function startCloudClient(host: CloudHost) {
  const { options } = host
  const projectId = options.projectId?.trim()
  const http: CloudHttp | undefined = projectId
    ? createCloudHttp(
        {
          cloudUrl: options.cloudUrl,
          projectId,
          sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
          sdkVersion: SDK_VERSION,
        },
        host.fetcher,
      )
    : undefined
  const alert = alertOnce(host.showAlert)
  // without a page (server rendering, Node) there is no origin to check and no page to report
  const onPage = Boolean(host.page.origin)
  const analytics =
    http && onPage
      ? createAnalytics({
          http,
          page: host.page,
          enabled: options.analytics !== false,
          consented: analyticsAllowed(options.analytics, host.analyticsConsent),
          onForbidden: () => alert('APKT002'),
        })
      : undefined
  const pendingHashes = pendingSends()
  const staleHistory = new Set<string>()

  const requireHttp = () => {
    if (!http) throw new Error('Project ID Missing')
    return http
  }
  const account = () => {
    const state = host.getState()
    const address = state.accounts[state.activeNamespace]?.address
    return address ? { address, network: state.activeNetwork, chainId: state.activeNetwork.caipNetworkId } : undefined
  }
  const setCloud = (update: (cloud: CloudState) => Partial<CloudState>) =>
    host.setState((state) => ({ cloud: { ...state.cloud, ...update(state.cloud) } }))

  /** the lists belong to one address on one network; another scope starts empty */
  function enterScope(address: string, chainId: string): void {
    const scope = host.getState().cloud.scope
    if (scope?.address === address && scope.chainId === chainId) return
    host.setState({ cloud: { ...emptyCloudState(), scope: { address, chainId } } })
  }
  const inScope = (address: string, chainId: string) => {
    const scope = host.getState().cloud.scope
    return scope?.address === address && scope.chainId === chainId
  }

  const ready = (async () => {
    // remote features first; local values on failure or a basic plan
    if (http) host.setState({ features: await fetchFeatures(http, options.features, host.warn) })
    const [originAlert] = await Promise.all([
      onPage || !projectId ? originsCheckAlert(http, projectId, host.page.origin) : undefined,
      analytics?.loadConfig().then((on) => (on ? analytics.track('INITIALIZE') : undefined)),
    ])
    alert(originAlert)
  })()

  /** sent once the project's configuration is known; an event happening without the visitor's consent never is */
  function trackWhenReady(
    event: Parameters<NonNullable<typeof analytics>['track']>[0],
    properties: () => Record<string, unknown>,
  ): void {
    if (!analytics?.hasConsent()) return
    const props = properties()
    void ready.then(() => analytics.track(event, props))
  }

  const unsubscribe = host.subscribeEvents((event) => {
    if (event.type === 'DISCONNECT_SUCCESS') {
      trackWhenReady('DISCONNECT_SUCCESS', () => ({ namespace: event.data.namespace }))
    } else if (event.type === 'CONNECT_SUCCESS') {
      trackWhenReady('CONNECT_SUCCESS', () =>
        connectProperties(host.getState(), event.data.connectorId, event.data.namespace),
      )
    } else if (event.type === 'SWAP_SUCCESS') {
      // the network and the symbols only: no address, no amount, no hash
      trackWhenReady('SWAP_SUCCESS', () => ({
        network: event.data.caipNetworkId,
        fromSymbol: event.data.fromSymbol,
        toSymbol: event.data.toSymbol,
      }))
    } else if (event.type === 'CONNECTION_STALE') {
      trackWhenReady('CONNECTION_STALE', () => ({
        ...healthProperties(host.getState(), event.data.connectorId, event.data.namespace, host.isMobile()),
        reason: event.data.reason,
      }))
    } else if (event.type === 'CONNECT_ERROR') {
      const { connectorId, code } = event.data
      const connector = host.getState().connectors.find((candidate) => candidate.id === connectorId)
      analytics?.reportError({
        event: 'CONNECT_ERROR',
        errorType: 'CONNECTION_ERROR',
        errorMessage: event.data.message,
        ...(connectorId
          ? {
              properties: {
                ...healthProperties(host.getState(), connectorId, connector?.chain ?? '', host.isMobile()),
                ...(code ? { code } : {}),
              },
            }
          : {}),
      })
    }
  })

  async function balances(address: string, network: Network, force: boolean): Promise<TokenBalance[]> {
    const caipAddress = `${network.caipNetworkId}:${address}`
    const cached = force ? undefined : host.caches.portfolio.get(caipAddress)
    if (cached) return cached.balance as TokenBalance[]
    const fresh = await fetchBalances(requireHttp(), address, network.caipNetworkId as CaipNetworkId, force)
    host.caches.portfolio.set({ caipAddress, balance: fresh })
    return fresh
  }

  /** the first history page, from the 15 s cache unless a send made it stale */
  async function firstHistoryPage(address: string, chainId: string) {
    const key = `${address}@${chainId}`
    const cached = staleHistory.has(key) ? undefined : host.caches.transactions.get(address, chainId)
    if (cached) {
      const entry = cached as TransactionsEntry<CloudTransaction> & { next?: string | null }
      return { data: entry.transactions, next: entry.next ?? null }
    }
    const page = await fetchHistory(requireHttp(), address, chainId)
    const indexed = new Set(page.data.map((transaction) => transaction.metadata.hash.toLowerCase()))
    pendingHashes.indexed(indexed)
    // a page still missing a sent transaction is not cached, so the next look asks again
    if (pendingHashes.size === 0) {
      staleHistory.delete(key)
      host.caches.transactions.set({ address, chainId, transactions: page.data, next: page.next } as TransactionsEntry)
    }
    return page
  }

  async function loadActivity({ more = false } = {}): Promise<void> {
    const current = account()
    if (!current) return
    const { address, chainId } = current
    enterScope(address, chainId)
    const activity = host.getState().cloud.activity
    if (more && (!activity.next || activity.loadingMore)) return
    setCloud((cloud) => ({
      activity: more
        ? { ...cloud.activity, loadingMore: true }
        : { ...cloud.activity, status: cloud.activity.status === 'loaded' ? 'loaded' : 'loading' },
    }))
    try {
      const page = more
        ? await fetchHistory(requireHttp(), address, chainId, activity.next ?? undefined)
        : await firstHistoryPage(address, chainId)
      if (!inScope(address, chainId)) return
      setCloud((cloud) => ({
        activity: {
          status: 'loaded',
          transactions: more ? appendPage(cloud.activity.transactions, page.data) : page.data,
          next: page.next,
          loadingMore: false,
        },
      }))
    } catch (error) {
      if (!inScope(address, chainId)) return
      analytics?.reportError({ event: 'FETCH_TRANSACTIONS', errorType: 'DATA_SERVICE', errorMessage: String(error) })
      // 'Failed to fetch transactions' is the view's text for this status
      setCloud((cloud) => ({ activity: { ...cloud.activity, status: 'error', loadingMore: false } }))
    }
  }

  async function loadNfts(): Promise<void> {
    const current = account()
    if (!current) return
    const { address, chainId } = current
    enterScope(address, chainId)
    setCloud((cloud) => ({ nfts: { ...cloud.nfts, status: cloud.nfts.status === 'loaded' ? 'loaded' : 'loading' } }))
    try {
      const items = await fetchNfts(requireHttp(), address, chainId)
      if (inScope(address, chainId)) setCloud(() => ({ nfts: { status: 'loaded', items } }))
    } catch {
      if (inScope(address, chainId)) setCloud((cloud) => ({ nfts: { ...cloud.nfts, status: 'error' } }))
    }
  }

  /** the registered name of the account, where identity applies, cached 5 min; an embedded
   * wallet without one falls back to its profile names, cached apart in the ENS cache */
  async function loadIdentity(): Promise<void> {
    const current = account()
    if (!current) return
    const applies = identityApplies(current.network, options.identityOnTestnets)
    const embedded =
      isAuthConnector(host.getState().accounts[host.getState().activeNamespace]?.connectorId) &&
      current.network.chainNamespace === 'eip155'
    if (!applies && !embedded) return
    const { address, chainId } = current
    enterScope(address, chainId)
    const cached = host.caches.identity.get(address)
    try {
      let identity = cached ? { name: cached.identity.name ?? null, avatar: cached.identity.avatar ?? null } : undefined
      if (!identity) {
        identity = applies
          ? await fetchIdentity(requireHttp(), address, chainId).catch(() => ({ name: null, avatar: null }))
          : { name: null, avatar: null }
        host.caches.identity.set({ address, identity })
      }
      if (!identity.name && embedded)
        identity = { ...identity, name: await cachedFallbackName(requireHttp(), host.caches, address) }
      if (inScope(address, chainId)) setCloud(() => ({ identity }))
    } catch {
      // no name is shown; the address stays the account's label
    }
  }

  /** a send changes the history and the balances: poll until the cloud has indexed it */
  function afterSend(hash: string): void {
    const current = account()
    if (!current) return
    pendingHashes.add(hash)
    staleHistory.add(`${current.address}@${current.chainId}`)
    void retry({
      intervalMs: PENDING_POLL.intervalMs,
      maxRetries: PENDING_POLL.maxRetries,
      condition: async () => {
        if (!pendingHashes.has(hash)) return true
        if (host.getState().cloud.activity.status !== 'idle' && inScope(current.address, current.chainId))
          await loadActivity()
        else await firstHistoryPage(current.address, current.chainId).catch(() => undefined)
        return !pendingHashes.has(hash)
      },
    }).then(() => pendingHashes.delete(hash))
  }

  const catalogue: WalletCatalogue | undefined = http ? cloudCatalogue(http) : undefined

  return {
    ready,
    catalogue,
    balances,
    loadActivity,
    loadNfts,
    loadIdentity,
    afterSend,
    reportError: (report: Parameters<NonNullable<typeof analytics>['reportError']>[0]) =>
      analytics?.reportError(report) ?? false,
    /** the visitor's analytics choice, applied to this page at once */
    setAnalyticsConsent: (consent: boolean) => analytics?.setConsent(consent) ?? Promise.resolve(),
    stop: unsubscribe,
  }
}
