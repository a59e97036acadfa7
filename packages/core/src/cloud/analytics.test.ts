import { afterEach, describe, expect, it } from 'vitest'
import { analyticsBody, createAnalytics, errorProps, trackProps } from './analytics.ts'
import { createCloudHttp } from './http.ts'
import { startStubServer, type StubRequest } from './stubServer.ts'

const page = { url: 'https://app.example.com/shop', domain: 'app.example.com' }
const stubs: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((stub) => stub.close()))
})

async function analyticsAgainst(options: {
  analyticsEnabled?: boolean
  eventStatus?: number
  enabled?: boolean
  now?: () => number
}) {
  const stub = await startStubServer({
    '/getAnalyticsConfig': { status: 200, body: { isAnalyticsEnabled: options.analyticsEnabled ?? true } },
    'POST /e': { status: options.eventStatus ?? 202, body: { ok: true } },
  })
  stubs.push(stub)
  let forbidden = 0
  const analytics = createAnalytics({
    http: createCloudHttp({ cloudUrl: stub.url, projectId: 'demo', sdkType: 'latch-react', sdkVersion: '0.1.0' }),
    page,
    enabled: options.enabled ?? true,
    onForbidden: () => forbidden++,
    now: options.now,
  })
  const events = () => stub.requests.filter((request) => request.path === '/e')
  return { analytics, stub, events, forbidden: () => forbidden }
}

describe('analytics payloads', () => {
  it('R-7.39 R-7.43 the body has eventId, url, domain, timestamp and props', () => {
    expect(analyticsBody(page, { type: 'track', event: 'INITIALIZE' }, 'id1', 1700000000000)).toEqual({
      eventId: 'id1',
      url: page.url,
      domain: page.domain,
      timestamp: 1700000000000,
      props: { type: 'track', event: 'INITIALIZE' },
    })
  })

  it('R-7.40 error report props are type error, event, errorType, errorMessage and stackTrace', () => {
    expect(
      errorProps({
        event: 'CONNECT_ERROR',
        errorType: 'CONNECTION_ERROR',
        errorMessage: 'Failed to connect',
        stackTrace: 'at x',
      }),
    ).toEqual({
      type: 'error',
      event: 'CONNECT_ERROR',
      errorType: 'CONNECTION_ERROR',
      errorMessage: 'Failed to connect',
      stackTrace: 'at x',
    })
  })

  it('R-7.42 DISCONNECT_SUCCESS carries the namespace', () => {
    expect(trackProps('DISCONNECT_SUCCESS', { namespace: 'eip155' })).toEqual({
      type: 'track',
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'eip155' },
    })
  })
})

describe('analytics over HTTP', () => {
  it('R-7.36 R-7.37 R-7.41 INITIALIZE is posted to /e with projectId, st and sv once the project has analytics on', async () => {
    const { analytics, events } = await analyticsAgainst({})
    expect(await analytics.loadConfig()).toBe(true)
    await analytics.track('INITIALIZE')
    const [event] = events() as [StubRequest]
    expect(event.method).toBe('POST')
    expect(Object.fromEntries(event.query)).toEqual({ projectId: 'demo', st: 'latch-react', sv: '0.1.0' })
    expect(event.body).toMatchObject({
      url: page.url,
      domain: page.domain,
      props: { type: 'track', event: 'INITIALIZE' },
    })
  })

  it('R-9.44 error reports are at most 5 per 60 s', async () => {
    let time = 0
    const { analytics, events } = await analyticsAgainst({ now: () => time })
    const report = { event: 'CONNECT_ERROR', errorType: 'CONNECTION_ERROR', errorMessage: 'Failed to connect' }
    const accepted = Array.from({ length: 7 }, () => analytics.reportError(report))
    expect(accepted).toEqual([true, true, true, true, true, false, false])
    time = 60_000
    expect(analytics.reportError(report)).toBe(true)
    await analytics.flush()
    expect(events()).toHaveLength(6)
    expect(events()[0]?.body).toMatchObject({ props: { type: 'error', errorMessage: 'Failed to connect' } })
  })

  it('R-9.45 analytics: false sends nothing, not even the config request', async () => {
    const { analytics, stub } = await analyticsAgainst({ enabled: false })
    expect(await analytics.loadConfig()).toBe(false)
    await analytics.track('INITIALIZE')
    expect(analytics.reportError({ event: 'X', errorType: 'Y', errorMessage: 'z' })).toBe(false)
    await analytics.flush()
    expect(stub.requests).toHaveLength(0)
  })

  it('R-7.10 a project with isAnalyticsEnabled false turns analytics off', async () => {
    const { analytics, events } = await analyticsAgainst({ analyticsEnabled: false })
    expect(await analytics.loadConfig()).toBe(false)
    await analytics.track('DISCONNECT_SUCCESS', { namespace: 'eip155' })
    expect(events()).toHaveLength(0)
  })

  it("R-8.20 a 403 from /e raises 'Invalid App Configuration' and stops sending", async () => {
    const { analytics, events, forbidden } = await analyticsAgainst({ eventStatus: 403 })
    await analytics.loadConfig()
    await analytics.track('INITIALIZE')
    await analytics.track('DISCONNECT_SUCCESS', { namespace: 'eip155' })
    expect(forbidden()).toBe(1)
    expect(events()).toHaveLength(1)
    expect(analytics.isEnabled()).toBe(false)
  })
})
