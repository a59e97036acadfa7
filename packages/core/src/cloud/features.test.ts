import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SOCIALS } from '../constants.ts'
import { localFeatures, REMOTE_FEATURE_DEFAULTS } from './featureDefaults.ts'
import { fetchFeatures, remoteFeaturesFrom } from './features.ts'
import { createCloudHttp } from './http.ts'
import { startStubServer } from './stubServer.ts'

const configResponse = {
  features: [
    { id: 'email', isEnabled: false, config: null },
    { id: 'socials', isEnabled: true, config: ['google', 'github'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'unknownFeature', isEnabled: true, config: null },
  ],
}

describe('remote features from the project configuration', () => {
  it('R-6.23 reads each known feature as on/off, socials as its list', () => {
    expect(remoteFeaturesFrom(configResponse)).toEqual({ email: false, socials: ['google', 'github'], activity: true })
  })

  it('R-4.43 a basic project, or a configuration with no features, sets none', () => {
    expect(remoteFeaturesFrom({ plan: 'basic', features: configResponse.features })).toBeUndefined()
    expect(remoteFeaturesFrom({ features: [] })).toBeUndefined()
  })

  it('R-6.24 without any configuration the defaults apply, with the default socials; local settings over them', () => {
    expect(localFeatures().socials).toEqual(DEFAULT_SOCIALS)
    expect(localFeatures({ swaps: false })).toEqual({ ...REMOTE_FEATURE_DEFAULTS, swaps: false })
  })
})

describe('fetchFeatures over HTTP', () => {
  let ok: Awaited<ReturnType<typeof startStubServer>>
  let failing: Awaited<ReturnType<typeof startStubServer>>
  const http = (url: string) =>
    createCloudHttp({ cloudUrl: url, projectId: 'p', sdkType: 'latch-react', sdkVersion: '0.1.0' })
  beforeAll(async () => {
    ok = await startStubServer({ '/appkit/v1/config': { status: 200, body: configResponse } })
    failing = await startStubServer({ '/appkit/v1/config': { status: 500, body: { error: 'Internal error' } } })
  })
  afterAll(async () => {
    await ok.close()
    await failing.close()
  })

  it('R-4.41 R-7.3 the project configuration (GET /appkit/v1/config) wins over defaults', async () => {
    const features = await fetchFeatures(http(ok.url), undefined, () => {})
    expect(features).toEqual({
      ...REMOTE_FEATURE_DEFAULTS,
      email: false,
      socials: ['google', 'github'],
      activity: true,
    })
    expect(ok.requests[0]?.path).toBe('/appkit/v1/config')
  })

  it('R-4.44 conflicting local settings are ignored with a warning', async () => {
    const warn = vi.fn()
    const features = await fetchFeatures(http(ok.url), { email: true, activity: true }, warn)
    expect(features.email).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toContain('email')
    expect(warn.mock.calls[0]?.[0]).not.toContain('activity')
  })

  it("R-6.18 R-6.19 R-6.21 receive, send and all wallets are on by default; the app's own setting survives a project configuration, unwarned", async () => {
    expect(localFeatures()).toMatchObject({ receive: true, send: true, allWallets: true })
    const warn = vi.fn()
    const features = await fetchFeatures(http(ok.url), { send: false, allWallets: false }, warn)
    expect(features).toMatchObject({ receive: true, send: false, allWallets: false, email: false })
    expect(warn).not.toHaveBeenCalled()
    // a project cannot turn them off: they are not among the remote features
    expect(
      remoteFeaturesFrom({
        features: [
          { id: 'send', isEnabled: false },
          { id: 'email', isEnabled: true },
        ],
      }),
    ).toEqual({ email: true })
  })

  it('passkeys are off unless the project turns them on', async () => {
    expect(localFeatures().passkeys).toBe(false)
    expect(remoteFeaturesFrom({ features: [{ id: 'passkeys', isEnabled: true }] })).toEqual({ passkeys: true })
    expect(remoteFeaturesFrom({ features: [{ id: 'passkeys', isEnabled: false }] })).toEqual({ passkeys: false })
  })

  it('R-4.42 when the fetch fails, local values over the defaults apply', async () => {
    const features = await fetchFeatures(http(failing.url), { swaps: false }, () => {})
    expect(features).toEqual({ ...REMOTE_FEATURE_DEFAULTS, swaps: false })
  })
})
