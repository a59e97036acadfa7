// The active network, the configured ones, and switching between them.
import type { CaipNetworkId, Network } from '@latch/core'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

export interface LatchNetwork {
  network: Network
  networks: readonly Network[]
  caipNetworkId: CaipNetworkId
  chainId: number | string
  /** the wallet is on a network the app did not configure */
  isUnsupported: boolean
  switchNetwork: (network: Network) => Promise<void>
}

export function useLatchNetwork(): LatchNetwork {
  const latch = useLatchInstance()
  const slice = useLatchSelector((state) => ({
    network: state.activeNetwork,
    networks: state.networks,
    isUnsupported: state.unsupportedNetwork,
  }))
  return {
    ...slice,
    caipNetworkId: slice.network.caipNetworkId,
    chainId: slice.network.id,
    switchNetwork: latch.switchNetwork,
  }
}
