// Pages of the wallet catalogue (SPEC §9: 40 a page, 100 search results), for AllWallets.
import { type CatalogueWallet, walletPageRequest, type WalletCatalogue } from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'

interface CatalogueState {
  wallets: CatalogueWallet[]
  count: number
  page: number
  loading: boolean
  failed: boolean
}

const empty: CatalogueState = { wallets: [], count: 0, page: 0, loading: false, failed: false }

export function useCatalogue(catalogue: WalletCatalogue | undefined, search: string) {
  const [state, setState] = useState<CatalogueState>(empty)
  const latestRequest = useRef(0)

  const load = useCallback(
    async (page: number, previous: CatalogueWallet[]) => {
      if (!catalogue) return
      const id = ++latestRequest.current
      setState((current) => ({ ...current, loading: true, failed: false }))
      try {
        const result = await catalogue.getWallets(walletPageRequest(page, search))
        // a newer search (or page) superseded this one
        if (id !== latestRequest.current) return
        setState({ wallets: [...previous, ...result.data], count: result.count, page, loading: false, failed: false })
      } catch {
        if (id === latestRequest.current) setState((current) => ({ ...current, loading: false, failed: true }))
      }
    },
    [catalogue, search],
  )

  useEffect(() => {
    setState(empty)
    void load(1, [])
  }, [load])

  const hasMore = !search.trim() && state.wallets.length < state.count
  const loadMore = useCallback(() => {
    if (!state.loading && hasMore) void load(state.page + 1, state.wallets)
  }, [state, hasMore, load])

  return { ...state, hasMore, loadMore }
}
