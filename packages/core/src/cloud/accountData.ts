// The Account view's data for the connected account (balances, the activity pages, NFTs, the name), each kept to one
// address on one network, and the history polled after a send. Apart from the client's start: what the views read.
import type { TransactionsEntry } from '../caches.ts'
import { isAuthConnector } from '../embedded/types.ts'
import { retry } from '../retry.ts'
import type { CaipNetworkId, Network, TokenBalance } from '../types.ts'
import { appendPage } from './activity.ts'
import type { Analytics } from './analytics.ts'
import type { CloudHost } from './client.ts'
import { fetchHistory, fetchNfts } from './history.ts'
import type { CloudHttp } from './http.ts'
import { cachedFallbackName, fetchIdentity, identityApplies } from './identity.ts'
import { fetchBalances } from './portfolio.ts'
import { pendingSends } from './pendingSends.ts'
import { type CloudState, type CloudTransaction, emptyCloudState } from './types.ts'

/** after a send, the history is polled until the new transaction is indexed: every second, 20 times */
const PENDING_POLL = { intervalMs: 1000, maxRetries: 20 }

export function createAccountData(host: CloudHost, requireHttp: () => CloudHttp, analytics: Analytics | undefined) {
  const { options } = host
  const pendingHashes = pendingSends()
  const staleHistory = new Set<string>()

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

  return { balances, loadActivity, loadNfts, loadIdentity, afterSend }
}
