// Error reports to analytics: at most 5 per 60 s (sliding), and they can be turned off (SPEC §9).
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from './constants.ts'

export interface ErrorReport {
  event: string
  errorType: string
  errorMessage: string
  stackTrace?: string
  /** what the operator's charts group it by (a failed connection's wallet, method and platform); no address */
  properties?: Record<string, string>
}

export interface ErrorReporter {
  /** false when the report was dropped (turned off or over the limit) */
  report(report: ErrorReport): boolean
  setEnabled(enabled: boolean): void
}

export function createErrorReporter(options: {
  send: (report: ErrorReport) => void
  enabled?: boolean
  now?: () => number
}): ErrorReporter {
  const now = options.now ?? Date.now
  let enabled = options.enabled ?? true
  let sentAt: number[] = []
  return {
    report(report) {
      if (!enabled) return false
      const time = now()
      sentAt = sentAt.filter((at) => time - at < ERROR_REPORT_WINDOW_MS)
      if (sentAt.length >= ERROR_REPORTS_PER_WINDOW) return false
      sentAt.push(time)
      options.send(report)
      return true
    },
    setEnabled(value) {
      enabled = value
    },
  }
}
