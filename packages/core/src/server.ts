// @latch/core/server: what a dApp's own backend needs to trust a visitor's sign-in (no browser code here).
// The browser sends its session id (latch.getSession()?.id, or useLatchSession().session?.id); the server asks the
// Latch cloud whether that session is live for its project and which account it proves.
import { SDK_VERSION } from './cloud/sdk.ts'

export interface VerifyLatchSessionParameters {
  /** the Latch cloud the page uses */
  cloudUrl: string
  projectId: string
  /** the session id the browser sent (a bearer token: send it over HTTPS, in a header, never in a URL) */
  sessionId: string
  fetch?: typeof fetch
}

export interface VerifiedLatchSession {
  /** CAIP-10: eip155:1:0xabc… */
  account: string
  chainId: string
  address: string
  domain: string
  uri: string
  issuedAt: string
  expiresAt: string
  message: string
  signature: string
}

export type VerifyLatchSessionReturnType =
  | { valid: true; session: VerifiedLatchSession }
  /** the cloud's reason: 'Session not found', 'Session revoked', 'Session expired', or a bad id */
  | { valid: false; reason: string }

const SESSION_ID = /^[A-Za-z0-9_-]{20,100}$/

/** asks the cloud (GET /v1/sessions/{id}, SPEC §7 ); throws only when the cloud cannot answer */
export async function verifyLatchSession(parameters: VerifyLatchSessionParameters): Promise<VerifyLatchSessionReturnType> {
  const { cloudUrl, projectId, sessionId } = parameters
  if (!SESSION_ID.test(sessionId)) return { valid: false, reason: 'Invalid session id' }
  const url = new URL(`v1/sessions/${sessionId}`, cloudUrl.endsWith('/') ? cloudUrl : `${cloudUrl}/`)
  url.search = new URLSearchParams({ projectId, st: 'latch-server', sv: SDK_VERSION }).toString()
  const response = await (parameters.fetch ?? fetch)(url)
  const body = (await response.json().catch(() => ({}))) as Partial<VerifiedLatchSession> & { error?: string }
  if (response.ok) return { valid: true, session: body as VerifiedLatchSession }
  if (response.status >= 500) throw new Error(`Latch cloud answered ${response.status}: ${body.error ?? ''}`)
  return { valid: false, reason: body.error ?? `HTTP ${response.status}` }
}
