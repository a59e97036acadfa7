// Solana networks as wallets name them: the Wallet Standard's 'solana:mainnet' | 'solana:devnet' | 'solana:testnet'
// | 'solana:localnet', or the CAIP-2 id itself where the wallet lists that.
import type { Network } from '@latch/core'

/** the CAIP-2 references (first 32 characters of the genesis hash) of the public clusters */
const CLUSTERS: Readonly<Record<string, `solana:${string}`>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** the chain a wallet is asked to sign for: the CAIP-2 id when it lists it, else the cluster name; any other
 * network (a local validator, the devnet stand-in) is 'solana:localnet' */
export function walletChainOf(
  network: Pick<Network, 'id' | 'caipNetworkId'>,
  walletChains: readonly string[] = [],
): `solana:${string}` {
  if (walletChains.includes(network.caipNetworkId)) return network.caipNetworkId as `solana:${string}`
  return CLUSTERS[String(network.id)] ?? 'solana:localnet'
}
