// A dApp opening the Swap view with swap arguments (SPEC §2, R-2.7): the tokens by symbol and the amount filled in.
import { useLatch } from '@latch/react'

export function SwapShortcut() {
  const latch = useLatch()
  return (
    <section aria-label="Swap">
      <h2>Swap</h2>
      <button
        type="button"
        onClick={() => latch.open({ view: 'Swap', data: { fromToken: 'LTT', toToken: 'ETH', amount: '5' } })}
      >
        Swap 5 LTT for ETH
      </button>
    </section>
  )
}
