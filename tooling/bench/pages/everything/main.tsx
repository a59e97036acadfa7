// A user's app with every adapter and feature configured: EVM (with WalletConnect pairing, Coinbase, Safe), Solana,
// Bitcoin, email and six social logins through the embedded wallet, and a cloud; only the public API. Its cloud, relay
// and frame hosts are unreachable (the bench blocks every host but loopback): what is measured is what the page pays
// before they would answer.
import { bitcoinAdapter } from '@latch/bitcoin'
import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { embeddedWallet } from '@latch/frame/embedded'
import { ConnectButton, LatchProvider } from '@latch/react'
import { solanaAdapter } from '@latch/solana'
import { createRoot } from 'react-dom/client'
import { devnet } from '../shared/devnet.ts'

const solanaDevnet = defineNetwork({
  id: 'LatchDevnet111111111111111111111',
  chainNamespace: 'solana',
  name: 'Latch Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
})
const bitcoinRegtest = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
})
const metadata = {
  name: 'Bench',
  description: 'Latch with every adapter and feature',
  url: 'https://bench.latch.example',
  icons: [],
}

const latch = createLatch({
  adapters: [
    evmAdapter({
      pairing: { relayUrl: 'wss://relay.latch.example/relay', projectId: 'bench', metadata },
      connectors: { coinbase: { appName: metadata.name }, safe: {} },
    }),
    solanaAdapter(),
    bitcoinAdapter(),
  ],
  networks: [devnet, solanaDevnet, bitcoinRegtest],
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
