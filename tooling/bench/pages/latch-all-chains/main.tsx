// The same minimal app with a network and an adapter for each of the three chain namespaces (EVM, Solana, Bitcoin):
// each adapter's SDK must load on connect or after the first paint, so the JS before the button stays ≤ 100 KiB gz.
import { bitcoinAdapter } from '@latch/bitcoin'
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

const bitcoinRegtest = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
})

const latch = createLatch({
  adapters: [evmAdapter(), solanaAdapter(), bitcoinAdapter()],
  networks: [devnet, solanaDevnet, bitcoinRegtest],
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
