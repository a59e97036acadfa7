import { describe, expect, it } from 'vitest'
import { createStorageQuota, MESSAGE_OVERHEAD_BYTES } from './quota.ts'

const limits = { maxBytes: 10_000, maxTopics: 3, maxBytesPerClient: 4_000, maxTopicsPerClient: 2 }
const cost = (bytes: number) => bytes + MESSAGE_OVERHEAD_BYTES

describe('relay storage quota', () => {
  it('refuses a client past its bytes with -32005, and takes it again once its messages expired', () => {
    const quota = createStorageQuota(limits)
    quota.charge('a', 't1', 1_500, 2_000, 0)
    quota.charge('a', 't1', 1_500, 1_000, 0)
    expect(() => quota.charge('a', 't1', 1_500, 3_000, 0)).toThrow(
      expect.objectContaining({
        code: -32005,
        message: 'Relay storage quota exceeded: at most 4000 bytes of unexpired messages per client',
      }),
    )
    expect(quota.stored()).toEqual({ bytes: 2 * cost(1_500), topics: 1 })
    // the message expiring first is released first, whatever the order it came in
    quota.charge('a', 't1', 1_500, 3_000, 1_000)
    expect(quota.stored()).toEqual({ bytes: 2 * cost(1_500), topics: 1 })
    quota.release(3_000)
    expect(quota.stored()).toEqual({ bytes: 0, topics: 0 })
  })

  it('counts topics per client and in all; a topic is free again when its last message expired', () => {
    const quota = createStorageQuota(limits)
    quota.charge('a', 't1', 10, 1_000, 0)
    quota.charge('a', 't2', 10, 2_000, 0)
    quota.charge('a', 't2', 10, 2_000, 0)
    expect(() => quota.charge('a', 't3', 10, 2_000, 0)).toThrow(
      'Relay topic quota exceeded: at most 2 topics with unexpired messages per client',
    )
    quota.charge('b', 't3', 10, 2_000, 0)
    expect(() => quota.charge('c', 't4', 10, 2_000, 0)).toThrow(
      'Relay topic quota exceeded: at most 3 topics with unexpired messages',
    )
    quota.charge('a', 't4', 10, 2_000, 1_000)
    expect(quota.stored().topics).toBe(3)
  })

  it('holds every client together to the total', () => {
    const quota = createStorageQuota(limits)
    for (const client of ['a', 'b']) quota.charge(client, 't1', 3_500, 1_000, 0)
    expect(() => quota.charge('c', 't1', 3_500, 1_000, 0)).toThrow(
      'Relay storage quota exceeded: at most 10000 bytes of unexpired messages',
    )
  })

  it('holds a message until the end of the second it expires in, and many in that second as one topic', () => {
    const quota = createStorageQuota(limits)
    for (let index = 0; index < 10; index++) quota.charge('a', 't1', 10, 1_100 + index * 50, 0)
    expect(quota.stored()).toEqual({ bytes: 10 * cost(10), topics: 1 })
    quota.release(1_999)
    expect(quota.stored()).toEqual({ bytes: 10 * cost(10), topics: 1 })
    quota.release(2_000)
    expect(quota.stored()).toEqual({ bytes: 0, topics: 0 })
    // released whole: the client may fill its quota again
    quota.charge('a', 't2', 3_000, 3_000, 2_000)
    expect(quota.stored()).toEqual({ bytes: cost(3_000), topics: 1 })
  })
})
