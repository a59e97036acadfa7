// The bench pages' EVM network: the local devnet (chain 31337), as every page configures it.
import { defineNetwork } from '@latch/core'

export const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
