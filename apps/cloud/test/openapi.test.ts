// The described API: /openapi.json (OpenAPI 3.1, generated from the zod schemas the routes parse with)
// describes every route the app registers and nothing else, /docs shows it, and the core's cloud client
// (packages/core/src/cloud) calls only described routes, with queries and bodies their schemas accept.
import { beforeAll, expect, it } from 'vitest'
import { createAnalytics } from '../../../packages/core/src/cloud/analytics.ts'
import { fetchApprovals } from '../../../packages/core/src/cloud/approvals.ts'
import { cloudCatalogue, walletImageUrl } from '../../../packages/core/src/cloud/catalogue.ts'
import { fetchFeatures } from '../../../packages/core/src/cloud/features.ts'
import { fetchHistory, fetchNfts } from '../../../packages/core/src/cloud/history.ts'
import { createCloudHttp } from '../../../packages/core/src/cloud/http.ts'
import { fetchIdentity } from '../../../packages/core/src/cloud/identity.ts'
import { fetchAllowedOrigins } from '../../../packages/core/src/cloud/origins.ts'
import { fetchBalances } from '../../../packages/core/src/cloud/portfolio.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from '../../../packages/core/src/cloud/sdk.ts'
import { cloudSiwxBackend } from '../../../packages/core/src/siwx/cloudBackend.ts'
import { createSiwxMessage } from '../../../packages/core/src/siwx/message.ts'
import { DEV_ACCOUNTS } from '@latch/devnet'
import { openApiPath, ROUTE_DOCS } from '../src/openapi/document.ts'
import type { RouteDoc } from '../src/openapi/describe.ts'
import { describeOnEngines } from './engines.ts'
import { routesOf } from './http-fixtures.ts'
import { PRO, saveProjects } from './platform-fixtures.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** the doc of a request: same method, and the path matches the route's pattern */
function docOf(method: string, pathname: string): { doc: RouteDoc; params: Record<string, string> } | undefined {
  for (const doc of ROUTE_DOCS) {
    if (doc.method !== method.toLowerCase()) continue
    const names: string[] = []
    const pattern = new RegExp(
      `^${doc.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
    )
    const match = pattern.exec(pathname)
    if (match)
      return { doc, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) }
  }
  return undefined
}

/** what is wrong with a request against its description (empty when nothing is) */
function problemsOf(method: string, url: string, body: string | undefined): string[] {
  const target = new URL(url)
  const found = docOf(method, target.pathname)
  if (!found) return [`${method} ${target.pathname} is not described`]
  const { doc, params } = found
  const problems: string[] = []
  const query = Object.fromEntries(target.searchParams)
  const unknown = Object.keys(query).filter((key) => !doc.query || !(key in doc.query.shape))
  if (unknown.length) problems.push(`undescribed query parameters ${unknown.join(', ')}`)
  const check = (what: string, schema: RouteDoc['query'] | RouteDoc['body'], value: unknown) => {
    if (!schema) return
    const result = schema.safeParse(value)
    if (!result.success)
      problems.push(
        `${what}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      )
  }
  check('path', doc.params, params)
  check('query', doc.query, query)
  if (doc.body) check('body', doc.body, body === undefined ? undefined : JSON.parse(body))
  else if (body !== undefined) problems.push('a body where none is described')
  return problems.map((problem) => `${method} ${target.pathname}: ${problem}`)
}

