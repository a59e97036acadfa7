import { parseEther } from 'viem'
import { useSendCalls, useWaitForCallsStatus } from 'wagmi'

/** anvil's dev accounts 8 and 9 ("test … junk" mnemonic): the demo has no devnet import, and these never change */
const BATCH_RECIPIENTS = [
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
] as const
const AMOUNT = '0.001'

// EIP-5792 through wagmi's own hooks: the host app's batch code works with the embedded wallet unchanged
export function BatchCalls() {
  const send = useSendCalls()
  const status = useWaitForCallsStatus({ id: send.data?.id })
  const error = send.error ?? status.error
  const shown = status.data?.status ?? (send.data ? 'pending' : undefined)
  const sendBatch = () =>
    send.sendCalls({
      calls: BATCH_RECIPIENTS.map((to) => ({ to, value: parseEther(AMOUNT) })),
      // wallets without wallet_sendCalls get the calls one by one as eth_sendTransaction
      experimental_fallback: true,
    })
  return (
    <section aria-label="Batch calls">
      <h2>Batch calls</h2>
      <p>
        One request, two transfers of {AMOUNT} ETH each, to dev accounts #8 and #9: <code>{BATCH_RECIPIENTS[0]}</code>{' '}
        and <code>{BATCH_RECIPIENTS[1]}</code>.
      </p>
      <button type="button" onClick={sendBatch} disabled={send.isPending}>
        Send batch
      </button>
      {shown && <p role="status">Batch status: {shown}</p>}
      {error && <p role="alert">{shortMessage(error)}</p>}
    </section>
  )
}

// viem's message adds details and its version on more lines; the first line is what a person needs
const shortMessage = (error: Error) =>
  'shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : error.message
