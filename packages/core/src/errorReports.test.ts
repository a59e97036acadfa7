import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createErrorReporter, type ErrorReport } from './errorReports.ts'

const report: ErrorReport = { event: 'ERROR', errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'boom' }

describe('error reports', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('R-9.44 sends at most 5 reports per 60 s, then again once the oldest leaves the window', () => {
    const send = vi.fn()
    const reporter = createErrorReporter({ send })
    const results = Array.from({ length: 7 }, () => reporter.report(report))
    expect(results).toEqual([true, true, true, true, true, false, false])
    expect(send).toHaveBeenCalledTimes(5)
    vi.advanceTimersByTime(59_999)
    expect(reporter.report(report)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(reporter.report(report)).toBe(true)
    expect(send).toHaveBeenCalledTimes(6)
  })

  it('R-9.45 sends nothing when turned off, and resumes when turned on', () => {
    const send = vi.fn()
    const reporter = createErrorReporter({ send, enabled: false })
    expect(reporter.report(report)).toBe(false)
    reporter.setEnabled(true)
    expect(reporter.report(report)).toBe(true)
    reporter.setEnabled(false)
    expect(reporter.report(report)).toBe(false)
    expect(send).toHaveBeenCalledOnce()
  })
})
