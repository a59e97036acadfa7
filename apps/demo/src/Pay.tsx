import { useLatch, usePay } from '@latch/react'
import { useState } from 'react'

// latch.pay through the usePay hook: an exact payment of a CAIP-19 asset; the result arrives once it is on chain.
// "Buy crypto" opens the modal's onramp (the sandbox card provider in `npm start`).
export function PayDemo() {
  const latch = useLatch()
  const { pay, status, result, error } = usePay()
  const [recipient, setRecipient] = useState('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f')
  const [amount, setAmount] = useState('0.01')
  const [asset, setAsset] = useState('eip155:31337/slip44:60')
  return (
    <section aria-label="Pay">
      <h2>Pay</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          pay({ recipient, amount, asset }).catch(() => undefined)
        }}
      >
        <label>
          Recipient <input value={recipient} onChange={(event) => setRecipient(event.target.value)} />
        </label>{' '}
        <label>
          Pay amount <input value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>{' '}
        <label>
          Asset (CAIP-19) <input value={asset} onChange={(event) => setAsset(event.target.value)} />
        </label>{' '}
        <button type="submit">Request payment</button>{' '}
        <button type="button" onClick={() => latch.open({ view: 'OnRamp' })}>
          Buy crypto
        </button>
      </form>
      {status === 'success' && result && (
        <p role="status">
          Payment {result.status}: <code>{result.transactionHash}</code>
        </p>
      )}
      {status === 'error' && error && <p role="alert">Payment failed: {error.message}</p>}
    </section>
  )
}
