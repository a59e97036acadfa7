// 3,000 concurrent requests per engine (LATCH_FUZZ_REQUESTS for a longer run) over every route, method and content
// type, with random, huge and malformed bodies and hostile query strings: no 5xx, no dropped connection, and the
// server still answers — and its caches stay within their bounds (caches.test.ts fills each one past them).
// Seeded: a failure names the seed and the request that broke.
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CACHE_LIMITS, cachesOf } from '../src/cache/caches.ts'
import { cloudConfigSchema } from '../src/config.ts'
import { MAX_BODY_BYTES } from '../src/http/bodyLimit.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'
import { ENGINES, freshDatabase } from './engines.ts'
import { routesOf } from './http-fixtures.ts'
import { ADMIN_TOKEN, PRO, saveProjects } from './platform-fixtures.ts'

// each of the ~120 routes some 20 times, ~18 megabyte bodies: 10,000 a run found nothing more, at 3× the time
const REQUESTS = Number(process.env.LATCH_FUZZ_REQUESTS ?? 3_000)
const CONCURRENCY = 16
const SEED = Number(process.env.LATCH_FUZZ_SEED ?? 20251123)

/** mulberry32: a small seeded generator, so a failing run can be replayed */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!
  return { next, int, pick }
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const
const CONTENT_TYPES = [
  undefined,
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'image/png',
  'image/svg+xml',
  '*/*',
  `application/json; charset=${'x'.repeat(500)}`,
]
const HOSTILE_VALUES = [
  '',
  ' ',
  "' OR 1=1 --",
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  '0x' + 'f'.repeat(64),
  'eip155:99999999999999999999',
  'eip155:31337',
  '💥'.repeat(50),
  'a,'.repeat(2000),
]

function randomString(random: ReturnType<typeof generator>, length: number) {
  const alphabet =
    'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~:/%&=?#[]{}"\'\\ \u00e9\u4e2d\u0000'
  let text = ''
  for (let i = 0; i < length; i++) text += alphabet[random.int(alphabet.length)]
  return text
}

function randomQuery(random: ReturnType<typeof generator>) {
  const params: string[] = []
  const project = random.pick([PRO.id, PRO.id, PRO.id, 'unknown-project', '', 'x'.repeat(200), undefined])
  if (project !== undefined) params.push(`projectId=${encodeURIComponent(project)}`)
  const keys = [
    'page',
    'entries',
    'search',
    'include',
    'exclude',
    'chains',
    'badge_type',
    'chainId',
    'cursor',
    'limit',
    'currency',
    'forceUpdate',
    'st',
    'sv',
    'state',
    'code',
    'projectId',
    '__proto__',
    'x',
  ]
  for (let i = random.int(6); i > 0; i--) {
    const value =
      random.next() < 0.5
        ? random.pick(HOSTILE_VALUES)
        : randomString(random, random.int(random.next() < 0.05 ? 8000 : 40))
    params.push(`${random.pick(keys)}=${random.next() < 0.8 ? encodeURIComponent(value) : value.replace(/[#\s]/g, '')}`)
  }
  return params.length ? `?${params.join('&')}` : ''
}

function randomBody(random: ReturnType<typeof generator>): Uint8Array | string | undefined {
  const kind = random.int(12)
  switch (kind) {
    case 0:
      return undefined
    case 1:
      return ''
    case 2:
      return crypto.getRandomValues(new Uint8Array(random.int(4096)))
    case 3:
      return '{"unterminated": '
    case 4:
      return `${'['.repeat(20_000)}${']'.repeat(20_000)}`
    case 5:
      return JSON.stringify({
        __proto__: { polluted: true },
        constructor: { prototype: { polluted: true } },
        email: 'a@b.c',
        otp: '123456',
      })
    case 6:
      return JSON.stringify({
        email: randomString(random, 300),
        token: randomString(random, 64),
        otp: random.pick(['000000', 123456, null, ['1']]),
      })
    case 7:
      return JSON.stringify({
        eventId: randomString(random, 20),
        url: random.pick(['https://app.example/', 'javascript:alert(1)', 42]),
        domain: 'app.example',
        // biome-ignore lint/correctness/noPrecisionLoss: 1e400 is Infinity on purpose, a timestamp JSON.stringify turns into null
        timestamp: random.pick([Date.now(), -1, 1e400, '1']),
        props: { type: random.pick(['track', 'error', 'x']), event: 'INITIALIZE' },
      })
    case 8:
      return JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        ...Array.from({ length: random.int(5) }, () => ({ jsonrpc: '1.0', method: randomString(random, 10) })),
      ])
    case 9:
      return JSON.stringify({
        coin_type: random.pick([60, -1, 2 ** 40]),
        address: '0x' + '1'.repeat(40),
        message: JSON.stringify({ name: 'fuzz.latch.id', timestamp: Date.now() }),
        signature: '0x' + 'ab'.repeat(65),
      })
    case 10:
      // over the body limit: 413, read and dropped — never a reset (some 18 per run: each is megabytes)
      return random.next() < 0.1
        ? new Uint8Array(MAX_BODY_BYTES + 1 + random.int(3 * 1024 * 1024))
        : randomString(random, 100)
    default:
      return randomString(random, random.int(2000))
  }
}

