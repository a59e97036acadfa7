// The minimal app (pages/latch) with the EXTERNAL connectors on: Coinbase and Safe. Their SDKs load with import()
// only when picked, or inside a Safe{Wallet} frame: what this page adds before the button is their setup code alone.
import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

const latch = createLatch({
  adapters: [evmAdapter({ connectors: { coinbase: { appName: 'Bench' }, safe: {} } })],
  networks: [devnet],
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
