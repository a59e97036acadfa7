// The cloud client of one instance, loaded with import() after createLatch so it never weighs on the first
// paint. It fetches the remote features first, checks the page's origin (SPEC §8 alerts, once
// each), runs analytics, and serves the Account view's data with SPEC §9 cache lifetimes.
import type { Caches } from '../caches.ts'
import type { WalletCatalogue } from '../catalogue.ts'
import type { AlertCode } from '../errors.ts'
import type { LatchEventListener } from '../instance/events.ts'
import type { LatchState } from '../instance/state.ts'
import { createAccountData } from './accountData.ts'
import { fetchApprovals } from './approvals.ts'
import { alertOnce } from './alertOnce.ts'
import { type AnalyticsPage, createAnalytics } from './analytics.ts'
import { analyticsAllowed } from './analyticsChoice.ts'
import type { AnalyticsMode } from './analyticsConsent.ts'
import { cloudCatalogue } from './catalogue.ts'
import type { RemoteFeatureValues } from './featureDefaults.ts'
import { fetchFeatures, sameFeatures } from './features.ts'
import { type CloudHttp, createCloudHttp } from './http.ts'
import { originsCheckAlert } from './origins.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from './sdk.ts'
import { trackEvents } from './trackEvents.ts'

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

  const requireHttp = () => {
    if (!http) throw new Error('Project ID Missing')
    return http
  }

  const ready = (async () => {
    // remote features first; local values on failure or a basic plan
    if (http) {
      const features = await fetchFeatures(http, options.features, host.warn)
      if (!sameFeatures(host.getState().features, features)) host.setState({ features })
    }
    const [originAlert] = await Promise.all([
      onPage || !projectId ? originsCheckAlert(http, projectId, host.page.origin) : undefined,
      analytics?.loadConfig().then((on) => (on ? analytics.track('INITIALIZE') : undefined)),
    ])
    alert(originAlert)
  })()

  const unsubscribe = trackEvents(host, analytics, ready)
  const { balances, loadActivity, loadNfts, loadIdentity, afterSend } = createAccountData(host, requireHttp, analytics)

  const catalogue: WalletCatalogue | undefined = http ? cloudCatalogue(http) : undefined

  return {
    ready,
    catalogue,
    balances,
    loadActivity,
    loadNfts,
    loadIdentity,
    afterSend,
    /** the standing token approvals of an address on a chain, from the cloud's indexer */
    approvals: (address: string, chainId: string) => fetchApprovals(requireHttp(), address, chainId),
    reportError: (report: Parameters<NonNullable<typeof analytics>['reportError']>[0]) =>
      analytics?.reportError(report) ?? false,
    /** the visitor's analytics choice, applied to this page at once */
    setAnalyticsConsent: (consent: boolean) => analytics?.setConsent(consent) ?? Promise.resolve(),
    stop: unsubscribe,
  }
}
