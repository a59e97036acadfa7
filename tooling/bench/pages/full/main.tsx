// A user's app with the features AppKit shows by default: WalletConnect pairing, Coinbase, Safe (as a Safe App), email,
// six social logins and a cloud; only the public API. Its cloud, relay and frame hosts are unreachable (the bench blocks every host but
// loopback), as AppKit's are in the same bench: what is measured is what the page pays before they answer.
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { embeddedWallet } from '@latch/frame/embedded'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { devnet } from '../shared/devnet.ts'

const metadata = {
  name: 'Bench',
  description: 'Latch with every feature',
  url: 'https://bench.latch.example',
  icons: [],
}

const latch = createLatch({
  adapters: [
    evmAdapter({
      pairing: { relayUrl: 'wss://relay.latch.example/relay', projectId: 'bench', metadata },
      // listed at once; their SDKs load only when Coinbase is picked or the page runs inside Safe{Wallet}
      connectors: { coinbase: { appName: metadata.name }, safe: {} },
    }),
  ],
  networks: [devnet],
  metadata,
  cloudUrl: 'https://cloud.latch.example',
  projectId: 'bench',
  embeddedWallet: embeddedWallet({
    frameUrl: 'https://frame.latch.example/',
    socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
  }),
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
