// The hot GETs (catalogue pages, images, project config) answered before the app runs: the exact status, headers
// and bytes the app answered the same request with (same URL and Host, Origin, scheme, accepted encoding), kept in a
// bounded LRU and dropped whenever projects or the catalogue change — the guard's and CORS's verdicts depend only on
// those. Only answers the app marks as shared (cache/responses.ts) are kept; anything else always reaches the app.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { CHANGE_TOPICS, type ChangeFeed } from '../db/changes.ts'
import { negotiate } from './encoding.ts'
import { requestScope } from '../observe/logger.ts'
import { answeredRoutes, recordRequest, requestIdOf } from '../observe/requestLog.ts'

interface Kept {
  headers: OutgoingHttpHeaders
  body: Uint8Array
  /** the route pattern that made it, for the request counters */
  route: string
}

/** answers built from shared cache entries (cache/responses.ts), with their bytes */
const sharedBodies = new WeakMap<Response, Uint8Array>()

export function markShared(response: Response, body: Uint8Array): Response {
  sharedBodies.set(response, body)
  return response
}

export interface FastPathLimits {
  max: number
  maxBytes: number
  ttlMs: number
}

const keyOf = (request: IncomingMessage) =>
  `${request.headers['x-forwarded-proto'] === 'https' ? 's' : ''} ${request.headers.host ?? ''} ${request.url ?? ''} ${request.headers.origin ?? ''} ${negotiate(request.headers['accept-encoding']) ?? ''}`

/** a request whose answer may come from the fast path: a plain GET without a body or a validator to check */
const eligible = (request: IncomingMessage) =>
  request.method === 'GET' &&
  request.headers['content-length'] === undefined &&
  request.headers['transfer-encoding'] === undefined &&
  request.headers['if-none-match'] === undefined

export function createFastPath(changes: ChangeFeed, limits: FastPathLimits) {
  const kept = new LRUCache<string, Kept>({
    max: limits.max,
    maxSize: limits.maxBytes,
    sizeCalculation: (entry) => entry.body.length + 512,
    ttl: limits.ttlMs,
  })
  for (const topic of CHANGE_TOPICS) changes.on(topic, () => kept.clear())
  const generations = () => CHANGE_TOPICS.map((topic) => changes.generation(topic)).join(',')

  return {
    /** true when the answer went out from memory */
    answer(request: IncomingMessage, response: ServerResponse): boolean {
      if (!eligible(request)) return false
      const hit = kept.get(keyOf(request))
      if (!hit) return false
      const started = performance.now()
      // each answer its own request id: the kept headers hold none
      const requestId = requestIdOf(request.headers['x-request-id'])
      response.writeHead(200, { ...hit.headers, 'x-request-id': requestId })
      response.end(hit.body)
      requestScope.run({ requestId }, () =>
        recordRequest({ route: hit.route, method: 'GET', status: 200, seconds: (performance.now() - started) / 1000 }),
      )
      return true
    },
    /** runs the app, and keeps its answer when it is a shared one and nothing changed meanwhile */
    async through(request: IncomingMessage, run: () => Promise<Response>): Promise<Response> {
      const before = generations()
      const answer = await run()
      const body = sharedBodies.get(answer)
      if (body && answer.status === 200 && eligible(request) && generations() === before) {
        const headers: OutgoingHttpHeaders = {}
        answer.headers.forEach((value, name) => {
          if (name !== 'x-request-id') headers[name] = value
        })
        headers['content-length'] = String(body.length)
        kept.set(keyOf(request), { headers, body, route: answeredRoutes.get(answer) ?? 'cached' })
      }
      return answer
    },
    get size() {
      return kept.size
    },
  }
}

export type FastPath = ReturnType<typeof createFastPath>
