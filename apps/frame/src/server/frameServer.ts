// Serves the built frame from its own origin, with the CSP and the <meta> config each page needs (contract "Frame app").
import { readFile, realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { getMimeType } from 'hono/utils/mime'
import { strictOriginSources } from '@latch/frame'
import { createOriginsCache } from './originsCache.ts'
import { COMMON_HEADERS, OTHER_PAGE_HEADERS, walletPageHeaders, walletPageHtml } from './pages.ts'

export interface FrameServerOptions {
  /** the built frame (buildFrame's outDir) */
  root: string
  cloudUrl: string
  port?: number
  host?: string
  /** the host name in the frame's URL; another port of the app's host keeps the frame same-site, other origin */
  publicHost?: string
  /** the RPC endpoints the frame may call (with the cloud, the whole of its CSP connect-src) */
  rpcUrls?: readonly string[]
  /** ERC-4337 bundlers by EVM chain id: the chains where the embedded wallet holds a smart account */
  bundlers?: Readonly<Record<string, string>>
  fetch?: typeof globalThis.fetch
  /** how many projects' origins are kept (least recently used out), and for how long */
  originsCacheSize?: number
  originsTtlMs?: number
  /**
   * production: only the project's own origins may embed the frame; SPEC §7's default ancestors (localhost, IP
   * addresses, *.vercel.app, *.pages.dev, *.ngrok-free.app, WalletConnect's secure-mobile) are for development.
   * Defaults to NODE_ENV=production.
   */
  production?: boolean
}

export interface FrameServer {
  url: string
  origin: string
  close(): Promise<void>
}

const ORIGINS_TTL_MS = 60_000
const ORIGINS_CACHE_SIZE = 1_000
export { attributeJson } from './pages.ts'

export async function startFrameServer(options: FrameServerOptions): Promise<FrameServer> {
  const root = await realpath(resolve(options.root))
  const fetch = options.fetch ?? globalThis.fetch
  const cache = createOriginsCache({
    max: options.originsCacheSize ?? ORIGINS_CACHE_SIZE,
    ttlMs: options.originsTtlMs ?? ORIGINS_TTL_MS,
  })
  const production = options.production ?? process.env.NODE_ENV === 'production'
  const connect = [options.cloudUrl, ...(options.rpcUrls ?? []), ...Object.values(options.bundlers ?? {})]

  // a failed or odd answer gives no project origins: the defaults still apply; only strict sources are kept
  async function allowedOrigins(projectId: string | null): Promise<string[]> {
    if (!projectId || !/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) return []
    const hit = cache.get(projectId, Date.now())
    if (hit) return hit
    let origins: string[] = []
    try {
      const url = new URL('/projects/v1/origins', options.cloudUrl)
      url.searchParams.set('projectId', projectId)
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      const body = (await response.json()) as { allowedOrigins?: unknown }
      if (response.ok && Array.isArray(body.allowedOrigins))
        origins = strictOriginSources(body.allowedOrigins.filter((o): o is string => typeof o === 'string'))
    } catch {
      origins = []
    }
    cache.set(projectId, origins, Date.now())
    return origins
  }

  async function fileOf(pathname: string): Promise<string | undefined> {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return undefined
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return undefined
    const wanted = resolve(join(root, decoded === '/' ? 'index.html' : decoded))
    const inside = (path: string) => {
      const rel = relative(root, path)
      return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
    }
    if (!inside(wanted)) return undefined
    try {
      // a symlink must not lead out of root either
      const real = await realpath(wanted)
      return inside(real) && (await stat(real)).isFile() ? real : undefined
    } catch {
      return undefined
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) response.setHeader(name, value)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://frame.invalid')
    const file = await fileOf(url.pathname)
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const type = getMimeType(file) ?? 'application/octet-stream'
    let body: Buffer | string = await readFile(file)
    if (type.startsWith('text/html')) {
      const name = relative(root, file)
      if (name === 'index.html') {
        const page = {
          cloudUrl: options.cloudUrl,
          allowedOrigins: await allowedOrigins(url.searchParams.get('projectId')),
          bundlers: options.bundlers,
          production,
          connect,
        }
        for (const [header, value] of Object.entries(walletPageHeaders(page))) response.setHeader(header, value)
        body = walletPageHtml(body.toString('utf8'), page)
      } else {
        // the callback page (and any other page) is never framed
        for (const [header, value] of Object.entries(OTHER_PAGE_HEADERS)) response.setHeader(header, value)
      }
    }
    response.writeHead(200, { 'content-type': type })
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolvePromise())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${options.publicHost ?? '127.0.0.1'}:${port}`
  return {
    url: `${origin}/`,
    origin,
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.closeAllConnections()
        server.close(() => resolvePromise())
      }),
  }
}
