// A user's minimal app: one network, the EVM adapter and the connect button; only the public API.
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { latch } from '../shared/minimalLatch.ts'

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
