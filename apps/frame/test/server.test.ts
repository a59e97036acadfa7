// The frame server: built pages, CSP frame-ancestors from the cloud's project origins plus SPEC §7's defaults, meta config.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFrame } from '../build.mjs'
import { startFrameServer, type FrameServer } from '../server.ts'
import { finishStaticFrame } from '../src/server/static.ts'
import { PROJECT_ID, startTestCloud, type TestCloud } from './fixtures.ts'

const ORIGINS = [
  'https://app.example.com',
  'https://*.example.org',
  'https://evil.example; script-src *',
  'https://q.example.com"><script>x</script>',
  '*',
  'https://*.com',
]
/** what the frame keeps of ORIGINS: the strict sources only */
const STRICT = ['https://app.example.com', 'https://*.example.org']
const RPC_URLS = ['http://127.0.0.1:8545/', 'https://rpc.example.net/v1/some-key?x=1']
let test: TestCloud
let dir: string
let root: string
let server: FrameServer

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-frame-server-'))
  root = join(dir, 'dist')
  writeFileSync(join(dir, 'secret.txt'), 'outside the root')
  ;[test] = await Promise.all([startTestCloud(ORIGINS), buildFrame({ outDir: root, logLevel: 'silent' })])
  server = await startFrameServer({ root, cloudUrl: test.cloud.url, rpcUrls: RPC_URLS })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await test?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** a raw GET: the path is sent as written, so ../ is not cleaned up by a URL parser first */
function get(
  path: string,
  base = server,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = new URL(base.url)
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}

const ancestorsOf = (csp: string) => /frame-ancestors ([^;]*);/.exec(csp)![1]!.split(' ')
const metaOf = (html: string) => {
  const content = /<meta name="latch-frame-config" content="([^"]*)">/.exec(html)![1]!
  return JSON.parse(content.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))) as unknown
}

