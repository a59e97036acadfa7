// The default sign-in backend: the Latch cloud's /v1/sessions (SPEC §7 ).
import { createCloudHttp, type CloudIdentity, errorText } from '../cloud/http.ts'
import { HttpRequestError } from '../sdkError.ts'
import type { SIWXBackend } from './types.ts'

/**
 * The sign-in backend that keeps sessions in the Latch cloud: it gets the nonce, stores the signed session and asks
 * whether a session is still live.
 *
 * @example
 * ```ts
 * const backend = cloudSiwxBackend({ cloudUrl, projectId, sdkType: 'latch-react', sdkVersion })
 * const latch = createLatch({ adapters, networks, cloudUrl, projectId, siwx: { backend } })
 * ```
 */
export function cloudSiwxBackend(identity: CloudIdentity, fetcher?: typeof fetch): SIWXBackend {
  const http = createCloudHttp(identity, fetcher)
  const failure = (error: unknown) => new Error(errorText(error), { cause: error })
  return {
    async getNonce() {
      try {
        return (await http.post<{ nonce: string }>('v1/sessions/nonce', undefined, undefined)).nonce
      } catch (error) {
        throw failure(error)
      }
    },
    async addSession(signed) {
      try {
        return await http.post<{ id: string; expiresAt: string }>('v1/sessions', undefined, signed)
      } catch (error) {
        throw failure(error)
      }
    },
    async isSessionActive(session) {
      try {
        await http.get(`v1/sessions/${encodeURIComponent(session.id)}`)
        return true
      } catch (error) {
        // only the cloud's answer ends a session: offline, it is kept until it expires
        if (error instanceof HttpRequestError && (error.status === 404 || error.status === 410)) return false
        return true
      }
    },
    async revokeSession(session) {
      try {
        await http.post(`v1/sessions/${encodeURIComponent(session.id)}/revoke`, undefined, {
          pci: session.account,
          signature: session.signature,
        })
      } catch (error) {
        // already revoked or gone is what was wanted
        if (error instanceof HttpRequestError && (error.status === 404 || error.status === 410)) return
        throw failure(error)
      }
    },
  }
}
