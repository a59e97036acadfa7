// One ping to a session's wallet within a bound: a ping that does not answer in time is a wallet that is not there.
import { waitAtMost } from '@latch/core/internal'

/** the part of the sign client a ping goes through */
export interface PingTarget {
  client: { ping(params: { topic: string }): Promise<void> }
}

/** true when the wallet answered within `timeoutMs` */
export async function pingWithin(target: PingTarget, topic: string, timeoutMs: number): Promise<boolean> {
  const answered = target.client.ping({ topic }).then(
    () => true,
    () => false,
  )
  return (await waitAtMost(answered, timeoutMs)) ?? false
}
