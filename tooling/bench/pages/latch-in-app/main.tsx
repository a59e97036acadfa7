// "Latch" inside an app of ~3,100 elements: the same instance and button, in the header of the shared app page.
import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { AppPage } from '../shared/AppPage.tsx'

const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

const latch = createLatch({ adapters: [evmAdapter()], networks: [devnet] })

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <AppPage button={<ConnectButton />} />
  </LatchProvider>,
)