for (const engine of ENGINES) {
  describe(`fuzz: ${REQUESTS} concurrent requests [${engine}]`, () => {
    let cloud: RunningCloud
    let dataDir: string
    let stopMail: () => Promise<void>

    beforeAll(async () => {
      const catcher = await startMailCatcher()
      stopMail = () => catcher.stop()
      const database = freshDatabase(engine)
      dataDir = database.dataDir
      cloud = await startCloud(
        cloudConfigSchema.parse({
          port: 0,
          indexer: false,
          adminToken: ADMIN_TOKEN,
          smtp: { host: '127.0.0.1', port: catcher.smtpPort },
          ...database,
        }),
      )
      await saveProjects(cloud.context, PRO)
    })

    afterAll(async () => {
      await cloud?.stop()
      await stopMail?.()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('no 5xx, no dropped connection, and afterwards the server still answers within its cache bounds', async () => {
      const random = generator(SEED + ENGINES.indexOf(engine))
      const routes = routesOf(cloudRoutesApp(cloud))
      const serverErrors: string[] = []
      const dropped: string[] = []
      let sent = 0
      const one = async () => {
        const route =
          random.next() < 0.9
            ? random.pick(routes)
            : { method: random.pick(METHODS), path: `/${randomString(random, random.int(30)).replace(/[?#]/g, '')}` }
        const method = random.next() < 0.8 ? route.method : random.pick(METHODS)
        const path = route.path.replace(/[^/]+$/, (last) =>
          random.next() < 0.3 && route.path.split('/').length > 2
            ? encodeURIComponent(random.pick(HOSTILE_VALUES)) || last
            : last,
        )
        const contentType = random.pick(CONTENT_TYPES)
        const body = method === 'GET' || method === 'HEAD' ? undefined : randomBody(random)
        const headers: Record<string, string> = {}
        if (contentType) headers['content-type'] = contentType
        if (random.next() < 0.3)
          headers.origin = random.pick(['https://app.example', 'https://evil.example', 'null', 'http://localhost:3000'])
        if (random.next() < 0.2)
          headers.authorization = random.pick([`Bearer ${ADMIN_TOKEN}`, 'Bearer wrong', 'Basic x'])
        if (random.next() < 0.1) headers['accept-encoding'] = random.pick(['br', 'gzip', 'br;q=0, gzip;q=0', 'x'])
        const target = `${cloud.url}${path}${randomQuery(random)}`
        const what = `${method} ${target.slice(0, 200)} (${contentType ?? 'no type'}, ${body === undefined ? 'no body' : `${typeof body === 'string' ? body.length : body.byteLength} bytes`})`
        try {
          const response = await fetch(target, { method, headers, body: body as BodyInit | undefined })
          await response.arrayBuffer()
          if (response.status >= 500) serverErrors.push(`${response.status} ${what}`)
        } catch (error) {
          dropped.push(`${what}: ${String((error as { cause?: unknown }).cause ?? error)}`)
        }
      }
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent < REQUESTS) {
            sent++
            await one()
          }
        }),
      )
      expect({ seed: SEED, serverErrors: serverErrors.slice(0, 10) }).toEqual({ seed: SEED, serverErrors: [] })
      expect({ seed: SEED, dropped: dropped.slice(0, 10) }).toEqual({ seed: SEED, dropped: [] })

      expect((await fetch(`${cloud.url}/health`)).status).toBe(200)
      expect((await fetch(`${cloud.url}/getWallets?projectId=${PRO.id}&page=1&entries=40`)).status).toBe(200)
      const caches = cachesOf(cloud.context)
      expect(caches.projects.size).toBeLessThanOrEqual(CACHE_LIMITS.projects.max)
      expect(caches.catalogueResponses.size).toBeLessThanOrEqual(CACHE_LIMITS.responses.max)
    }, 120_000)
  })
}

/** the app's routes: a second app on the same context lists them (createApp registers them, nothing else) */
function cloudRoutesApp(cloud: RunningCloud) {
  return createAppFor(cloud)
}
import { createApp } from '../src/app.ts'
const createAppFor = (cloud: RunningCloud) => createApp(cloud.context)
