// Waiting on a Latch instance's state in a unit test: the instance answers at once with its first-paint values and
// fills in as its features, adapters and cloud answer, so a test waits for what it needs, not for a time.

/** The part of a Latch instance {@link untilLatch} reads. */
export interface LatchStateSource<State> {
  getState(): State
  subscribe(listener: () => void): () => void
}

/**
 * Resolves with the instance's state once `condition` holds (checked now and after every change); rejects after
 * `timeoutMs` (default 10 s) with the message naming what it waited for.
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [devnet] })
 * await untilLatch(latch, (state) => state.connectors.some((connector) => connector.id === TEST_WALLET_RDNS))
 * await latch.connect(TEST_WALLET_RDNS)
 * ```
 */
export function untilLatch<State>(
  latch: LatchStateSource<State>,
  condition: (state: State) => boolean,
  { timeoutMs = 10_000, what = 'the condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<State> {
  return new Promise((resolve, reject) => {
    let unsubscribe = () => {}
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`untilLatch: ${what} did not hold within ${timeoutMs} ms`))
    }, timeoutMs)
    const check = () => {
      const state = latch.getState()
      if (!condition(state)) return false
      clearTimeout(timer)
      unsubscribe()
      resolve(state)
      return true
    }
    if (check()) return
    unsubscribe = latch.subscribe(() => void check())
  })
}
