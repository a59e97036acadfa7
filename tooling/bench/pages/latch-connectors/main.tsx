// The minimal app (pages/latch) with the EXTERNAL connectors on: Coinbase and Safe. Their SDKs load with import()
// only when picked, or inside a Safe{Wallet} frame: what this page adds before the button is their setup code alone.
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { devnet } from '../shared/devnet.ts'

const latch = createLatch({
  adapters: [evmAdapter({ connectors: { coinbase: { appName: 'Bench' }, safe: {} } })],
  networks: [devnet],
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
