// The reference page: React 19 and one button that opens a plain dialog with one wallet button.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet">
          <button type="button">Latch Test Wallet</button>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />)
