// The wallet catalogue the AllWallets view pages through (SPEC §3, §7). The cloud issue serves it over
// HTTP; until then an app may pass any source, for example a local list.
import { WALLETS_PAGE_SIZE, WALLETS_SEARCH_SIZE } from './constants.ts'
import { walletSearchText } from './validators.ts'

/**
 * A wallet of the catalogue the All Wallets view lists: its name, icon, and the links and ids that open it on a phone
 * or in a browser.
 */
export interface CatalogueWallet {
  id: string
  name: string
  rdns?: string | null
  image_id?: string | null
  image_url?: string | null
  homepage?: string | null
  mobile_link?: string | null
  /** an https link the wallet's phone app claims (it opens the app, or the wallet's site without it) */
  universal_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  chrome_store?: string | null
  app_store?: string | null
  play_store?: string | null
  chains?: string[]
  primary_color?: string | null
  /** the wallet's place in the catalogue's order (0 first), counted across pages */
  display_index?: number
}

/** Which page of the wallet catalogue to fetch, with the search text and the wallets to include or leave out. */
export interface WalletPageRequest {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
}

/** One page of the wallet catalogue, and how many wallets match in all. */
export interface WalletPage {
  count: number
  data: CatalogueWallet[]
}

/**
 * Where the All Wallets view's list comes from: the cloud's catalogue by default, or your own list through the
 * `catalogue` option.
 */
export interface WalletCatalogue {
  getWallets(request: WalletPageRequest): Promise<WalletPage>
}

/** the request AllWallets makes: pages of 40, or up to 100 search results for trimmed search text */
export function walletPageRequest(
  page: number,
  search = '',
  chains?: string[],
  lists: { include?: readonly string[]; exclude?: readonly string[] } = {},
): WalletPageRequest {
  const trimmed = walletSearchText(search)
  // the app's includeWalletIds / excludeWalletIds (catalogue ids) go with every request
  const filter = {
    ...(lists.include?.length ? { include: [...lists.include] } : {}),
    ...(lists.exclude?.length ? { exclude: [...lists.exclude] } : {}),
  }
  return trimmed
    ? { page: 1, entries: WALLETS_SEARCH_SIZE, search: trimmed, chains, ...filter }
    : { page, entries: WALLETS_PAGE_SIZE, chains, ...filter }
}

/**
 * a catalogue over an in-memory list, with the same paging and search as the service
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters, networks, catalogue: listCatalogue(() => fetch('/wallets.json').then((r) => r.json())) })
 * ```
 */
export function listCatalogue(load: () => Promise<CatalogueWallet[]> | CatalogueWallet[]): WalletCatalogue {
  return {
    async getWallets({ page, entries, search, include, exclude, chains }) {
      const needle = search?.trim().toLowerCase()
      const all = (await load()).filter(
        (wallet) =>
          (!needle || wallet.name.toLowerCase().includes(needle)) &&
          (!include?.length || include.includes(wallet.id)) &&
          !exclude?.includes(wallet.id) &&
          (!chains?.length || !wallet.chains?.length || wallet.chains.some((chain) => chains.includes(chain))),
      )
      const first = (page - 1) * entries
      return {
        count: all.length,
        data: all.slice(first, first + entries).map((wallet, index) => ({ ...wallet, display_index: first + index })),
      }
    },
  }
}
