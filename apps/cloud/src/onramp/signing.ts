// HMAC-SHA256 signatures shared by the cloud and an onramp provider: the checkout URL the cloud builds (so the
// provider knows the amount, asset and address came from the cloud) and the completion callback the provider sends
// (so the cloud knows the notice came from the provider). Real providers sign the same two things (URL signing, webhooks).
import { createHmac, timingSafeEqual } from 'node:crypto'

/** the query parameters, sorted by name, without `signature`: what a URL signature covers */
export function canonicalQuery(params: URLSearchParams): string {
  const entries = [...params.entries()]
    .filter(([name]) => name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(entries).toString()
}

export const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url')

/** the same signature, compared in constant time */
export function signatureMatches(secret: string, text: string, signature: string | null | undefined): boolean {
  if (!signature) return false
  const expected = Buffer.from(hmac(secret, text))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** `base?params&signature=…` */
export function signedUrl(base: string, params: Record<string, string>, secret: string): string {
  const url = new URL(base)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  url.searchParams.set('signature', hmac(secret, canonicalQuery(url.searchParams)))
  return url.toString()
}

/** the URL's parameters when its signature is the secret's and it has not expired (`expires`, ms since 1970) */
export function verifiedUrlParams(url: URL, secret: string, now: number): Record<string, string> | undefined {
  if (!signatureMatches(secret, canonicalQuery(url.searchParams), url.searchParams.get('signature'))) return undefined
  const expires = Number(url.searchParams.get('expires'))
  if (!Number.isFinite(expires) || expires < now) return undefined
  return Object.fromEntries([...url.searchParams.entries()].filter(([name]) => name !== 'signature'))
}

/** the header a provider's completion callback carries: hmac(secret, body) */
export const CALLBACK_SIGNATURE_HEADER = 'x-onramp-signature'
