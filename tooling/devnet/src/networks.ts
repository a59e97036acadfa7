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
    defineNetwork({
      id: 31337,
      name: 'Latch Devnet',
      nativeCurrency: ether,
      rpcUrls: { default: { http: [rpcUrls[0]] } },
    }),
    defineNetwork({
      id: 31338,
      name: 'Latch Devnet 31338',
      nativeCurrency: ether,
      rpcUrls: { default: { http: [rpcUrls[1]] } },
      blockExplorers: { default: { name: 'Devnet Explorer', url: 'https://explorer.devnet.invalid' } },
    }),
  ]
}

/** Solana mainnet's id with a loopback placeholder node: for pairing tests, where signing and accounts need no chain */
export const SOLANA_WITHOUT_CHAIN: Network = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})
