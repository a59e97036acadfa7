// An exact payment from the connected wallet (latch.pay): `pay(request)` opens the Pay view and resolves with
// { status, transactionHash } once confirmed on chain; the hook also keeps the last result or error for rendering.
import type { PayRequest, PayResult } from '@latch/core'
import { useCallback, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

/** What {@link usePay} returns: `pay`, and the status, result or error of the last payment. */
export interface UsePay {
  pay(request: PayRequest): Promise<PayResult>
  status: 'idle' | 'pending' | 'success' | 'error'
  result?: PayResult
  error?: Error
}

/**
 * Asks for an exact payment through the Pay view (`latch.pay`), and tracks it.
 *
 * @example
 * ```tsx
 * const { pay, status } = usePay()
 * return <button disabled={status === 'pending'} onClick={() => pay({ recipient, amount: '5', asset: 'eip155:8453/slip44:60' })}>Pay</button>
 * ```
 */
export function usePay(): UsePay {
  const latch = useLatchInstance()
  const [state, setState] = useState<Omit<UsePay, 'pay'>>({ status: 'idle' })
  const pay = useCallback(
    async (request: PayRequest) => {
      setState({ status: 'pending' })
      try {
        const result = await latch.pay(request)
        setState({ status: 'success', result })
        return result
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause))
        setState({ status: 'error', error })
        throw error
      }
    },
    [latch],
  )
  return { pay, ...state }
}
