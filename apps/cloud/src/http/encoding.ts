// Content negotiation of compressed bodies (Accept-Encoding: br, gzip) and validators (ETag, If-None-Match).
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** smaller bodies go out as they are: compressing them saves less than it costs */
export const COMPRESS_MIN_BYTES = 1024

const COMPRESSIBLE = /^(application\/(json|problem\+json)|image\/svg\+xml|text\/)/i

export const isCompressible = (contentType: string | undefined) => COMPRESSIBLE.test(contentType ?? '')

/** the best encoding the client accepts (br before gzip), or undefined for identity */
export function negotiate(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  let gzip = false
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';')
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))
    if (refused) continue
    if (token === 'br') return 'br'
    if (token === 'gzip' || token === 'x-gzip' || token === '*') gzip = true
  }
  return gzip ? 'gzip' : undefined
}

export function compress(body: Uint8Array, encoding: Encoding): Buffer {
  // quality 5 / level 6: most of the saving for a fraction of the maximum settings' time
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 })
}

/** a weak validator of the bytes (weak: the compressed variants of one body share it) */
export const etagOf = (body: Uint8Array) => `W/"${createHash('sha1').update(body).digest('base64url')}"`

/** If-None-Match names this validator (weak comparison, as RFC 9110 asks for GET), or is `*` */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim()
    return value === '*' || value.replace(/^W\//, '') === opaque
  })
}
