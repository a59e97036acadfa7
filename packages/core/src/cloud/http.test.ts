import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../sdkError.ts'
import { cloudUrlFor, createCloudHttp, errorText } from './http.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from './sdk.ts'
import { startStubServer } from './stubServer.ts'
import corePackage from '../../package.json' with { type: 'json' }

const identity = {
  cloudUrl: 'https://cloud.example/base',
  projectId: 'demo',
  sdkType: 'latch-react',
  sdkVersion: '0.1.0',
}

describe('cloud URLs', () => {
  it('R-7.1 R-7.2 every call carries projectId, st and sv', () => {
    const url = new URL(cloudUrlFor(identity, '/getWallets', { page: 2, entries: 40 }))
    expect(url.origin + url.pathname).toBe('https://cloud.example/base/getWallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      entries: '40',
      projectId: 'demo',
      st: 'latch-react',
      sv: '0.1.0',
    })
  })

  it('R-7.38 an empty SDK version is sent as sv html-wagmi-4.2.2', () => {
    for (const sdkVersion of ['', '  ']) {
      const url = new URL(cloudUrlFor({ ...identity, sdkVersion }, '/e'))
      expect(url.searchParams.get('sv')).toBe('html-wagmi-4.2.2')
    }
  })

  it('R-7.5 list filters are comma lists; absent and empty values are left out', () => {
    const url = new URL(
      cloudUrlFor(identity, 'getWallets', { include: ['a', 'b'], exclude: [], search: undefined, chains: null }),
    )
    expect(url.searchParams.get('include')).toBe('a,b')
    expect(url.searchParams.has('exclude')).toBe(false)
    expect(url.searchParams.has('search')).toBe(false)
  })

  it('R-7.2 the SDK version is the core package version and the type defaults to latch-react', () => {
    expect(SDK_VERSION).toBe(corePackage.version)
    expect(DEFAULT_SDK_TYPE).toBe('latch-react')
  })
})

describe('cloud HTTP', () => {
  it('a non-2xx answer throws with its status and the { error } text (SPEC §8 "HTTP errors include status and body")', async () => {
    const stub = await startStubServer({
      '/projects/v1/origins': { status: 401, body: { error: 'Unauthorized: invalid key' } },
    })
    try {
      const http = createCloudHttp({ ...identity, cloudUrl: stub.url })
      const failure = await http.get('/projects/v1/origins').catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(HttpRequestError)
      expect((failure as HttpRequestError).status).toBe(401)
      expect(errorText(failure)).toBe('Unauthorized: invalid key')
      expect(stub.requests[0]?.query.get('projectId')).toBe('demo')
    } finally {
      await stub.close()
    }
  })
})
