// @latch/core/server: what a dApp's own backend needs to trust a visitor's sign-in (no browser code here).
// The browser sends its session id (latch.getSession()?.id, or useLatchSession().session?.id); the server asks the
// Latch cloud whether that session is live for its project and which account it proves. Offline, the browser sends
// the session's signed message and signature instead, and the server checks them itself (no cloud, no revocation).
import { SDK_VERSION } from './cloud/sdk.ts'
import { CloudError } from './errors/classes.ts'
import { parseCaip122Text } from './siwx/caip122.ts'
import { ed25519SignatureValid } from './siwx/ed25519.ts'

export { chainLabelOf, createCaip122Text, parseCaip122Text } from './siwx/caip122.ts'
export { ed25519SignatureValid } from './siwx/ed25519.ts'
// the page's Content-Security-Policy is the server's to send: the sources Latch needs, never on the first load
export { latchCsp, type LatchCsp, type LatchCspDirective, type LatchCspOptions } from './csp.ts'

/** Checking a session with the Latch cloud: the cloud, the project and the session id the browser sent. */
export interface VerifyLatchSessionCloudParameters {
  mode?: 'cloud'
  /** the Latch cloud the page uses */
  cloudUrl: string
  projectId: string
  /** the session id the browser sent (a bearer token: send it over HTTPS, in a header, never in a URL) */
  sessionId: string
  fetch?: typeof fetch
}

/** offline: the signed message and its signature (latch.getSession()'s message and signature): EIP-4361 (eip155),
 * Sign In With Solana (solana, ed25519), or the Bitcoin text (bip122) when `verifyBip322` is given */
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
  /** a Bitcoin session's BIP-322 check, e.g. `verifyBip322` of `@latch/bitcoin/bip322`; without it bip122 is refused */
  verifyBip322?: (address: string, message: string, signature: string) => boolean | Promise<boolean>
}

/** what offline mode uses of a viem public client (written out, so the types need no viem: it is an optional peer) */
export interface SiweVerifyingClient {
  verifySiweMessage(parameters: {
    message: string
    signature: `0x${string}`
    domain?: string
    time?: Date
  }): Promise<boolean>
}

/** What `verifyLatchSession` checks: a session id with the cloud, or a signed message offline. */
export type VerifyLatchSessionParameters = VerifyLatchSessionCloudParameters | VerifyLatchSessionOfflineParameters

/** A sign-in session a server has checked: the account it proves, for which site, and until when. */
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
  /** offline only: the cloud never returns a session's signature, which is what revokes it */
  signature?: string
}

/** The answer of `verifyLatchSession`: the session when it is valid, else why not. */
export type VerifyLatchSessionReturnType =
  | { valid: true; session: VerifiedLatchSession }
  /** the cloud's reason: 'Session not found', 'Session revoked', 'Session expired', or a bad id */
  | { valid: false; reason: string }

const SESSION_ID = /^[A-Za-z0-9_-]{20,100}$/

/**
 * asks the cloud (GET /v1/sessions/{id}, SPEC §7 ); throws only when the cloud cannot answer
 *
 * @example
 * ```ts
 * const result = await verifyLatchSession({ cloudUrl, projectId, sessionId: request.headers.get('x-latch-session') ?? '' })
 * if (!result.valid) return new Response(result.reason, { status: 401 })
 * console.log('signed in as', result.session.address)
 * ```
 */
export async function verifyLatchSession(
  parameters: VerifyLatchSessionParameters,
): Promise<VerifyLatchSessionReturnType> {
  if (parameters.mode === 'offline') return verifyOffline(parameters)
  const { cloudUrl, projectId, sessionId } = parameters
  if (!SESSION_ID.test(sessionId)) return { valid: false, reason: 'Invalid session id' }
  const url = new URL(`v1/sessions/${sessionId}`, cloudUrl.endsWith('/') ? cloudUrl : `${cloudUrl}/`)
  url.search = new URLSearchParams({ projectId, st: 'latch-server', sv: SDK_VERSION }).toString()
  const response = await (parameters.fetch ?? fetch)(url)
  const body = (await response.json().catch(() => ({}))) as Partial<VerifiedLatchSession> & { error?: string }
  if (response.ok) return { valid: true, session: body as VerifiedLatchSession }
  if (response.status >= 500)
    throw new CloudError('ServerError', { details: `Latch cloud answered ${response.status}: ${body.error ?? ''}` })
  return { valid: false, reason: body.error ?? `HTTP ${response.status}` }
}

