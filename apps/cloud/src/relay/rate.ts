// Token bucket: `burst` frames at once, refilled at `perSecond`; one per connection.
export interface TokenBucket {
  take(): boolean
}

export function createTokenBucket(
  burst: number,
  perSecond: number,
  now: () => number = () => performance.now(),
): TokenBucket {
  let tokens = burst
  let last = now()
  return {
    take() {
      const time = now()
      tokens = Math.min(burst, tokens + ((time - last) / 1000) * perSecond)
      last = time
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
