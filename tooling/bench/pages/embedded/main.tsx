// A user's minimal app with email login: one network, the EVM adapter, the embedded wallet's frame, the cloud and
// the connect button; only the public API. The URLs are defined at build time by the bench (sections/embedded.mjs).
import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { embeddedWallet } from '@latch/frame/embedded'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

declare const __BENCH__: { rpcUrl: string; cloudUrl: string; frameUrl: string; projectId: string }

const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [__BENCH__.rpcUrl] } },
  testnet: true,
})

const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [devnet],
  cloudUrl: __BENCH__.cloudUrl,
  projectId: __BENCH__.projectId,
  embeddedWallet: embeddedWallet({ frameUrl: __BENCH__.frameUrl, socials: ['google'] }),
})

// the bench asks the connected wallet for a signature and a transaction through the provider, as a dApp's library does
;(window as unknown as { __latch: typeof latch }).__latch = latch

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
