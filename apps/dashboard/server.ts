// Serves the built dashboard on its own port and passes its API calls to the cloud: /admin/* (the admin API, which
// has no CORS) and /getWalletImage/* (images as the modal gets them). Nothing else reaches the cloud, and the
// browser's Origin and cookies are not passed on. Loopback by default.
import { createServer, request as httpRequest } from 'node:http'
import { serveStatic } from '../../tooling/devnet/src/serve-static.mjs'

const PROXIED = /^\/(admin\/|getWalletImage\/)/
const PASSED_HEADERS = ['authorization', 'content-type', 'content-length', 'accept', 'accept-encoding', 'if-none-match']
/** the page loads only its own files, talks only to its own origin, and is never framed */
export const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' blob: data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
}

export interface DashboardServer {
  url: string
  port: number
  close(): Promise<void>
}

export async function startDashboardServer(options: {
  root: string
  cloudUrl: string
  port?: number
  host?: string
}): Promise<DashboardServer> {
  const host = options.host ?? '127.0.0.1'
  const files = (await serveStatic(options.root, { port: 0 })) as DashboardServer
  const cloud = new URL(options.cloudUrl)
  const server = createServer((request, response) => {
    const path = request.url ?? '/'
    const target = PROXIED.test(path) ? cloud : new URL(files.url)
    const headers: Record<string, string> = {}
    for (const name of PROXIED.test(path) ? PASSED_HEADERS : ['accept', 'if-none-match']) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, method: request.method, path, headers },
      (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          PROXIED.test(path) ? answer.headers : { ...answer.headers, ...PAGE_HEADERS },
        )
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'The cloud did not answer' }))
    })
    request.pipe(upstream)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await files.close()
    },
  }
}
