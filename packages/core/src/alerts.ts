// Which alert a provider or app-configuration failure shows (SPEC §8).
import type { AlertCode } from './errors.ts'
import { hasErrorCode } from './errors/base.ts'

/** the errors a failed allowed-origins fetch raises; any other failure reads as an empty list */
export type OriginsFetchError = 'RATE_LIMITED' | 'SERVER_ERROR'

const PROVIDER_MESSAGE_ALERTS: readonly [RegExp, AlertCode][] = [
  [/Unauthorized: origin not allowed/i, 'APKT002'],
  [/JWT.*not yet valid|JWT.*not-yet-valid/i, 'APKT006'],
  [/Unauthorized: invalid key/i, 'APKT007'],
]

/** the alert for a pairing-provider error message, or undefined when it maps to none */
export function alertForProviderMessage(message: string): AlertCode | undefined {
  return PROVIDER_MESSAGE_ALERTS.find(([pattern]) => pattern.test(message))?.[1]
}

/** what an HTTP status of the origins fetch becomes: an error to raise, else an empty allow list */
export function originsFetchFailure(status: number): { error: OriginsFetchError } | { allowedOrigins: string[] } {
  if (status === 429) return { error: 'RATE_LIMITED' }
  if (status >= 500 && status < 600) return { error: 'SERVER_ERROR' }
  return { allowedOrigins: [] }
}

/** the alert for an error of the allowed-origins check, by its code */
export function alertForOriginsCheckError(error: unknown): AlertCode {
  if (hasErrorCode(error, 'RateLimited')) return 'APKT010'
  if (hasErrorCode(error, 'ServerError')) return 'APKT009'
  if (hasErrorCode(error, 'CloudUnreachable')) return 'APKT011'
  return 'APKT008'
}

/** the alert for a missing project id, else none (SPEC §5) */
export function alertForProjectId(projectId: string | undefined): AlertCode | undefined {
  return projectId?.trim() ? undefined : 'APKT008'
}

/** true when the origin is the page's allow list or the default ancestors; '*' matches any run of characters */
export function isOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  defaults: readonly string[] = [],
): boolean {
  return [...allowedOrigins, ...defaults].some((pattern) => originPattern(pattern).test(origin))
}

function originPattern(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
  return new RegExp(`^${escaped.join('.*')}$`, 'i')
}
