// Pages of the wallet catalogue from core, gathered as the visitor scrolls, for any "all wallets" list.
import type { CatalogueWallet } from '@latch/core'
import { useCallback, useEffect, useRef, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

/** What {@link useCatalogue} returns: the wallets of the pages loaded so far and a way to load the next. */
export interface CatalogueList {
  wallets: CatalogueWallet[]
  /** how many wallets the catalogue holds for this search */
  count: number
  loading: boolean
  /** the last page did not load (the list keeps what it had) */
  failed: boolean
  hasMore: boolean
  /** loads the next page, when there is one and none is loading */
  loadMore(): void
}

interface Pages {
  wallets: CatalogueWallet[]
  count: number
  page: number
  hasMore: boolean
  loading: boolean
  failed: boolean
}

const EMPTY: Pages = { wallets: [], count: 0, page: 0, hasMore: false, loading: false, failed: false }

/**
 * The wallet catalogue for a search (40 a page, up to 100 search results), with the app's include and exclude lists.
 *
 * @example
 * ```tsx
 * const [search, setSearch] = useState('')
 * const { wallets, hasMore, loadMore } = useCatalogue({ search })
 * ```
 */
export function useCatalogue({ search = '' }: { search?: string } = {}): CatalogueList {
  const latch = useLatchInstance()
  const [pages, setPages] = useState<Pages>(EMPTY)
  const latest = useRef(0)

  const load = useCallback(
    async (page: number, previous: CatalogueWallet[]) => {
      const id = ++latest.current
      setPages((current) => ({ ...current, loading: true, failed: false }))
      try {
        const result = await latch.searchCatalogue({ search, page })
        // a newer search (or page) superseded this one
        if (id === latest.current)
          setPages({ ...result, wallets: [...previous, ...result.wallets], loading: false, failed: false })
      } catch {
        if (id === latest.current) setPages((current) => ({ ...current, loading: false, failed: true }))
      }
    },
    [latch, search],
  )

  useEffect(() => {
    setPages(EMPTY)
    void load(1, [])
  }, [load])

  const loadMore = useCallback(() => {
    if (!pages.loading && pages.hasMore) void load(pages.page + 1, pages.wallets)
  }, [pages, load])

  return {
    wallets: pages.wallets,
    count: pages.count,
    loading: pages.loading,
    failed: pages.failed,
    hasMore: pages.hasMore,
    loadMore,
  }
}
