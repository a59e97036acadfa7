// The relay-auth JWT every WalletConnect client sends as `?auth=` (@walletconnect/relay-auth: header
// {alg: EdDSA, typ: JWT}, payload {iss: did:key of an ed25519 key, sub, aud: the relay URL, iat, exp}, signed with
// that key). Verified before the socket opens: the signature against the key in `iss`, the audience, the times.
import { createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'

/** multicodec prefix of an ed25519 public key in a did:key (0xed 0x01) */
const ED25519_MULTICODEC = [0xed, 0x01]
const DID_KEY_PREFIX = 'did:key:z'
/** clocks of phones and servers disagree a little */
export const CLOCK_SKEW_MS = 60_000
const MAX_JWT_LENGTH = 4096

export type RelayAuth = { ok: true; clientId: string } | { ok: false; reason: string }

const fail = (reason: string): RelayAuth => ({ ok: false, reason })

function json(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** the raw ed25519 public key of a did:key, or undefined */
function publicKeyOfDid(did: string): Uint8Array | undefined {
  if (!did.startsWith(DID_KEY_PREFIX) || did.length > 128) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(did.slice(DID_KEY_PREFIX.length))
  } catch {
    return undefined
  }
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) return undefined
  return bytes.subarray(2)
}

/** `audienceOk` says whether the `aud` names this relay */
export function verifyRelayAuth(jwt: string | null, audienceOk: (aud: string) => boolean, now: number): RelayAuth {
  if (!jwt) return fail('auth missing')
  if (jwt.length > MAX_JWT_LENGTH) return fail('auth too long')
  const parts = jwt.split('.')
  if (parts.length !== 3) return fail('auth is not a JWT')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = json(headerPart)
  const payload = json(payloadPart)
  if (header?.alg !== 'EdDSA' || !payload) return fail('auth is not an EdDSA JWT')
  const { iss, aud, exp, iat } = payload
  if (typeof iss !== 'string' || typeof aud !== 'string' || typeof exp !== 'number' || typeof iat !== 'number')
    return fail('auth lacks iss, aud, iat or exp')
  const key = publicKeyOfDid(iss)
  if (!key) return fail('auth iss is not an ed25519 did:key')
  const signature = Buffer.from(signaturePart, 'base64url')
  if (signature.length !== 64) return fail('auth signature is not ed25519')
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(key).toString('base64url') },
    format: 'jwk',
  })
  if (!verify(null, Buffer.from(`${headerPart}.${payloadPart}`), publicKey, signature))
    return fail('auth signature does not verify')
  if (exp * 1000 <= now - CLOCK_SKEW_MS) return fail('auth expired')
  if (iat * 1000 > now + CLOCK_SKEW_MS) return fail('auth not yet valid')
  if (!audienceOk(aud)) return fail('auth is for another relay')
  return { ok: true, clientId: iss }
}

/** host and path of a relay URL, the parts a TLS-terminating load balancer keeps (the scheme it does not) */
export function relayAddress(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return `${parsed.host.toLowerCase()}${parsed.pathname.replace(/\/+$/, '')}`
  } catch {
    return undefined
  }
}
