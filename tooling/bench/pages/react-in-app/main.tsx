// The reference for "Latch in an app": React alone's button and plain dialog, in the header of the same app page.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { AppPage } from '../shared/AppPage.tsx'

// over the page, as any modal is, so opening it moves nothing in the app
const DIALOG = {
  position: 'fixed',
  top: 96,
  left: 0,
  right: 0,
  margin: 'auto',
  width: 360,
  background: '#fff',
} as const

function ConnectDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet" style={DIALOG}>
          <button type="button">Latch Test Wallet</button>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<AppPage button={<ConnectDialog />} />)
