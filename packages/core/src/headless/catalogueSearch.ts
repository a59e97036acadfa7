// One page of the wallet catalogue for any UI's "all wallets" list: 40 a page, or up to 100 search results (SPEC §9),
// with the app's include and exclude lists; a first page's first images are fetched before it is answered.
import { type CatalogueWallet, type WalletCatalogue, walletPageRequest } from '../catalogue.ts'
import type { ConnectViewSettings } from '../latchApi.ts'
import { isWalletExcluded } from '../walletLists.ts'
import { preloadImages } from './preloadImages.ts'

/** what to search the catalogue for */
export interface CatalogueQuery {
  /** the visitor's search text; empty or blank pages through the whole catalogue */
  search?: string
  /** the page, from 1 (a search has one page) */
  page?: number
}

/** one page of the catalogue */
export interface CataloguePage {
  /** this page's wallets, without those the app excludes */
  wallets: CatalogueWallet[]
  /** how many wallets the catalogue holds for this query */
  count: number
  page: number
  /** whether a next page exists (never for a search) */
  hasMore: boolean
}

export function createCatalogueSearch(catalogue: WalletCatalogue | undefined, connectView: ConnectViewSettings) {
  /** rejects when the catalogue does not answer; answers an empty page when the app has no catalogue */
  async function searchCatalogue(query: CatalogueQuery = {}): Promise<CataloguePage> {
    const page = Math.max(1, Math.floor(query.page ?? 1))
    if (!catalogue) return { wallets: [], count: 0, page, hasMore: false }
    const lists = { include: connectView.includeWalletIds, exclude: connectView.excludeWalletIds }
    const request = walletPageRequest(page, query.search ?? '', undefined, lists)
    const result = await catalogue.getWallets(request)
    const wallets = result.data.filter((wallet) => !isWalletExcluded(wallet, lists.exclude))
    if (request.page === 1) await preloadImages(wallets.map((wallet) => wallet.image_url))
    const hasMore = !request.search && (request.page - 1) * request.entries + result.data.length < result.count
    return { wallets, count: result.count, page: request.page, hasMore }
  }
  return { searchCatalogue }
}
