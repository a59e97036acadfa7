// The instance's side of the cloud: its client (a chunk of its own, loaded once the page is idle or on first use),
// the catalogue AllWallets pages through, balances, and the Account view's activity, NFTs and identity.
import { cachesOf } from '../caches.ts'
import type { WalletCatalogue } from '../catalogue.ts'
import type { ErrorReport } from '../errorReports.ts'
import type { AlertCode } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { CloudActions } from '../latchApi.ts'
import type { LiveApproval } from '../approvals/live.ts'
import type { Network, TokenBalance } from '../types.ts'
import { whenIdle } from '../whenIdle.ts'
import { storeAnalyticsConsent } from './analyticsChoice.ts'
import { readAnalyticsConsent } from './analyticsConsent.ts'
import type { CloudClient } from './client.ts'

export interface CloudBridgeDeps {
  showAlert(code: AlertCode): void
}

/** the page's origin and address; empty without a page (server rendering, Node) */
const page = () =>
  typeof location === 'undefined'
    ? { origin: '', url: '', domain: '' }
    : { origin: location.origin, url: location.href, domain: location.hostname }

export function createCloudBridge(context: InstanceContext, deps: CloudBridgeDeps) {
  const { options, store, emitter, storage } = context
  const caches = cachesOf(storage)
  const cloudUrl = options.cloudUrl
  let client: Promise<CloudClient> | undefined

  function cloud(): Promise<CloudClient> {
    if (!cloudUrl) return Promise.reject(new Error('No cloudUrl is configured'))
    client ??= import('./client.ts').then(({ startCloudClient }) =>
      startCloudClient({
        options: { ...options, cloudUrl },
        getState: store.getState,
        setState: store.setState,
        caches,
        showAlert: deps.showAlert,
        subscribeEvents: emitter.subscribe,
        page: page(),
        analyticsConsent: readAnalyticsConsent(storage),
        isMobile: context.isMobile,
      }),
    )
    return client
  }

  async function call(action: (loaded: CloudClient) => Promise<void>): Promise<void> {
    if (!cloudUrl) return
    await action(await cloud())
  }

  /** AllWallets pages through the app's catalogue, else the cloud's (GET /getWallets) */
  const catalogue: WalletCatalogue | undefined =
    options.catalogue ??
    (cloudUrl
      ? {
          async getWallets(request) {
            const loaded = await cloud()
            if (!loaded.catalogue) throw new Error('Project ID Missing')
            return loaded.catalogue.getWallets(request)
          },
        }
      : undefined)

  const actions: CloudActions = {
    catalogue,
    hasDataService: Boolean(cloudUrl),
    loadActivity: (parameters) => call((loaded) => loaded.loadActivity(parameters)),
    loadNfts: () => call((loaded) => loaded.loadNfts()),
    loadIdentity: () => call((loaded) => loaded.loadIdentity()),
    async whenCloudReady() {
      await (await cloud()).ready
    },
    getAnalyticsConsent: () => readAnalyticsConsent(storage),
    async setAnalyticsConsent(consent) {
      storeAnalyticsConsent(storage, consent)
      // a client not started yet reads the stored choice when it starts
      if (client) await (await client).setAnalyticsConsent(consent)
    },
  }

  return {
    actions,
    balances: cloudUrl
      ? async (address: string, network: Network, force: boolean): Promise<TokenBalance[]> =>
          (await cloud()).balances(address, network, force)
      : undefined,
    /** the standing token approvals, from the cloud's indexer; absent without a cloudUrl */
    approvals: cloudUrl
      ? async (address: string, chainId: string): Promise<LiveApproval[]> => (await cloud()).approvals(address, chainId)
      : undefined,
    afterSend(hash: string) {
      if (cloudUrl)
        void cloud().then(
          (loaded) => loaded.afterSend(hash),
          () => undefined,
        )
    },
    /** an error report to analytics (SPEC §8); the client is started for it if it has not yet */
    reportError(report: ErrorReport) {
      if (cloudUrl)
        void cloud().then(
          (loaded) => loaded.reportError(report),
          () => undefined,
        )
    },
    /** the client starts once the page is idle (never before the first paint); it sends its own INITIALIZE */
    startWhenIdle() {
      if (cloudUrl) whenIdle(() => void cloud().catch(() => undefined))
    },
  }
}

export type CloudBridge = ReturnType<typeof createCloudBridge>
