// The instance itself: open(), close(), signMessage() and the other actions of core's latch.ts.
import type { Latch } from '@latch/core'
import { useLatchInstance } from '../context.ts'

/**
 * The Latch instance of the nearest {@link LatchProvider}: every action (`open`, `signMessage`, `send`, `pay`…).
 *
 * @example
 * ```tsx
 * const latch = useLatch()
 * return <button onClick={() => latch.open({ view: 'Networks' })}>Networks</button>
 * ```
 */
export function useLatch(): Latch {
  return useLatchInstance()
}
