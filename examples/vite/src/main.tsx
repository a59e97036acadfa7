import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider, NetworkButton, useLatch, useLatchAccount } from '@latch/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

// your chain's JSON-RPC endpoint
const RPC_URL = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'

const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] } },
})

// One instance per modal: no global state, so two modals or server rendering never share anything.
const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [devnet],
  tokens: { 'eip155:31337': [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }] },
})

function Sign() {
  const { isConnected } = useLatchAccount()
  const latch = useLatch()
  const [signature, setSignature] = useState('')
  if (!isConnected) return null
  return (
    <p>
      <button type="button" onClick={async () => setSignature(await latch.signMessage('hello'))}>
        Sign
      </button>
      <output>{signature}</output>
    </p>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
    <NetworkButton />
    <Sign />
  </LatchProvider>,
)
