// One body limit for every route, checked before routing (unknown routes too): an oversized body gets 413 with a
// JSON error; the server then reads and drops the rest (http/listen.ts), so the client sees the answer, not a reset.
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_DISCARDED_BYTES } from './listen.ts'
import { errorResponse } from './validate.ts'

/** the largest body any route takes (a JSON-RPC batch); routes keep their own smaller limits */
export const MAX_BODY_BYTES = 2 * 1024 * 1024
export const BODY_TOO_LARGE = 'Body too large'

function tooLarge(declared?: number) {
  const response = errorResponse(413, BODY_TOO_LARGE)
  // past this much the rest is not worth reading: the connection ends after the answer
  if (declared !== undefined && declared > MAX_DISCARDED_BYTES) response.headers.set('connection', 'close')
  return response
}

export function bodyLimitFirst(): MiddlewareHandler {
  // a chunked body has no declared length: it is counted while the route reads it
  const counted = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => tooLarge() })
  return async (c, next) => {
    const length = c.req.header('content-length')
    if (length !== undefined) {
      const declared = Number(length)
      return declared > MAX_BODY_BYTES ? tooLarge(declared) : next()
    }
    if (c.req.header('transfer-encoding')) return counted(c, next)
    return next()
  }
}