/** Why an offline check refuses a session: the reasons `verifyLatchSession` answers with. */
export const OFFLINE_REASONS = {
  invalidMessage: 'Invalid sign-in message',
  noExpiry: 'Session has no expiry',
  expired: 'Session expired',
  notYetValid: 'Session not yet valid',
  wrongDomain: 'Wrong domain',
  badSignature: 'Invalid signature',
  unsupportedNamespace: 'Unsupported chain namespace',
} as const

/** the checks every namespace shares: an expiry still ahead, a not-before passed, the expected domain */
function timeAndDomain(
  fields: { expirationTime?: Date; notBefore?: Date; domain: string },
  domain: string,
  now: Date,
): string | undefined {
  // a session lives only as long as its message says: one without an expiry is never accepted offline
  if (!fields.expirationTime || Number.isNaN(fields.expirationTime.getTime())) return OFFLINE_REASONS.noExpiry
  if (fields.expirationTime.getTime() <= now.getTime()) return OFFLINE_REASONS.expired
  if (fields.notBefore && !(fields.notBefore.getTime() <= now.getTime())) return OFFLINE_REASONS.notYetValid
  if (fields.domain !== domain) return OFFLINE_REASONS.wrongDomain
  return undefined
}

/** a Sign In With Solana or Bitcoin message: its fields, then the signature of its address (ed25519, BIP-322) */
async function verifyCaip122Offline(
  parameters: VerifyLatchSessionOfflineParameters,
): Promise<VerifyLatchSessionReturnType | undefined> {
  const { message, signature, domain } = parameters
  const fields = parseCaip122Text(message)
  if (!fields) return undefined
  const bitcoin = fields.chainId.startsWith('bip122:')
  if (bitcoin && !parameters.verifyBip322) return { valid: false, reason: OFFLINE_REASONS.unsupportedNamespace }
  const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value))
  const refused = timeAndDomain(
    { expirationTime: date(fields.expirationTime), notBefore: date(fields.notBefore), domain: fields.domain },
    domain,
    parameters.now ?? new Date(),
  )
  if (refused) return { valid: false, reason: refused }
  const signed = bitcoin
    ? await Promise.resolve(parameters.verifyBip322!(fields.accountAddress, message, signature)).catch(() => false)
    : await ed25519SignatureValid(fields.accountAddress, message, signature)
  if (!signed) return { valid: false, reason: OFFLINE_REASONS.badSignature }
  return {
    valid: true,
    session: {
      account: `${fields.chainId}:${fields.accountAddress}`,
      chainId: fields.chainId,
      address: fields.accountAddress,
      domain: fields.domain,
      uri: fields.uri,
      issuedAt: fields.issuedAt,
      expiresAt: new Date(fields.expirationTime as string).toISOString(),
      message,
      signature,
    },
  }
}

/** the message's own fields, its expiry and domain, then its signature (through the client for contract wallets) */
async function verifyOffline(parameters: VerifyLatchSessionOfflineParameters): Promise<VerifyLatchSessionReturnType> {
  const { message, signature, domain } = parameters
  const now = parameters.now ?? new Date()
  if (message.length > 8192 || signature.length > 20000) return { valid: false, reason: OFFLINE_REASONS.invalidMessage }
  const caip122 = await verifyCaip122Offline(parameters)
  if (caip122) return caip122
  if (!/^0x[0-9a-fA-F]{2,}$/.test(signature)) return { valid: false, reason: OFFLINE_REASONS.invalidMessage }
  const { parseSiweMessage } = await import('viem/siwe')
  const fields = parseSiweMessage(message)
  if (
    !fields.address ||
    !fields.chainId ||
    !fields.domain ||
    !fields.uri ||
    !fields.nonce ||
    !fields.issuedAt ||
    fields.version !== '1'
  )
    return { valid: false, reason: OFFLINE_REASONS.invalidMessage }
  const refused = timeAndDomain({ ...fields, domain: fields.domain }, domain, now)
  if (refused || !fields.expirationTime) return { valid: false, reason: refused ?? OFFLINE_REASONS.noExpiry }
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
