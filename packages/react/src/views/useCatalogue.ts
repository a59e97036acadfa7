// Pages of the wallet catalogue (SPEC §9: 40 a page, 100 search results), for AllWallets, with the app's include and
// exclude lists; the first images of a first page are preloaded, 2 s at most, before it shows.
import type { CatalogueWallet, WalletCatalogue } from '@latch/core'
import { isWalletExcluded, walletPageRequest } from '@latch/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { preloadImages } from './preloadImages.ts'

interface CatalogueState {
  wallets: CatalogueWallet[]
  count: number
  /** entries the catalogue returned, before our own exclusions */
  fetched: number
  page: number
  loading: boolean
  failed: boolean
}

export interface CatalogueLists {
  include?: readonly string[]
  /** catalogue ids, rdns or names */
  exclude?: readonly string[]
}

const empty: CatalogueState = { wallets: [], count: 0, fetched: 0, page: 0, loading: false, failed: false }

export function useCatalogue(catalogue: WalletCatalogue | undefined, search: string, lists: CatalogueLists = {}) {
  const [state, setState] = useState<CatalogueState>(empty)
  const latestRequest = useRef(0)
  const listsKey = JSON.stringify(lists)

  // biome-ignore lint/correctness/useExhaustiveDependencies: listsKey stands for lists
  const load = useCallback(
    async (page: number, previous: CatalogueWallet[], fetched: number) => {
      if (!catalogue) return
      const id = ++latestRequest.current
      setState((current) => ({ ...current, loading: true, failed: false }))
      try {
        const result = await catalogue.getWallets(walletPageRequest(page, search, undefined, lists))
        const data = result.data.filter((wallet) => !isWalletExcluded(wallet, lists.exclude))
        if (page === 1) await preloadImages(data.map((wallet) => wallet.image_url))
        // a newer search (or page) superseded this one
        if (id !== latestRequest.current) return
        setState({ wallets: [...previous, ...data], count: result.count, fetched: fetched + result.data.length, page, loading: false, failed: false })
      } catch {
        if (id === latestRequest.current) setState((current) => ({ ...current, loading: false, failed: true }))
      }
    },
    [catalogue, search, listsKey],
  )

  useEffect(() => {
    setState(empty)
    void load(1, [], 0)
  }, [load])

  const hasMore = !search.trim() && state.fetched < state.count
  const loadMore = useCallback(() => {
    if (!state.loading && hasMore) void load(state.page + 1, state.wallets, state.fetched)
  }, [state, hasMore, load])

  return { ...state, hasMore, loadMore }
}
