// The same minimal app with a network and an adapter per chain namespace (EVM and Solana; Bitcoin joins here): each
// adapter's SDK must load on connect or after the first paint, so the JS before the button barely moves.
import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
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

const latch = createLatch({ adapters: [evmAdapter(), solanaAdapter()], networks: [devnet, solanaDevnet] })

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
