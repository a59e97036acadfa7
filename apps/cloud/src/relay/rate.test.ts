import { expect, it } from 'vitest'
import { createTokenBucket } from './rate.ts'

it('allows a burst, refuses beyond it, and refills with time (relay rate limit per connection)', () => {
  let time = 0
  const bucket = createTokenBucket(3, 10, () => time)
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false])
  time += 100 // one token back at 10/s
  expect([bucket.take(), bucket.take()]).toEqual([true, false])
  time += 10_000 // never more than the burst
  expect(Array.from({ length: 4 }, () => bucket.take())).toEqual([true, true, true, false])
})
