// The Connect screen's wallets for any UI (the modal's Connect view is one): the discovered wallets grouped and
// hidden as SPEC §5 says, the catalogue's featured and recommended wallets, the app's custom ones, in SPEC §2 order.
import type { CatalogueWallet, WalletCatalogue } from '../catalogue.ts'
import type { ConnectViewSettings } from '../latchApi.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { Connector, RecentWallet, WalletGroup } from '../types.ts'
import { fetchFeaturedWallets, listableWallets, recommendedWallets } from '../walletLists.ts'
import { orderWalletGroups } from '../walletGroups.ts'
import { type ConnectorGroupOptions, connectorGroups, knownWallets } from './connectorGroups.ts'
import { preloadImages } from './preloadImages.ts'

/** one wallet of a group: a connector it connects through now, or a catalogue wallet to get or open elsewhere */
export type WalletEntry =
  | { connector: Connector; wallet?: undefined }
  | { wallet: CatalogueWallet; connector?: undefined }

/** one group of the Connect screen with its wallets, in the order they show */
export interface WalletGroupEntries {
  group: WalletGroup
  wallets: readonly WalletEntry[]
}

export interface WalletGroupsDeps {
  connectView: ConnectViewSettings
  catalogue: WalletCatalogue | undefined
}

interface CatalogueGroups {
  featured: readonly CatalogueWallet[]
  recommended: readonly CatalogueWallet[]
}

export function createWalletGroups(context: InstanceContext, deps: WalletGroupsDeps) {
  const { store } = context
  const { connectView, catalogue } = deps
  let lists: CatalogueGroups = { featured: [], recommended: [] }
  let listsFor: string | undefined
  let options: ConnectorGroupOptions | undefined
  let memo:
    | {
        connectors: readonly Connector[]
        recent: readonly RecentWallet[]
        lists: CatalogueGroups
        groups: WalletGroupEntries[]
      }
    | undefined

  // the featured wallets depend on the app's settings only: asked for once, not again with each wallet announced
  let featuredFetch: Promise<CatalogueWallet[]> | undefined
  const fetchFeatured = (source: WalletCatalogue) =>
    (featuredFetch ??= fetchFeaturedWallets(source, connectView).catch((error: unknown) => {
      // a failed request is made again with the next set of known wallets
      featuredFetch = undefined
      throw error
    }))

  /** the catalogue's groups for this set of known wallets, their first images fetched before they show */
  function loadCatalogueGroups(known: ReturnType<typeof knownWallets>, key: string) {
    if (!catalogue) return
    const settings = { known, isMobile: context.isMobile() }
    Promise.all([
      fetchFeatured(catalogue).then((ordered) => listableWallets(ordered, connectView, settings)),
      recommendedWallets(catalogue, connectView, settings),
    ])
      .then(async ([featured, recommended]) => {
        await preloadImages([...featured, ...recommended].map((wallet) => wallet.image_url))
        if (key !== listsFor) return
        lists = { featured, recommended }
        // nothing in the state changed, but what getWalletGroups answers did: the subscribers read it again
        store.setState({})
      })
      // without the catalogue the discovered wallets still show
      .catch(() => undefined)
  }

  /** the groups with wallets, in order; the same array until connectors, recent wallets or the catalogue's answer change */
  function getWalletGroups(): readonly WalletGroupEntries[] {
    const { connectors, recentWallets } = store.getState()
    const known = knownWallets(connectors, recentWallets)
    // the catalogue request depends on which wallets are known, not on the connectors' object identities
    const key = JSON.stringify(known)
    if (key !== listsFor) {
      listsFor = key
      loadCatalogueGroups(known, key)
    }
    if (memo && memo.connectors === connectors && memo.recent === recentWallets && memo.lists === lists)
      return memo.groups
    options ??= {
      isMobile: context.isMobile(),
      hasInjectedProvider: typeof window !== 'undefined' && 'ethereum' in window,
      excluded: connectView.excludeWalletIds,
    }
    const rows: Partial<Record<WalletGroup, WalletEntry[]>> = {}
    for (const [group, list] of Object.entries(connectorGroups(connectors, recentWallets, options)) as [
      WalletGroup,
      Connector[],
    ][]) {
      rows[group] = list.map((connector) => ({ connector }))
    }
    const custom = listableWallets(connectView.customWallets ?? [], connectView, { known, isMobile: options.isMobile })
    rows.featured = lists.featured.map((wallet) => ({ wallet }))
    rows.custom = custom.map((wallet) => ({ wallet }))
    rows.recommended = lists.recommended.map((wallet) => ({ wallet }))
    // WalletConnect shows when an adapter offers a pairing connector (evmAdapter({ pairing })); it goes first
    const walletConnectEnabled = connectors.some((connector) => connector.type === 'WALLET_CONNECT')
    const order = orderWalletGroups(rows, { walletConnectEnabled, typeOrder: connectView.walletTypeOrder })
    const groups = order.map((group) => ({ group, wallets: rows[group] ?? [] }))
    memo = { connectors, recent: recentWallets, lists, groups }
    return groups
  }

  return { getWalletGroups }
}
