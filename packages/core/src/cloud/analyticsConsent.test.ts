import { afterEach, describe, expect, it } from 'vitest'
import { createSafeStorage, memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { createAnalytics } from './analytics.ts'
import { analyticsAllowed, storeAnalyticsConsent } from './analyticsChoice.ts'
import { readAnalyticsConsent } from './analyticsConsent.ts'
import { createCloudHttp } from './http.ts'
import { startStubServer } from './stubServer.ts'

const page = { url: 'https://app.example.com/', domain: 'app.example.com' }
const stubs: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((stub) => stub.close()))
})

async function awaitingConsent(consented: boolean) {
  const stub = await startStubServer({
    '/getAnalyticsConfig': { status: 200, body: { isAnalyticsEnabled: true } },
    'POST /e': { status: 202, body: { ok: true } },
  })
  stubs.push(stub)
  const analytics = createAnalytics({
    http: createCloudHttp({ cloudUrl: stub.url, projectId: 'demo', sdkType: 'latch-react', sdkVersion: '0.1.0' }),
    page,
    enabled: true,
    consented,
    onForbidden: () => {},
  })
  const events = () =>
    stub.requests
      .filter((request) => request.path === '/e')
      .map((request) => (request.body as { props: { event: string } }).props.event)
  return { analytics, stub, events }
}

describe("analytics: 'consent'", () => {
  it('sends nothing before consent, not even the project configuration request, and drops what happened then', async () => {
    const { analytics, stub } = await awaitingConsent(false)
    expect(await analytics.loadConfig()).toBe(false)
    await analytics.track('CONNECT_SUCCESS', { namespace: 'eip155' })
    expect(analytics.reportError({ event: 'CONNECT_ERROR', errorType: 'CONNECTION_ERROR', errorMessage: 'x' })).toBe(
      false,
    )
    await analytics.flush()
    expect(stub.requests).toEqual([])
  })

  it('consent asks the project, sends INITIALIZE once, and later events follow; a withdrawal stops them', async () => {
    const { analytics, events } = await awaitingConsent(false)
    await analytics.setConsent(true)
    await analytics.track('CONNECT_SUCCESS', { namespace: 'eip155' })
    expect(events()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
    await analytics.setConsent(false)
    await analytics.track('DISCONNECT_SUCCESS', { namespace: 'eip155' })
    expect(analytics.reportError({ event: 'CONNECT_ERROR', errorType: 'CONNECTION_ERROR', errorMessage: 'x' })).toBe(
      false,
    )
    // granted again on the same page: no second INITIALIZE
    await analytics.setConsent(true)
    await analytics.track('DISCONNECT_SUCCESS', { namespace: 'eip155' })
    await analytics.flush()
    expect(events()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS', 'DISCONNECT_SUCCESS'])
  })
})

describe('the stored analytics choice', () => {
  it('persists as granted or denied, and reads back undefined when the visitor was never asked', () => {
    const raw = memoryStorage()
    const storage = createSafeStorage(raw)
    expect(readAnalyticsConsent(storage)).toBeUndefined()
    storeAnalyticsConsent(storage, true)
    expect(raw.getItem(STORAGE_KEYS.analyticsConsent)).toBe('granted')
    expect(readAnalyticsConsent(createSafeStorage(raw))).toBe(true)
    storeAnalyticsConsent(storage, false)
    expect(readAnalyticsConsent(createSafeStorage(raw))).toBe(false)
  })

  it("R-9.45 decides per mode: 'consent' needs a grant, on (the default) honours a withdrawal, off stays off", () => {
    expect([undefined, true, false].map((consent) => analyticsAllowed('consent', consent))).toEqual([
      false,
      true,
      false,
    ])
    expect([undefined, true, false].map((consent) => analyticsAllowed(undefined, consent))).toEqual([true, true, false])
    expect([undefined, true, false].map((consent) => analyticsAllowed(true, consent))).toEqual([true, true, false])
    expect([undefined, true, false].map((consent) => analyticsAllowed(false, consent))).toEqual([false, false, false])
  })
})
