// Values sealed under the auth secret say which secret sealed them: the iv column holds `<key id>.<iv>`, the key id a
// short MAC of the secret (it names the secret without revealing it). A rotation (LATCH_AUTH_SECRET new,
// LATCH_AUTH_SECRET_PREVIOUS old) then opens each value with the secret it names and knows which are left to re-seal.
// Values sealed before key ids hold the iv alone: each configured secret is tried on them.
import { createHmac } from 'node:crypto'

export const keyIdOf = (secret: string) =>
  createHmac('sha256', secret).update('latch/auth/key-id/v1').digest('hex').slice(0, 8)

/** the iv column's value for an iv sealed under `secret` */
export const taggedIv = (secret: string, iv: string) => `${keyIdOf(secret)}.${iv}`

/** the iv, and the key id when the value has one */
export function splitIv(value: string): { keyId?: string; iv: string } {
  const dot = value.indexOf('.')
  return dot === -1 ? { iv: value } : { keyId: value.slice(0, dot), iv: value.slice(dot + 1) }
}

/** the secrets to try on a sealed value, in order: the one its key id names, or (no key id) every one given */
export function secretsFor(
  ivColumn: string,
  secrets: readonly (string | undefined)[],
): { iv: string; candidates: string[] } {
  const { keyId, iv } = splitIv(ivColumn)
  const known = secrets.filter((secret): secret is string => Boolean(secret))
  return { iv, candidates: keyId === undefined ? known : known.filter((secret) => keyIdOf(secret) === keyId) }
}

/** opens with the first candidate that authenticates; none: the value was sealed under a secret not configured */
export function openWithAny<T>(candidates: string[], open: (secret: string) => T): T {
  let failure: unknown = new Error(
    'sealed under an auth secret that is not configured (LATCH_AUTH_SECRET, LATCH_AUTH_SECRET_PREVIOUS)',
  )
  for (const secret of candidates) {
    try {
      return open(secret)
    } catch (error) {
      failure = error
    }
  }
  throw failure
}
