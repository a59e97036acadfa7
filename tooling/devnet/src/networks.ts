// The two devnet chains as Latch networks, for the integration tests on the devnet their global setup starts.
import { defineNetwork, type Network } from '@latch/core'
import { inject } from 'vitest'

export interface InjectedDevnet {
  rpcUrls: [string, string]
  token: `0x${string}`
  nft: `0x${string}`
  /** Uniswap V2 on both chains (tooling/devnet/src/uniswap.mjs) */
  dex: { weth: `0x${string}`; factory: `0x${string}`; router: `0x${string}`; swapToken: `0x${string}` }
}

/** what tooling/devnet/src/vitest-global-setup.mjs provides */
export const injectedDevnet = () => (inject as (key: string) => unknown)('devnet') as InjectedDevnet

export const DEVNET_ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const ether = DEVNET_ETHER

/** chain 31337 and chain 31338; the second has an explorer so wallet_addEthereumChain carries one */
export function devnetNetworks(rpcUrls: readonly [string, string]): [Network, Network] {
  return [
    defineNetwork({ id: 31337, name: 'Latch Devnet', nativeCurrency: ether, rpcUrls: { default: { http: [rpcUrls[0]] } } }),
    defineNetwork({
      id: 31338,
      name: 'Latch Devnet 31338',
      nativeCurrency: ether,
      rpcUrls: { default: { http: [rpcUrls[1]] } },
      blockExplorers: { default: { name: 'Devnet Explorer', url: 'https://explorer.devnet.invalid' } },
    }),
  ]
}
