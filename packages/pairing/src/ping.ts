// One ping to a session's wallet within a bound: a ping that does not answer in time is a wallet that is not there.

/** the part of the sign client a ping goes through */
export interface PingTarget {
  client: { ping(params: { topic: string }): Promise<void> }
}

/** true when the wallet answered within `timeoutMs` */
export function pingWithin(target: PingTarget, topic: string, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const answered = target.client.ping({ topic }).then(
    () => true,
    () => false,
  )
  return Promise.race([answered, late]).finally(() => clearTimeout(timer))
}
