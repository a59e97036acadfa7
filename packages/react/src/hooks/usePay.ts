// An exact payment from the connected wallet (latch.pay): `pay(request)` opens the Pay view and resolves with
// { status, transactionHash } once confirmed on chain; the hook also keeps the last result or error for rendering.
import type { PayRequest, PayResult } from '@latch/core'
import { useCallback, useState } from 'react'
import { useLatchInstance } from '../context.ts'

export interface UsePay {
  pay(request: PayRequest): Promise<PayResult>
  status: 'idle' | 'pending' | 'success' | 'error'
  result?: PayResult
  error?: Error
}

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
