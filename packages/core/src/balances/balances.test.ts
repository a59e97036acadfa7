// The balances feature through createLatch: the adapter's RPC balance and the wait after a failure.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup } from '../testDoubles.ts'

describe('createLatch', () => {
  afterEach(() => vi.useRealTimers())

  describe('connection', () => {
    it('R-8.21 R-8.22 R-9.3 a failed balance shows Token Balance Unavailable and retries only after 30 s', async () => {
      vi.useFakeTimers()
      const getBalance = vi.fn(async () => Promise.reject(new Error('rpc down')))
      const { latch } = setup({}, { getBalance })
      await latch.connect('latch.test')
      await vi.advanceTimersByTimeAsync(0)
      expect(latch.getState().toast).toEqual({
        message: 'Token Balance Unavailable',
        variant: 'error',
        text: 'tokenBalanceUnavailable',
      })
      const calls = getBalance.mock.calls.length
      await latch.fetchBalance()
      vi.advanceTimersByTime(29_999)
      await latch.fetchBalance()
      expect(getBalance).toHaveBeenCalledTimes(calls)
      vi.advanceTimersByTime(1)
      await latch.fetchBalance()
      expect(getBalance).toHaveBeenCalledTimes(calls + 1)
    })
  })
})
