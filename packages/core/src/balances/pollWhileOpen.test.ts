// Funds that arrive while the modal is open show within seconds: the balances are read again past every cache while it
// is open, and not at all while it is closed.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, setup } from '../testDoubles.ts'
import { BALANCE_POLL_MS } from './pollWhileOpen.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('balances while the modal is open', () => {
  it('1 ETH that arrives while the modal is open shows within one poll, past the 30 s cache; nothing is read while closed', async () => {
    vi.useFakeTimers()
    const getBalance = vi.fn(async () => ({ value: 0n, decimals: 18, symbol: 'ETH', name: 'Ether' }))
    const { latch } = setup({}, { getBalance })
    await latch.connect('latch.test')
    await vi.advanceTimersByTimeAsync(0)
    expect(latch.getState().balance?.value).toBe(0n)
    // funds arrive on chain; the cache still says 0
    getBalance.mockResolvedValue({ value: 10n ** 18n, decimals: 18, symbol: 'ETH', name: 'Ether' })
    const closedReads = getBalance.mock.calls.length
    await vi.advanceTimersByTimeAsync(3 * BALANCE_POLL_MS)
    expect(getBalance.mock.calls.length).toBe(closedReads)
    latch.open({ view: 'Account' })
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS)
    expect(latch.getState().balance?.value).toBe(10n ** 18n)
    expect(getBalance).toHaveBeenLastCalledWith(expect.objectContaining({ address: ADDRESS }))
    latch.close()
    const afterClose = getBalance.mock.calls.length
    await vi.advanceTimersByTimeAsync(3 * BALANCE_POLL_MS)
    expect(getBalance.mock.calls.length).toBe(afterClose)
  })

  it('a background read that fails shows no toast; the next poll tries again', async () => {
    vi.useFakeTimers()
    const getBalance = vi.fn(async () => ({ value: 5n, decimals: 18, symbol: 'ETH', name: 'Ether' }))
    const { latch } = setup({}, { getBalance })
    await latch.connect('latch.test')
    await vi.advanceTimersByTimeAsync(0)
    latch.open({ view: 'Account' })
    getBalance.mockRejectedValue(new Error('node down'))
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS)
    expect(latch.getState().toast).toBeUndefined()
    getBalance.mockResolvedValue({ value: 7n, decimals: 18, symbol: 'ETH', name: 'Ether' })
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS)
    expect(latch.getState().balance?.value).toBe(7n)
  })
})