describeOnEngines('OpenAPI: the served description and the core client', {}, (engine) => {
  beforeAll(() => saveProjects(engine().context, PRO))

  it('describes every route the app registers, and only those', () => {
    const registered = routesOf(engine().app)
      .map((route) => `${route.method} ${route.pattern}`)
      .sort()
    const described = ROUTE_DOCS.map((doc) => `${doc.method.toUpperCase()} ${doc.path}`).sort()
    expect(described).toEqual(registered)
  })

  it('serves an OpenAPI 3.1 document with every route, its parameters and bodies as JSON Schema', async () => {
    const response = await engine().request('/openapi.json')
    expect(response.status).toBe(200)
    const document = (await response.json()) as {
      openapi: string
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: Array<{ name: string; in: string; required: boolean }>
            requestBody?: { content: Record<string, { schema: { type?: string; properties?: object } }> }
          }
        >
      >
    }
    expect(document.openapi).toBe('3.1.0')
    for (const doc of ROUTE_DOCS)
      expect(document.paths[openApiPath(doc.path)]?.[doc.method], `${doc.method} ${doc.path}`).toBeDefined()
    const wallets = document.paths['/getWallets']!.get!
    expect(wallets.parameters).toEqual(
      expect.arrayContaining([
        { name: 'projectId', in: 'query', required: true, schema: expect.any(Object) },
        expect.objectContaining({ name: 'search', required: false }),
      ]),
    )
    const event = document.paths['/e']!.post!.requestBody!.content['application/json']!.schema
    expect(event.type).toBe('object')
    expect(Object.keys(event.properties ?? {})).toEqual(['eventId', 'url', 'domain', 'timestamp', 'props'])
    expect(document.paths['/v1/account/{address}/balance']!.get!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'address', in: 'path', required: true })]),
    )
  })

  it('serves the description as a page (/docs): every path, escaped text, no script', async () => {
    const response = await engine().request('/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    for (const doc of ROUTE_DOCS) expect(html).toContain(openApiPath(doc.path))
    expect(html).not.toContain('<script')
  })

  it("the core's cloud client calls only described routes, with valid queries and bodies (R-7.1, R-7.2)", async () => {
    const sent: Array<{ method: string; url: string; body?: string }> = []
    const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input)
      sent.push({ method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? init.body : undefined })
      return engine().app.request(url, init)
    }) as typeof fetch
    const http = createCloudHttp(
      { cloudUrl: 'http://cloud.test', projectId: PRO.id, sdkType: DEFAULT_SDK_TYPE, sdkVersion: SDK_VERSION },
      fetcher,
    )
    const ignore = () => undefined

    await fetchFeatures(http, undefined, ignore)
    await fetchAllowedOrigins(http)
    const analytics = createAnalytics({
      http,
      page: { url: 'https://app.example/mint', domain: 'app.example' },
      enabled: true,
      onForbidden: ignore,
    })
    await analytics.loadConfig()
    await analytics.track('INITIALIZE')
    await analytics.track('DISCONNECT_SUCCESS', { namespace: 'eip155' })
    analytics.reportError({
      event: 'CONNECT_ERROR',
      errorType: 'CONNECTION_ERROR',
      errorMessage: 'Connection rejected',
    })
    await analytics.flush()
    const catalogue = cloudCatalogue(http)
    const page = await catalogue.getWallets({ page: 1, entries: 40 })
    await catalogue.getWallets({ page: 1, entries: 100, search: 'meta' })
    await catalogue.getWallets({
      page: 2,
      entries: 40,
      include: [page.data[0]!.id],
      exclude: [page.data[1]!.id],
      chains: ['eip155:1'],
    })
    // the Account view's reads: answers may be errors here (no chain configured); the requests are what is checked
    await fetchBalances(http, ADDRESS, 'eip155:31337', false).catch(ignore)
    await fetchBalances(http, ADDRESS, 'eip155:31337', true).catch(ignore)
    await fetchHistory(http, ADDRESS, 'eip155:31337').catch(ignore)
    await fetchNfts(http, ADDRESS, 'eip155:31337').catch(ignore)
    await fetchApprovals(http, ADDRESS, 'eip155:31337').catch(ignore)
    await fetchIdentity(http, ADDRESS, 'eip155:31337').catch(ignore)
    // image URLs the modal puts in <img src>: the cloud's own and the client's fallback
    // sign in with X: nonce, session, its check and its revocation (R-7.30, R-7.31, R-7.33)
    const siwx = cloudSiwxBackend(
      { cloudUrl: 'http://cloud.test', projectId: PRO.id, sdkType: DEFAULT_SDK_TYPE, sdkVersion: SDK_VERSION },
      fetcher,
    )
    const signer = DEV_ACCOUNTS[1]!
    const fields = {
      chainId: 'eip155:31337' as const,
      accountAddress: signer.address,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/',
      version: '1' as const,
      nonce: await siwx.getNonce({ chainId: 'eip155:31337', accountAddress: signer.address }),
      issuedAt: new Date().toISOString(),
    }
    const message = await createSiwxMessage(fields)
    const signature = await signer.signMessage({ message })
    const { id } = await siwx.addSession({ ...fields, message, signature })
    const session = {
      id,
      account: `eip155:31337:${signer.address}` as const,
      chainId: fields.chainId,
      address: signer.address,
      expiresAt: '',
      issuedAt: fields.issuedAt,
      message,
      signature,
    }
    await siwx.isSessionActive(session)
    await siwx.revokeSession(session)
    const images = [page.data[0]!.image_url!, walletImageUrl(http, { ...page.data[0]!, image_url: null })!]

    const requests = [...sent, ...images.map((url) => ({ method: 'GET', url, body: undefined }))]
    const called = new Set(requests.map((request) => docOf(request.method, new URL(request.url).pathname)?.doc.path))
    expect([...called].sort()).toEqual(
      [
        '/appkit/v1/config',
        '/projects/v1/origins',
        '/getAnalyticsConfig',
        '/e',
        '/getWallets',
        '/getWalletImage/:id',
        '/v1/account/:address/balance',
        '/v1/account/:address/history',
        '/v1/account/:address/nfts',
        '/v1/account/:address/approvals',
        '/v1/identity/:address',
        '/v1/sessions/nonce',
        '/v1/sessions',
        '/v1/sessions/:id',
        '/v1/sessions/:id/revoke',
      ].sort(),
    )
    expect(requests.flatMap((request) => problemsOf(request.method, request.url, request.body))).toEqual([])
  })
})
