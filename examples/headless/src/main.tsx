import { LatchProvider, useDisconnect, useLatch, useLatchAccount } from '@latch/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectScreen } from './ConnectScreen.tsx'
import { latch } from './latch.ts'
import './style.css'

function Account() {
  const { address } = useLatchAccount()
  const { disconnect } = useDisconnect()
  const latch = useLatch()
  const [signature, setSignature] = useState('')
  return (
    <section className="card" aria-label="Account">
      <p>
        Connected as <code>{address}</code>
      </p>
      <button type="button" onClick={async () => setSignature(await latch.signMessage('hello'))}>
        Sign
      </button>
      <output>{signature}</output>
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    </section>
  )
}

function App() {
  const { isConnected } = useLatchAccount()
  return <main>{isConnected ? <Account /> : <ConnectScreen />}</main>
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <App />
  </LatchProvider>,
)
