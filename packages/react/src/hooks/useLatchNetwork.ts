// The network of a namespace (the active one by default), the configured ones, and switching between them, across
// namespaces too (SwitchActiveChain when the connected wallet does not speak the target's).
import type { CaipNetworkId, ChainNamespace, Network } from '@latch/core'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/** What {@link useLatchNetwork} returns: the active network, the configured ones, and how to switch. */
export interface LatchNetwork {
  network: Network
  networks: readonly Network[]
  caipNetworkId: CaipNetworkId
  chainId: number | string
  /** the wallet is on a network the app did not configure */
  isUnsupported: boolean
  switchNetwork: (network: Network) => Promise<void>
}

/**
 * The active network of the active namespace (or of the one named), and `switchNetwork`.
 *
 * @example
 * ```tsx
 * const { network, networks, switchNetwork } = useLatchNetwork()
 * return networks.map((each) => <button key={each.caipNetworkId} disabled={each === network} onClick={() => switchNetwork(each)}>{each.name}</button>)
 * ```
 */
export function useLatchNetwork(namespace?: ChainNamespace): LatchNetwork {
  const latch = useLatchInstance()
  const slice = useLatchSelector((state) => {
    const active = !namespace || namespace === state.activeNamespace
    // another namespace's network: the one its account is on, else its first configured one
    const reference = namespace && state.accounts[namespace]?.caipAddress?.split(':')[1]
    const ofNamespace = state.networks.filter((network) => network.chainNamespace === namespace)
    const network = active
      ? state.activeNetwork
      : (ofNamespace.find((candidate) => String(candidate.id) === reference) ?? ofNamespace[0] ?? state.activeNetwork)
    return { network, networks: state.networks, isUnsupported: active && state.unsupportedNetwork }
  })
  return {
    ...slice,
    caipNetworkId: slice.network.caipNetworkId,
    chainId: slice.network.id,
    switchNetwork: latch.switchNetwork,
  }
}
