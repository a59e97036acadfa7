'use client'
// Signs a message with the connected account, as in the README.
import { useLatch, useLatchAccount } from '@latch/react'
import { useState } from 'react'

export function Sign() {
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
