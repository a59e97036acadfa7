// While the modal is open, the balances it shows are read again every few seconds past every cache: funds that arrive
// while the visitor looks show within seconds, not after the portfolio cache's lifetime.
import type { Store } from '../instance/store.ts'

/** how often the balances are read again while the modal is open: incoming funds show within seconds, and the
 * cache lifetimes stay for reads while it is closed */
export const BALANCE_POLL_MS = 4_000

/** starts and stops the polling as the modal opens and closes; returns the stop */
export function pollBalancesWhileOpen(
  store: Pick<Store<{ open: boolean }>, 'getState' | 'subscribe'>,
  refresh: () => Promise<void>,
  intervalMs = BALANCE_POLL_MS,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined
  let reading = false
  const tick = () => {
    // a slow read is not stacked under the next one
    if (reading) return
    reading = true
    void refresh()
      .catch(() => undefined)
      .finally(() => {
        reading = false
      })
  }
  const follow = () => {
    const open = store.getState().open
    if (open && !timer) timer = setInterval(tick, intervalMs)
    else if (!open && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
  const off = store.subscribe(follow)
  follow()
  return () => {
    off()
    if (timer) clearInterval(timer)
  }
}
