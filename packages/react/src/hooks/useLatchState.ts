// Whether the modal is open, the active network id, and whether a connection is being restored or made.
import type { CaipNetworkId, Locale } from '@latch/core'
import { useLatchSelector } from '../useLatchSelector.ts'

/** What {@link useLatchState} returns: whether the modal is open, the selected network, loading, the language. */
export interface LatchModalState {
  open: boolean
  selectedNetworkId: CaipNetworkId
  /** a connection being restored or made, or a wallet syncing (SPEC §4) */
  loading: boolean
  /** the modal's language (set with latch.setLocale) */
  locale: Locale
}

/**
 * The modal's state.
 *
 * @example
 * ```tsx
 * const { open, locale } = useLatchState()
 * ```
 */
export function useLatchState(): LatchModalState {
  return useLatchSelector((state) => ({
    open: state.open,
    selectedNetworkId: state.activeNetwork.caipNetworkId,
    loading: state.loading || Object.values(state.accounts).some((account) => account?.status === 'connecting'),
    locale: state.locale,
  }))
}