describe('frame server', () => {
  it('answers with its own origin: a port of its own on 127.0.0.1 by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(server.origin).toBe(server.url.slice(0, -1))
  })

  it('R-7.74 R-7.75 R-7.76 R-7.77 index.html: frame-ancestors = the project origins CSP can express + the defaults, {ip} expanded', async () => {
    const page = await get(`/index.html?projectId=${PROJECT_ID}`)
    expect(page.status).toBe(200)
    const csp = String(page.headers['content-security-policy'])
    const ancestors = ancestorsOf(csp)
    expect(ancestors).toEqual(expect.arrayContaining(['https://app.example.com', 'https://*.example.org']))
    // an origin that would break out of the directive or the header is dropped, never written
    expect(csp).not.toContain('evil.example')
    expect(csp).not.toContain('<script>')
    expect(ancestors).toEqual(
      expect.arrayContaining([
        'http://localhost:*',
        'https://localhost:*',
        'https://*.pages.dev',
        'https://*.vercel.app',
        'https://*.ngrok-free.app',
      ]),
    )
    expect(ancestors).toEqual(
      expect.arrayContaining(['https://secure-mobile.walletconnect.com', 'https://secure-mobile.walletconnect.org']),
    )
    const addresses = ['127.0.0.1']
    for (const entries of Object.values(networkInterfaces())) {
      for (const entry of entries ?? []) if (entry.family === 'IPv4') addresses.push(entry.address)
    }
    for (const ip of addresses) expect(ancestors).toEqual(expect.arrayContaining([`http://${ip}:*`, `https://${ip}:*`]))
    // CSP host-sources cannot be IPv6 literals; Chromium reports such a source as an error
    expect(ancestors.some((source) => source.includes('['))).toBe(false)
    expect(csp).not.toContain('{ip}')
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['origin-agent-cluster']).toBe('?1')
    expect(page.headers['cache-control']).toBe('no-store')
  })

  it('the project list is read strictly: `*` and a wildcard over a top-level domain never reach the CSP or the frame', async () => {
    const page = await get(`/index.html?projectId=${PROJECT_ID}`)
    const ancestors = ancestorsOf(String(page.headers['content-security-policy']))
    expect(ancestors).not.toContain('*')
    expect(ancestors).not.toContain('https://*.com')
    expect(
      ancestors.filter(
        (source) =>
          !source.includes('localhost') &&
          !/\d+\.\d+\.\d+\.\d+/.test(source) &&
          !/pages\.dev|vercel\.app|ngrok-free\.app|secure-mobile/.test(source),
      ),
    ).toEqual(STRICT)
  })

  it('connect-src is the cloud and the configured RPC endpoints only, no scheme-wide source', async () => {
    const csp = String((await get(`/index.html?projectId=${PROJECT_ID}`)).headers['content-security-policy'])
    const connect = /connect-src ([^;]*);/.exec(csp)![1]!.split(' ')
    expect(connect).toEqual([
      "'self'",
      new URL(test.cloud.url).origin,
      'http://127.0.0.1:8545',
      'https://rpc.example.net',
    ])
    expect(csp).not.toMatch(/connect-src[^;]*\bhttps?:(?!\/\/)/)
  })

  it('the per-project origins cache is bounded (LRU): a project pushed out by others is asked for again', async () => {
    const asked: string[] = []
    const counting: typeof globalThis.fetch = (input, init) => {
      asked.push(new URL(String(input)).searchParams.get('projectId')!)
      return globalThis.fetch(input, init)
    }
    const small = await startFrameServer({ root, cloudUrl: test.cloud.url, fetch: counting, originsCacheSize: 3 })
    try {
      for (const id of ['p-a', 'p-b', 'p-a', 'p-c', 'p-d', 'p-e', 'p-a'])
        await get(`/index.html?projectId=${id}`, small)
      // p-a was used again before p-c, p-d and p-e filled the cache, so it went last and is fetched anew
      expect(asked).toEqual(['p-a', 'p-b', 'p-c', 'p-d', 'p-e', 'p-a'])
    } finally {
      await small.close()
    }
  })

  it('injects the meta config, escaped for its attribute, and no inline script (the CSP allows self only)', async () => {
    const page = await get(`/?projectId=${PROJECT_ID}`)
    expect(metaOf(page.body)).toEqual({ cloudUrl: test.cloud.url, allowedOrigins: STRICT })
    expect(page.body).not.toContain('"><script>')
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  })

  it('the callback page cannot be framed', async () => {
    const page = await get('/social-callback.html?state=s&code=c')
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy']).toMatch(/^frame-ancestors 'none';/)
    expect(page.body).not.toContain('latch-frame-config')
  })

  it('without a project, or when the cloud does not answer, only the defaults', async () => {
    const offline = await startFrameServer({ root, cloudUrl: 'http://127.0.0.1:9' })
    try {
      const page = await get(`/index.html?projectId=${PROJECT_ID}`, offline)
      expect(ancestorsOf(String(page.headers['content-security-policy']))).not.toContain('https://app.example.com')
      expect(ancestorsOf(String(page.headers['content-security-policy']))).toContain('http://localhost:*')
      expect(metaOf(page.body)).toEqual({ cloudUrl: 'http://127.0.0.1:9', allowedOrigins: [] })
    } finally {
      await offline.close()
    }
    const bare = await get('/index.html')
    expect(ancestorsOf(String(bare.headers['content-security-policy']))).not.toContain('https://app.example.com')
  })

  it("R-7.74 production: frame-ancestors and the frame's own check are the project's list only, no development defaults", async () => {
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const production = await startFrameServer({ root, cloudUrl: test.cloud.url, rpcUrls: RPC_URLS })
    process.env.NODE_ENV = previous
    const offline = await startFrameServer({ root, cloudUrl: 'http://127.0.0.1:9', production: true })
    try {
      const page = await get(`/index.html?projectId=${PROJECT_ID}`, production)
      expect(ancestorsOf(String(page.headers['content-security-policy']))).toEqual(STRICT)
      expect(metaOf(page.body)).toEqual({ cloudUrl: test.cloud.url, allowedOrigins: STRICT, defaultAncestors: false })
      // no project origins: nobody may frame it (an empty directive would let everybody)
      const none = await get(`/index.html?projectId=${PROJECT_ID}`, offline)
      expect(ancestorsOf(String(none.headers['content-security-policy']))).toEqual(["'none'"])
    } finally {
      await production.close()
      await offline.close()
    }
  })

  it('serves the built assets; refuses traversal; unknown paths are 404 without an index fallback', async () => {
    const script = /src="\.\/(assets\/[^"]+\.js)"/.exec((await get('/index.html')).body)![1]!
    const asset = await get(`/${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers['content-type']).toContain('text/javascript')
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%5csecret.txt',
      '/assets',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body).not.toContain('outside the root')
    }
    expect((await get('/no-such-page')).status).toBe(404)
    expect((await get('/wallet/route')).status).toBe(404)
  })
})

describe('the static frame (latch-frame build)', () => {
  it('R-7.74 carries the production configuration in its page and, in _headers, nginx.conf and headers.json, exactly the headers the frame server sends', async () => {
    const staticDir = join(dir, 'static')
    cpSync(root, staticDir, { recursive: true })
    const rules = await finishStaticFrame(staticDir, {
      cloudUrl: test.cloud.url,
      allowedOrigins: STRICT,
      rpcUrls: RPC_URLS,
    })
    const production = await startFrameServer({ root, cloudUrl: test.cloud.url, rpcUrls: RPC_URLS, production: true })
    try {
      const page = await get(`/index.html?projectId=${PROJECT_ID}`, production)
      const callback = await get('/social-callback.html', production)
      const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(page.body)![1]!
      const asset = await get(`/${script}`, production)
      const served = { '/': page, '/index.html': page, '/social-callback.html': callback, '/assets/*': asset }
      for (const [path, answer] of Object.entries(served)) {
        const expected = rules[path]!
        expect(Object.keys(expected).length, path).toBeGreaterThan(0)
        for (const [name, value] of Object.entries(expected))
          expect(answer.headers[name], `${path} ${name}`).toBe(value)
      }
      expect(ancestorsOf(rules['/index.html']!['content-security-policy']!)).toEqual(STRICT)
      expect(metaOf(readFileSync(join(staticDir, 'index.html'), 'utf8'))).toEqual(metaOf(page.body))
      expect(JSON.parse(readFileSync(join(staticDir, 'headers.json'), 'utf8'))).toEqual(rules)
      const netlify = readFileSync(join(staticDir, '_headers'), 'utf8')
      expect(netlify).toContain(
        `/index.html\n  x-content-type-options: nosniff\n  origin-agent-cluster: ?1\n  cache-control: no-store\n  content-security-policy: ${rules['/index.html']!['content-security-policy']}\n`,
      )
      const nginx = readFileSync(join(staticDir, 'nginx.conf'), 'utf8')
      expect(nginx).toContain(
        `add_header content-security-policy "${rules['/social-callback.html']!['content-security-policy']}" always;`,
      )
    } finally {
      await production.close()
    }
  })

  it('refuses an origin CSP cannot express strictly instead of writing it into the header', async () => {
    const staticDir = join(dir, 'static-refused')
    cpSync(root, staticDir, { recursive: true })
    await expect(
      finishStaticFrame(staticDir, { cloudUrl: test.cloud.url, allowedOrigins: ['https://app.example.com', '*'] }),
    ).rejects.toThrow(/not a strict origin.*\*/)
  })
})
