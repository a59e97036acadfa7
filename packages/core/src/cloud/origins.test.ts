import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertOnce } from './alertOnce.ts'
import { createCloudHttp } from './http.ts'
import { originsCheckAlert } from './origins.ts'
import { startStubServer, type StubResponse } from './stubServer.ts'

// each project id makes the stub answer the origins fetch differently
const answers: Record<string, StubResponse> = {
  listed: { status: 200, body: { allowedOrigins: ['https://*.example.com', 'http://127.0.0.1:*'] } },
  badKey: { status: 401, body: { error: 'Unauthorized: invalid key' } },
  foreign: { status: 403, body: { error: 'Unauthorized: origin not allowed' } },
  limited: { status: 429, body: { error: 'Too many requests' } },
  broken: { status: 503, body: { error: 'Unavailable' } },
  odd: { status: 418, body: { error: 'teapot' } },
}

describe('allowed-origins check → alert (SPEC §8 mapping)', () => {
  let stub: Awaited<ReturnType<typeof startStubServer>>
  beforeAll(async () => {
    stub = await startStubServer({
      '/projects/v1/origins': (request) => answers[request.query.get('projectId') ?? ''] ?? { status: 500 },
    })
  })
  afterAll(() => stub.close())
  const check = (projectId: string, origin: string) =>
    originsCheckAlert(
      createCloudHttp({ cloudUrl: stub.url, projectId, sdkType: 'latch-react', sdkVersion: '0.1.0' }),
      projectId,
      origin,
    )

  it('R-7.4 R-5.10 an origin matching the list (wildcards) gets no alert', async () => {
    expect(await check('listed', 'https://app.example.com')).toBeUndefined()
    expect(await check('listed', 'http://127.0.0.1:5173')).toBeUndefined()
  })

  it('R-5.10 R-8.2 an origin not in the list gives APKT002', async () => {
    expect(await check('listed', 'https://evil.test')).toBe('APKT002')
  })

  it('R-8.8 a missing project id gives APKT008 without a call', async () => {
    const before = stub.requests.length
    expect(await originsCheckAlert(undefined, '  ', 'https://app.example.com')).toBe('APKT008')
    expect(stub.requests.length).toBe(before)
  })

  it("R-8.7 R-8.13 'Unauthorized: invalid key' gives APKT007", async () => {
    expect(await check('badKey', 'https://app.example.com')).toBe('APKT007')
  })

  it("R-8.11 'Unauthorized: origin not allowed' gives APKT002", async () => {
    expect(await check('foreign', 'https://app.example.com')).toBe('APKT002')
  })

  it('R-8.14 R-8.17 a 429 gives APKT010', async () => {
    expect(await check('limited', 'https://app.example.com')).toBe('APKT010')
  })

  it('R-8.15 R-8.18 a 5xx gives APKT009', async () => {
    expect(await check('broken', 'https://app.example.com')).toBe('APKT009')
  })

  it('a cloud that cannot be reached (nothing listening) says so, APKT011, instead of refusing the origin (APKT002)', async () => {
    const unreachable = createCloudHttp({
      cloudUrl: 'http://127.0.0.1:9',
      projectId: 'listed',
      sdkType: 'latch-react',
      sdkVersion: '0.1.0',
    })
    expect(await originsCheckAlert(unreachable, 'listed', 'https://app.example.com')).toBe('APKT011')
  })

  it('R-8.19 any other failure reads as an empty list, so the origin is not allowed', async () => {
    expect(await check('odd', 'https://app.example.com')).toBe('APKT002')
  })
})

describe('alerts shown once (SPEC §8)', () => {
  it('R-8.56 each configuration alert shows once, however often it is raised', () => {
    const shown: string[] = []
    const alert = alertOnce((code) => shown.push(code))
    alert('APKT002')
    alert('APKT002')
    alert(undefined)
    alert('APKT010')
    expect(shown).toEqual(['APKT002', 'APKT010'])
  })
})
