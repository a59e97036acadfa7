import { createLatch, listCatalogue, type CatalogueWallet } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createWagmiConfig } from '@latch/evm/wagmi'
import { LatchProvider } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App.tsx'
import { CLOUD_URL, devnetA, devnetB, metadata, PROJECT_ID, TEST_TOKEN } from './config.ts'

const networks = [devnetA, devnetB] as const
// One wagmi config shared by Latch and the page's own wagmi hooks.
const wagmiConfig = createWagmiConfig({ networks })

// WalletConnect pairs through the cloud's own relay (ws://<cloud>/relay); without the cloud it is not offered
const pairing = CLOUD_URL
  ? { relayUrl: `${CLOUD_URL.replace(/^http/, 'ws')}/relay`, projectId: PROJECT_ID, metadata }
  : undefined

const latch = createLatch({
  adapters: [evmAdapter({ wagmiConfig, pairing })],
  networks,
  metadata,
  tokens: {
    [devnetA.caipNetworkId]: [{ address: TEST_TOKEN }],
    [devnetB.caipNetworkId]: [{ address: TEST_TOKEN }],
  },
  // with the cloud: its catalogue, features, analytics and blockchain data; without it: a local wallet list
  ...(CLOUD_URL
    ? { cloudUrl: CLOUD_URL, projectId: PROJECT_ID, identityOnTestnets: true }
    : { catalogue: listCatalogue(async () => (await import('./wallets.json')).default as CatalogueWallet[]) }),
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
