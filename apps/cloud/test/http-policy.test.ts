// What every answer of the cloud carries, on both engines: the body limit before routing (413 JSON on
// every route and on unknown ones), security headers, CORS by project, and for the hot reads a validator (ETag →
// 304), Cache-Control and compression negotiated with Accept-Encoding.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../src/http/bodyLimit.ts'
import { describeOnEngines } from './engines.ts'
import { routesOf } from './http-fixtures.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects, sdk } from './platform-fixtures.ts'

const ALLOWED = 'https://app.example'
const FOREIGN = 'https://evil.example'

describeOnEngines('http: body limit, headers, CORS, caching', { adminToken: ADMIN_TOKEN }, (engine) => {
  beforeAll(() => saveProjects(engine().context, PRO))

  const request = (path: string, init: RequestInit = {}) => engine().request(path, init)

  describe('the body limit, before routing', () => {
    it('answers 413 with a JSON error to an oversized body on every route and method, and on unknown routes', async () => {
      const routes = routesOf(engine().app)
      const targets = [
        ...routes.map((route) => [route.method, `${route.path}?${sdk()}`] as const),
        ['POST', '/no-such-route'] as const,
        ['PUT', '/v1'] as const,
      ]
      for (const [method, path] of targets) {
        const response = await request(path, {
          method,
          headers: { 'content-length': String(MAX_BODY_BYTES + 1), 'content-type': 'application/json' },
        })
        expect({ method, path, status: response.status, body: await response.json() }).toEqual({
          method,
          path,
          status: 413,
          body: { error: 'Body too large' },
        })
      }
    })

    it('counts a body sent without a length (chunked) while reading it', async () => {
      const chunk = new Uint8Array(256 * 1024)
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > MAX_BODY_BYTES + chunk.length) return controller.close()
          sent += chunk.length
          controller.enqueue(chunk)
        },
      })
      const response = await request(`/e?${sdk()}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ error: 'Body too large' })
    })
  })

  describe('security headers', () => {
    it('on data, errors and unknown routes; images keep their own sandboxing policy', async () => {
      for (const path of [`/appkit/v1/config?${sdk()}`, '/getWallets', '/no-such-route']) {
        const { headers } = await request(path)
        expect(headers.get('x-content-type-options')).toBe('nosniff')
        expect(headers.get('x-frame-options')).toBe('DENY')
        expect(headers.get('referrer-policy')).toBe('no-referrer')
        expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
        expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin')
      }
      const image = await request('/public/getTokenImage/ETH')
      expect(image.headers.get('content-security-policy')).toContain('sandbox')
      expect(
        (await request('/health', { headers: { 'x-forwarded-proto': 'https' } })).headers.get(
          'strict-transport-security',
        ),
      ).toMatch(/max-age=\d+/)
    })
  })

  describe('CORS by project', () => {
    it('echoes an origin the project allows, never *, and varies on Origin', async () => {
      const response = await request(`/appkit/v1/config?${sdk()}`, { headers: { origin: ALLOWED } })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED)
      expect(response.headers.get('vary')).toMatch(/origin/i)
      const wildcard = await request(`/appkit/v1/config?${sdk()}`, {
        headers: { origin: 'https://branch.preview.example' },
      })
      expect(wildcard.headers.get('access-control-allow-origin')).toBe('https://branch.preview.example')
    })

    it('grants data to no other origin; its refusal stays readable for the SPEC §8 alert (R-8.11)', async () => {
      const refused = await request(`/getWallets?${sdk()}`, { headers: { origin: FOREIGN } })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ error: 'Unauthorized: origin not allowed' })
      expect(refused.headers.get('access-control-allow-origin')).toBe(FOREIGN)
      const unknown = await request(`/getWallets?${sdk('no-such-project')}`, { headers: { origin: FOREIGN } })
      expect(unknown.status).toBe(401)
      expect(unknown.headers.get('access-control-allow-origin')).toBe(FOREIGN)
    })

    it('answers a preflight with a grant only for an allowed origin', async () => {
      const preflight = (origin: string) =>
        request(`/e?${sdk()}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        })
      const granted = await preflight(ALLOWED)
      expect(granted.status).toBe(204)
      expect(granted.headers.get('access-control-allow-origin')).toBe(ALLOWED)
      expect(granted.headers.get('access-control-allow-methods')).toContain('POST')
      expect(granted.headers.get('access-control-allow-headers')).toContain('content-type')
      const denied = await preflight(FOREIGN)
      expect(denied.status).toBe(204)
      expect(denied.headers.get('access-control-allow-origin')).toBeNull()
    })

    it('leaves /health and the public images open to any origin, and the admin API to none', async () => {
      expect(
        (await request('/health', { headers: { origin: FOREIGN } })).headers.get('access-control-allow-origin'),
      ).toBe('*')
      expect(
        (await request('/public/getTokenImage/ETH', { headers: { origin: FOREIGN } })).headers.get(
          'access-control-allow-origin',
        ),
      ).toBe('*')
      const adminAnswer = await request('/admin/projects', admin({ headers: { origin: ALLOWED } }))
      expect(adminAnswer.status).toBe(200)
      expect(adminAnswer.headers.get('access-control-allow-origin')).toBeNull()
    })
  })

  describe('validators, Cache-Control and compression of the hot reads', () => {
    it('a wallet page: ETag and Cache-Control; 304 to its validator; br or gzip as accepted, identity otherwise', async () => {
      const path = `/getWallets?${sdk()}&page=1&entries=40`
      const plain = await request(path, { headers: { 'accept-encoding': 'identity' } })
      const text = await plain.text()
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(plain.headers.get('cache-control')).toBe('public, max-age=300')
      expect(plain.headers.get('vary')).toMatch(/accept-encoding/i)
      const etag = plain.headers.get('etag')!
      expect(etag).toMatch(/^W\/".+"$/)
      const revalidated = await request(path, { headers: { 'if-none-match': etag } })
      expect(revalidated.status).toBe(304)
      expect(await revalidated.text()).toBe('')

      const br = await request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(br.headers.get('content-encoding')).toBe('br')
      const brBytes = Buffer.from(await br.arrayBuffer())
      expect(brBytes.length).toBeLessThan(text.length / 3)
      expect(brotliDecompressSync(brBytes).toString()).toBe(text)
      const gzip = await request(path, { headers: { 'accept-encoding': 'gzip' } })
      expect(gzip.headers.get('content-encoding')).toBe('gzip')
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text)
      const refusedBr = await request(path, { headers: { 'accept-encoding': 'br;q=0, gzip' } })
      expect(refusedBr.headers.get('content-encoding')).toBe('gzip')
    })

    it('config: revalidated every time (no-cache); an operator change gives a new validator at once', async () => {
      const path = `/appkit/v1/config?${sdk()}`
      const first = await request(path)
      expect(first.headers.get('cache-control')).toBe('no-cache')
      const etag = first.headers.get('etag')!
      expect((await request(path, { headers: { 'if-none-match': etag } })).status).toBe(304)
      expect(
        (await request(`/admin/projects/${PRO.id}`, admin({ method: 'PUT', json: { features: { swaps: false } } })))
          .status,
      ).toBe(200)
      const changed = await request(path, { headers: { 'if-none-match': etag } })
      expect(changed.status).toBe(200)
      expect(changed.headers.get('etag')).not.toBe(etag)
      expect(
        ((await changed.json()) as { features: Array<{ id: string; isEnabled: boolean }> }).features.find(
          (feature) => feature.id === 'swaps',
        )?.isEnabled,
      ).toBe(false)
    })

    it('images: an hour of Cache-Control and a validator', async () => {
      const { image_id: imageId } = await engine()
        .context.db.selectFrom('wallets')
        .select('image_id')
        .orderBy('position')
        .executeTakeFirstOrThrow()
      const path = `/getWalletImage/${encodeURIComponent(imageId)}?${sdk()}`
      const image = await request(path)
      expect(image.status).toBe(200)
      expect(image.headers.get('cache-control')).toBe('public, max-age=3600')
      expect((await request(path, { headers: { 'if-none-match': image.headers.get('etag')! } })).status).toBe(304)
    })
  })
})
