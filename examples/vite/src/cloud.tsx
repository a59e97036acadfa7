import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { embeddedWallet } from '@latch/frame/embedded'
import { ConnectButton, LatchProvider, NetworkButton } from '@latch/react'
import { createRoot } from 'react-dom/client'

// what `npm start` runs: a chain, the Latch cloud (wallet list, relay, email codes) and the wallet frame
const RPC_URL = 'http://127.0.0.1:8545'
const CLOUD_URL = 'http://127.0.0.1:8787'
const FRAME_URL = 'http://127.0.0.1:5175/'
const PROJECT_ID = 'my-app'

const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] } },
})

const metadata = { name: 'My app', description: 'My app with Latch', url: location.origin, icons: [] }

const latch = createLatch({
  // phone wallets pair through the cloud's relay
  adapters: [evmAdapter({ pairing: { relayUrl: 'ws://127.0.0.1:8787/relay', projectId: PROJECT_ID, metadata } })],
  networks: [devnet],
  metadata,
  cloudUrl: CLOUD_URL,
  projectId: PROJECT_ID,
  // email and social sign-in: the keys stay in the frame, on its own origin
  embeddedWallet: embeddedWallet({ frameUrl: FRAME_URL }),
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
    <NetworkButton />
  </LatchProvider>,
)
