import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retry, waitAtMost } from './retry.ts'

describe('retry', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('R-4.39 polls at the interval and resolves true as soon as the condition holds', async () => {
    let ready = false
    const condition = vi.fn(() => ready)
    const result = retry({ condition, intervalMs: 100, maxRetries: 5 })
    await vi.advanceTimersByTimeAsync(0)
    expect(condition).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(99)
    expect(condition).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(condition).toHaveBeenCalledTimes(2)
    ready = true
    await vi.advanceTimersByTimeAsync(100)
    await expect(result).resolves.toBe(true)
    expect(condition).toHaveBeenCalledTimes(3)
  })

  it('R-4.40 resolves false after the maximum tries', async () => {
    const condition = vi.fn(async () => false)
    const result = retry({ condition, intervalMs: 50, maxRetries: 3 })
    await vi.runAllTimersAsync()
    await expect(result).resolves.toBe(false)
    expect(condition).toHaveBeenCalledTimes(3)
  })

  it('R-4.21 R-9.15 waitAtMost gives up after the wait (the 3 s disconnect wait)', async () => {
    const never = new Promise<string>(() => {})
    const result = waitAtMost(never, 3_000)
    let settled = false
    void result.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBeUndefined()
  })

  it('R-4.21 waitAtMost returns the reply when it comes in time', async () => {
    await expect(waitAtMost(Promise.resolve('signed out'), 3_000)).resolves.toBe('signed out')
  })

  it('waitAtMost hands a value that comes after the wait to onLate, and one in time only to its caller', async () => {
    const late = vi.fn()
    let answer: (value: string) => void = () => {}
    const result = waitAtMost(new Promise<string>((resolve) => (answer = resolve)), 3_000, late)
    await vi.advanceTimersByTimeAsync(3_000)
    await expect(result).resolves.toBeUndefined()
    expect(late).not.toHaveBeenCalled()
    answer('accounts')
    await vi.advanceTimersByTimeAsync(0)
    expect(late).toHaveBeenCalledWith('accounts')

    const inTime = vi.fn()
    await expect(waitAtMost(Promise.resolve('signed out'), 3_000, inTime)).resolves.toBe('signed out')
    expect(inTime).not.toHaveBeenCalled()
  })
})
