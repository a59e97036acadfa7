// The cloud's HTTP server: node:http with keep-alive timeouts above common clients' idle timeouts, and request
// bodies the app did not read pulled off the wire after the answer, so a reused keep-alive socket is never closed
// under the client's next request (the undici "other side closed" race).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { FastPath } from './fastPath.ts'

export const HTTP_TIMEOUTS = {
  /** above load balancers' (AWS ALB, nginx: 60 s) and clients' idle timeouts (undici ~4 s, browsers, Go 90 s idles
   * with a per-request re-dial): the client, not the server, ends an idle connection */
  keepAliveMs: 125_000,
  /** longer than keep-alive: Node then never counts an idle socket's wait as a slow request's headers */
  headersMs: 130_000,
  requestMs: 300_000,
} as const

/** what the server reads of a body it refused before closing the connection instead */
export const MAX_DISCARDED_BYTES = 64 * 1024 * 1024

/** reads and drops the rest of a request body nobody read (a refused or unknown request) */
function discardRest(request: IncomingMessage) {
  if (request.complete || request.destroyed) return
  let bytes = 0
  // a body stream the app started and abandoned has its own data listener: it would pause the socket again
  request.removeAllListeners('data')
  request.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    if (bytes > MAX_DISCARDED_BYTES) request.destroy()
  })
  request.on('error', () => undefined)
  request.resume()
}

type Fetch = (request: Request, env: { incoming: IncomingMessage }) => Response | Promise<Response>

/** the cloud's HTTP server, not listening yet: what shares its port (the relay's upgrades) is attached first */
export function createHttpServer(fetch: Fetch, options: { fastPath?: FastPath } = {}): Server {
  const { fastPath } = options
  const app: Fetch = fastPath
    ? (request, env) => fastPath.through(env.incoming, async () => fetch(request, env))
    : fetch
  // Node's own clean-up (read the rest of an unread body) instead of node-server's, which closes a socket whose
  // body did not end within 500 ms — possibly after the client reused it
  const listener = getRequestListener(app as (request: Request, env: unknown) => Promise<Response>, {
    autoCleanupIncoming: false,
  })
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (fastPath?.answer(request, response)) return
    response.once('finish', () => discardRest(request))
    void listener(request, response)
  })
  server.keepAliveTimeout = HTTP_TIMEOUTS.keepAliveMs
  server.headersTimeout = HTTP_TIMEOUTS.headersMs
  server.requestTimeout = HTTP_TIMEOUTS.requestMs
  return server
}

/** starts taking connections on `port` (in a cluster's worker: from the primary, as soon as this resolves) */
export function listen(server: Server, options: { host: string; port: number }): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
