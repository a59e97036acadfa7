// @latch/core/server: what a dApp's own backend needs to trust a visitor's sign-in (no browser code here).
// The browser sends its session id (latch.getSession()?.id, or useLatchSession().session?.id); the server asks the
// Latch cloud whether that session is live for its project and which account it proves. Offline, the browser sends
// the session's signed message and signature instead, and the server checks them itself (no cloud, no revocation).
import { SDK_VERSION } from './cloud/sdk.ts'

export interface VerifyLatchSessionCloudParameters {
  mode?: 'cloud'
  /** the Latch cloud the page uses */
  cloudUrl: string
  projectId: string
  /** the session id the browser sent (a bearer token: send it over HTTPS, in a header, never in a URL) */
  sessionId: string
  fetch?: typeof fetch
}

/** offline: the signed EIP-4361 message and its signature (latch.getSession()'s message and signature) */
export interface VerifyLatchSessionOfflineParameters {
  mode: 'offline'
  message: string
  signature: string
  /** the host the message must name (your site's, e.g. 'app.example.com'): a message for another site is refused */
  domain: string
  /** a viem public client of the message's chain: needed for contract wallets (ERC-1271, ERC-6492); without one
   * only an EOA's signature verifies */
  client?: SiweVerifyingClient
  /** the check's time (default now): expiry and not-before are compared with it */
  now?: Date
}

/** what offline mode uses of a viem public client (written out, so the types need no viem: it is an optional peer) */
export interface SiweVerifyingClient {
  verifySiweMessage(parameters: { message: string; signature: `0x${string}`; domain?: string; time?: Date }): Promise<boolean>
}

export type VerifyLatchSessionParameters = VerifyLatchSessionCloudParameters | VerifyLatchSessionOfflineParameters

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
  if (parameters.mode === 'offline') return verifyOffline(parameters)
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

export const OFFLINE_REASONS = {
  invalidMessage: 'Invalid sign-in message',
  noExpiry: 'Session has no expiry',
  expired: 'Session expired',
  notYetValid: 'Session not yet valid',
  wrongDomain: 'Wrong domain',
  badSignature: 'Invalid signature',
} as const

/** the message's own fields, its expiry and domain, then its signature (through the client for contract wallets) */
async function verifyOffline(parameters: VerifyLatchSessionOfflineParameters): Promise<VerifyLatchSessionReturnType> {
  const { message, signature, domain } = parameters
  const now = parameters.now ?? new Date()
  if (message.length > 8192 || !/^0x[0-9a-fA-F]{2,}$/.test(signature)) return { valid: false, reason: OFFLINE_REASONS.invalidMessage }
  const { parseSiweMessage } = await import('viem/siwe')
  const fields = parseSiweMessage(message)
  if (!fields.address || !fields.chainId || !fields.domain || !fields.uri || !fields.nonce || !fields.issuedAt || fields.version !== '1')
    return { valid: false, reason: OFFLINE_REASONS.invalidMessage }
  // a session lives only as long as its message says: one without an expiry is never accepted offline
  if (!fields.expirationTime) return { valid: false, reason: OFFLINE_REASONS.noExpiry }
  if (fields.expirationTime.getTime() <= now.getTime()) return { valid: false, reason: OFFLINE_REASONS.expired }
  if (fields.notBefore && fields.notBefore.getTime() > now.getTime()) return { valid: false, reason: OFFLINE_REASONS.notYetValid }
  if (fields.domain !== domain) return { valid: false, reason: OFFLINE_REASONS.wrongDomain }
  const checked = { message, signature: signature as `0x${string}`, domain, time: now }
  let valid: boolean
  try {
    if (parameters.client) valid = await parameters.client.verifySiweMessage(checked)
    else {
      const { verifyMessage } = await import('viem')
      valid = await verifyMessage({ address: fields.address, message, signature: signature as `0x${string}` })
    }
  } catch {
    valid = false
  }
  if (!valid) return { valid: false, reason: OFFLINE_REASONS.badSignature }
  const chainId = `eip155:${fields.chainId}`
  return {
    valid: true,
    session: {
      account: `${chainId}:${fields.address}`,
      chainId,
      address: fields.address,
      domain: fields.domain,
      uri: fields.uri,
      issuedAt: fields.issuedAt.toISOString(),
      expiresAt: fields.expirationTime.toISOString(),
      message,
      signature,
    },
  }
}
