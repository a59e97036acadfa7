// The allowed-origins check (SPEC §5, §8 ): which alert, if any, the page's origin gets.
import {
  alertForOriginsCheckError,
  alertForProjectId,
  alertForProviderMessage,
  isOriginAllowed,
  originsFetchFailure,
} from '../alerts.ts'
import type { AlertCode } from '../errors.ts'
import { CloudError } from '../errors/classes.ts'
import { HttpRequestError } from '../sdkError.ts'
import { type CloudHttp, errorText } from './http.ts'

/** a refusal whose message names its alert ('Unauthorized: invalid key' → APKT007, …) */
class ProviderAlert extends Error {
  constructor(readonly code: AlertCode) {
    super(code)
  }
}

/** GET /projects/v1/origins: 429 → RATE_LIMITED, 5xx → SERVER_ERROR, no answer → CloudUnreachable, any other
 * failure → [] */
export async function fetchAllowedOrigins(http: CloudHttp): Promise<string[]> {
  try {
    const response = await http.get<{ allowedOrigins?: string[] }>('/projects/v1/origins')
    return response?.allowedOrigins ?? []
  } catch (error) {
    // no answer at all is not a refusal: the alert says the service cannot be reached, not that the origin is refused
    if (!(error instanceof HttpRequestError)) throw new CloudError('CloudUnreachable', { cause: error })
    const mapped = alertForProviderMessage(errorText(error))
    if (mapped) throw new ProviderAlert(mapped)
    const failure = originsFetchFailure(error.status)
    if ('error' in failure)
      throw new CloudError(failure.error === 'RATE_LIMITED' ? 'RateLimited' : 'ServerError', { cause: error })
    return failure.allowedOrigins
  }
}

/** undefined when the page may use the project; else the alert to show */
export async function originsCheckAlert(
  http: CloudHttp | undefined,
  projectId: string | undefined,
  origin: string,
): Promise<AlertCode | undefined> {
  const missing = alertForProjectId(projectId)
  if (missing || !http) return missing ?? 'APKT008'
  try {
    return isOriginAllowed(origin, await fetchAllowedOrigins(http)) ? undefined : 'APKT002'
  } catch (error) {
    if (error instanceof ProviderAlert) return error.code
    return alertForOriginsCheckError(error)
  }
}
