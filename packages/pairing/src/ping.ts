// One ping to a session's wallet within a bound: a ping that does not answer in time is a wallet that is not there. The
// relay keeps the ping for the wallet meanwhile, so a phone that comes back still answers it: `onLateAnswer` hears that.
import { waitAtMost } from '@latch/core/internal'

/** the part of the sign client a ping goes through */
export interface PingTarget {
  client: { ping(params: { topic: string }): Promise<void> }
}

/** true when the wallet answered within `timeoutMs`; `onLateAnswer` is called if it answers after that */
export async function pingWithin(
  target: PingTarget,
  topic: string,
  timeoutMs: number,
  onLateAnswer?: () => void,
): Promise<boolean> {
  const answered = target.client.ping({ topic }).then(
    () => true,
    () => false,
  )
  return (await waitAtMost(answered, timeoutMs, (alive) => alive && onLateAnswer?.())) ?? false
}
