// Finished responses kept in memory (bytes, validator, compressed variants), bounded by count and bytes, cleared when
// what they were built from changes. A hit skips the handler: no query, no JSON.stringify, no compression.
import type { Context } from 'hono'
import { LRUCache } from 'lru-cache'
import type { ChangeFeed, ChangeTopic } from '../db/changes.ts'
import { markShared } from '../http/fastPath.ts'
import {
  COMPRESS_MIN_BYTES,
  compress,
  type Encoding,
  etagOf,
  isCompressible,
  negotiate,
  notModified,
} from '../http/encoding.ts'

export interface Built {
  body: string | Uint8Array
  /** content-type, cache-control and any other header of the answer */
  headers: Record<string, string>
}

type Bytes = Uint8Array<ArrayBuffer>

interface Entry {
  body: Bytes
  headers: Record<string, string>
  etag: string
  variants: Partial<Record<Encoding, Bytes>>
}

export interface ResponseCache {
  /** the cached answer for `key`, else `build()`'s (kept when it is a Built, passed through when a Response) */
  serve(c: Context, key: string, build: () => Promise<Built | Response>): Promise<Response>
  readonly size: number
}

export interface ResponseCacheLimits {
  max: number
  maxBytes: number
  ttlMs: number
}

const entryBytes = (entry: Entry) =>
  entry.body.length + (entry.variants.br?.length ?? 0) + (entry.variants.gzip?.length ?? 0) + 256

/** the answer to one request from a built body: 304 when the client has it, compressed when it accepts that */
function respond(c: Context, entry: Entry, onVariant?: () => void): Response {
  const vary = { vary: 'Accept-Encoding', etag: entry.etag }
  if (notModified(c.req.header('if-none-match'), entry.etag)) {
    return new Response(null, {
      status: 304,
      headers: {
        ...vary,
        ...(entry.headers['cache-control'] ? { 'cache-control': entry.headers['cache-control'] } : {}),
      },
    })
  }
  const encoding =
    entry.body.length >= COMPRESS_MIN_BYTES && isCompressible(entry.headers['content-type'])
      ? negotiate(c.req.header('accept-encoding'))
      : undefined
  if (!encoding)
    return markShared(new Response(entry.body, { status: 200, headers: { ...entry.headers, ...vary } }), entry.body)
  let variant = entry.variants[encoding]
  if (!variant) {
    variant = entry.variants[encoding] = compress(entry.body, encoding) as Bytes
    onVariant?.()
  }
  return markShared(
    new Response(variant, { status: 200, headers: { ...entry.headers, ...vary, 'content-encoding': encoding } }),
    variant,
  )
}

function entryOf(built: Built): Entry {
  const body = (typeof built.body === 'string' ? Buffer.from(built.body) : built.body) as Bytes
  return { body, headers: built.headers, etag: etagOf(body), variants: {} }
}

export function responseCache(changes: ChangeFeed, topic: ChangeTopic, limits: ResponseCacheLimits): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    max: limits.max,
    maxSize: limits.maxBytes,
    sizeCalculation: entryBytes,
    ttl: limits.ttlMs,
  })
  changes.on(topic, () => entries.clear())
  return {
    async serve(c, key, build) {
      const hit = entries.get(key)
      // a new compressed variant grows the entry: set it again so the byte bound counts it
      if (hit) return respond(c, hit, () => entries.set(key, hit))
      const generation = changes.generation(topic)
      const built = await build()
      if (built instanceof Response) return built
      const entry = entryOf(built)
      const response = respond(c, entry)
      if (changes.generation(topic) === generation) entries.set(key, entry)
      return response
    },
    get size() {
      return entries.size
    },
  }
}
