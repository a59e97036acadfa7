// A network's logo (SPEC §3 network assets): its own imageUrl, else the cloud's GET /public/getAssetImage/{imageId}
// the image id defaulting to the icon-set name of well-known chains. The cloud seeds those images.
import type { Network } from '../types.ts'

/** CAIP-2 id → the asset image id the cloud seeds from its icon set */
export const KNOWN_NETWORK_IMAGE_IDS: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:11155111': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:56': 'binance-smart-chain',
  'eip155:100': 'gnosis',
  'eip155:137': 'polygon',
  'eip155:324': 'zksync',
  'eip155:8453': 'base',
  'eip155:42161': 'arbitrum-one',
  'eip155:42220': 'celo',
  'eip155:43114': 'avalanche',
  'eip155:59144': 'linea',
  'eip155:534352': 'scroll',
  'eip155:7777777': 'zora',
  'eip155:1313161554': 'aurora',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
}

export function networkImageUrl(network: Network, cloudUrl: string | undefined): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  const imageId = network.assets?.imageId ?? KNOWN_NETWORK_IMAGE_IDS[network.caipNetworkId]
  if (!imageId || !cloudUrl) return undefined
  const base = cloudUrl.endsWith('/') ? cloudUrl : `${cloudUrl}/`
  return new URL(`public/getAssetImage/${encodeURIComponent(imageId)}`, base).toString()
}
