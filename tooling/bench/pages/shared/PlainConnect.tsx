// React alone's connect button and plain dialog with one wallet button: the reference the bench's Latch pages are read
// against.
import { type CSSProperties, useState } from 'react'

export function PlainConnect({ dialogStyle }: { dialogStyle?: CSSProperties }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet" style={dialogStyle}>
          <button type="button">Latch Test Wallet</button>
        </div>
      )}
    </>
  )
}
