// Whether the modal is open, the active network id, and whether a connection is being restored or made.
import type { CaipNetworkId } from '@latch/core'
import { useLatchSelector } from '../useLatchSelector.ts'

export interface LatchModalState {
  open: boolean
  selectedNetworkId: CaipNetworkId
  /** core has no separate sync flag yet, so a connection in progress counts as loading */
  loading: boolean
}

export function useLatchState(): LatchModalState {
  return useLatchSelector((state) => ({
    open: state.open,
    selectedNetworkId: state.activeNetwork.caipNetworkId,
    loading: Object.values(state.accounts).some((account) => account?.status === 'connecting'),
  }))
}
