import { createLatch, listCatalogue, type CatalogueWallet, type Network } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { solanaAdapter } from '@latch/solana'
import { bitcoinAdapter } from '@latch/bitcoin'
import { embeddedWallet } from '@latch/frame/embedded'
import { createWagmiConfig } from '@latch/evm/wagmi'
import { LatchProvider } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App.tsx'
import {
  ACCENT,
  bitcoinRegtest,
  CLOUD_URL,
  COINBASE_ENABLED,
  FEATURED_WALLET_IDS,
  devnetA,
  devnetB,
  FRAME_URL,
  metadata,
  PROJECT_ID,
  SIWX_MODE,
  SOLANA_TOKEN,
  solanaDevnet,
  TEST_TOKEN,
} from './config.ts'
import { DEMO_SOCIAL_LOGINS } from './socials.ts'

// the two EVM devnets, and the Solana devnet and Bitcoin regtest when `npm start` runs them
const networks: readonly [Network, ...Network[]] = [
  devnetA,
  devnetB,
  ...(solanaDevnet ? [solanaDevnet] : []),
  ...(bitcoinRegtest ? [bitcoinRegtest] : []),
]
// One wagmi config shared by Latch and the page's own wagmi hooks.
const wagmiConfig = createWagmiConfig({ networks })

// WalletConnect pairs through the cloud's own relay (ws://<cloud>/relay); without the cloud it is not offered
const pairing = CLOUD_URL
  ? { relayUrl: `${CLOUD_URL.replace(/^http/, 'ws')}/relay`, projectId: PROJECT_ID, metadata }
  : undefined

// email and social login: the embedded wallet runs in its own frame, on its own origin (apps/frame); only built
// with a frame URL, since the frame signs in through the cloud
const embedded =
  FRAME_URL && CLOUD_URL ? embeddedWallet({ frameUrl: FRAME_URL, socials: [...DEMO_SOCIAL_LOGINS] }) : undefined

// a Safe App when opened inside Safe{Wallet} (it connects to that Safe with no modal); Coinbase's SDK loads when picked
const latch = createLatch({
  // an adapter only for a configured network: a build without Solana or Bitcoin ships none of their code
  adapters: [
    evmAdapter({
      wagmiConfig,
      pairing,
      connectors: { safe: {}, ...(COINBASE_ENABLED ? { coinbase: { appName: metadata.name } } : {}) },
    }),
    ...(solanaDevnet ? [solanaAdapter()] : []),
    ...(bitcoinRegtest ? [bitcoinAdapter()] : []),
  ],
  networks,
  metadata,
  ...(FEATURED_WALLET_IDS.length ? { featuredWalletIds: FEATURED_WALLET_IDS } : {}),
  tokens: {
    [devnetA.caipNetworkId]: [{ address: TEST_TOKEN }],
    [devnetB.caipNetworkId]: [{ address: TEST_TOKEN }],
    // an SPL mint keeps no symbol on chain: the app names it
    ...(solanaDevnet && SOLANA_TOKEN
      ? { [solanaDevnet.caipNetworkId]: [{ address: SOLANA_TOKEN, symbol: 'LST', name: 'Latch Solana Token' }] }
      : {}),
  },
  // with the cloud: its catalogue, features, analytics and blockchain data; without it: a local wallet list
  ...(CLOUD_URL
    ? { cloudUrl: CLOUD_URL, projectId: PROJECT_ID, identityOnTestnets: true }
    : { catalogue: listCatalogue(async () => (await import('./wallets.json')).default as CatalogueWallet[]) }),
  // email and socials stay on through the demo project's remote features (apps/cloud seeds every feature on)
  ...(embedded ? { embeddedWallet: embedded } : {}),
  // sign in with X through the cloud's /v1/sessions, when the page asks for it
  ...(ACCENT ? { themeVariables: { '--latch-accent': ACCENT } } : {}),
  ...(CLOUD_URL && SIWX_MODE
    ? { siwx: { required: SIWX_MODE === 'required', statement: 'Sign in to the Latch demo' } }
    : {}),
})

const queryClient = new QueryClient()

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch}>
          <App />
        </LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
