// SPEC §8 failures of one instance: SDK errors wrapped with a category, reported to analytics and rethrown; a provider
// that fails to start (the pairing provider, the embedded wallet's frame) reported the same way and logged; provider
// messages mapped to their alerts (alertOnce.ts shows each once).
import { alertForProviderMessage } from '../alerts.ts'
import type { ErrorReport } from '../errorReports.ts'
import type { AlertCode } from '../errors.ts'
import { type ReportedError, withSdkErrorBoundary, wrapSdkError } from '../sdkError.ts'
import type { AlertOnce } from './alertOnce.ts'

export interface FailuresDeps {
  /** the instance's alerts, each shown once */
  alertOnce: AlertOnce
  /** analytics' error report: dropped without a cloud, when turned off, or over 5 per 60 s (SPEC §9) */
  report(report: ErrorReport): void
  log?: (message: string, error: unknown) => void
}

/** every message of an error and its causes, so a wrapped provider message is still found */
function messagesOf(error: unknown): string {
  const messages: string[] = []
  for (let e: unknown = error, depth = 0; e && depth < 8; depth++) {
    const message = (e as { message?: unknown }).message
    messages.push(typeof message === 'string' ? message : String(e))
    e = (e as { cause?: unknown }).cause
  }
  return messages.join('\n')
}

export type Failures = ReturnType<typeof createFailures>

export function createFailures(deps: FailuresDeps) {
  const log = deps.log ?? ((message, error) => console.error(message, error))
  const { alertOnce } = deps

  function report(error: ReportedError, errorType = (error.cause as Error | undefined)?.name ?? error.name) {
    deps.report({ event: error.category, errorType, errorMessage: error.message, stackTrace: error.stack })
  }

  return {
    /** a provider's message that names an alert ('Unauthorized: invalid key' → APKT007, …) shows it, once */
    providerError(error: unknown) {
      alertOnce(alertForProviderMessage(messagesOf(error)))
    },
    /** a provider that could not start: logged, reported, and its alert (else the given one) shown once */
    providerInitFailed(error: unknown, fallback?: AlertCode) {
      log('[latch] a provider failed to start', error)
      report(wrapSdkError(error), 'ProviderInitError')
      alertOnce(alertForProviderMessage(messagesOf(error)) ?? fallback)
    },
    /** the public actions, each wrapped (default category INTERNAL_SDK_ERROR), reported and rethrown */
    boundary: <T extends object>(actions: T): T => withSdkErrorBoundary(actions, (error) => report(error)),
  }
}
