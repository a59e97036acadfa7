// A user's minimal instance: one network and the EVM adapter, from the public API only.
import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'

const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

export const latch = createLatch({ adapters: [evmAdapter()], networks: [devnet] })
