// defineNetwork, alone: every page calls it before its first paint
import type { ChainNamespace, Network } from '../types.ts'

export interface DefineNetworkParameters extends Omit<Network, 'caipNetworkId' | 'chainNamespace'> {
  chainNamespace?: ChainNamespace
}

/**
 * a Network (SPEC §3) from viem-chain-like fields; eip155 unless told
 *
 * @example
 * ```ts
 * const base = defineNetwork({
 *   id: 8453,
 *   name: 'Base',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
 * })
 * ```
 */
export function defineNetwork(parameters: DefineNetworkParameters): Network {
  const chainNamespace = parameters.chainNamespace ?? 'eip155'
  return {
    ...parameters,
    chainNamespace,
    // the CAIP-2 id (caipNetworkIdOf) written out: a page's first chunk needs nothing else of caip.ts
    caipNetworkId: `${chainNamespace}:${parameters.id}`,
    rpcUrls: { chainDefault: parameters.rpcUrls.default, ...parameters.rpcUrls },
  }
}
