// The live quote: asked once the amount and the pair have been still for QUOTE_DELAY_MS, the answer kept only if it
// is still the one the form shows; a refusal or a failure becomes the error text.
import type { Latch, SwapQuote, SwapToken } from '@latch/core'
import { useEffect, useState } from '../../reactBindings.ts'
import { useDebounced } from '../useDebounced.ts'

/** short: the quote should follow typing closely; long enough not to ask for every keystroke */
export const QUOTE_DELAY_MS = 200

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: SwapQuote }
  | { status: 'error'; error: unknown }

export function useSwapQuote(
  latch: Latch,
  from: SwapToken | undefined,
  to: SwapToken | undefined,
  amount: string,
  generation: number,
): QuoteState {
  const settled = useDebounced(amount.trim(), QUOTE_DELAY_MS)
  const [state, setState] = useState<QuoteState>({ status: 'idle' })
  useEffect(() => {
    if (!from || !to || !settled) return setState({ status: 'idle' })
    let current = true
    setState({ status: 'loading' })
    latch.swapQuote({ from, to, amount: settled }).then(
      (quote) => current && setState({ status: 'ready', quote }),
      (error: unknown) => current && setState({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [latch, from, to, settled, generation])
  return state
}
