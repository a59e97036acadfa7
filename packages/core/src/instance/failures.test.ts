// SPEC §8 failures through createLatch: a public action's error wrapped, reported to analytics and rethrown; a provider
// that fails to start logged, reported and alerted once; provider messages of a failed connection mapped to alerts.
// The cloud is a loopback stub (its boundary), the wallet an adapter double.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePageCloud } from '../cloud/pageCloud.ts'
import type { StubRequest } from '../cloud/stubServer.ts'
import { setup } from '../testDoubles.ts'

const cloud = usePageCloud()

afterEach(() => {
  vi.restoreAllMocks()
})

/** an instance on a page at PAGE_ORIGIN with a cloud whose analytics is on */
async function withCloud(adapter: Parameters<typeof setup>[1] = {}) {
  const stub = await cloud.start({
    '/appkit/v1/config': { status: 200, body: { features: [] } },
    '/getAnalyticsConfig': { status: 200, body: { isAnalyticsEnabled: true } },
    'POST /e': { status: 200, body: {} },
  })
  const s = setup({ cloudUrl: stub.url, projectId: 'project-1' }, adapter)
  await s.latch.whenCloudReady()
  return s
}

const errorReports = () =>
  cloud
    .requests()
    .filter((request: StubRequest) => request.path === '/e')
    .map((request) => (request.body as { props: Record<string, unknown> }).props)
    .filter((props) => props.type === 'error')

describe('SDK errors (SPEC §8)', () => {
  it('R-8.52 R-8.53 R-8.54 a failing public action rejects with the error wrapped as INTERNAL_SDK_ERROR, reported to analytics', async () => {
    const s = await withCloud({ signMessage: vi.fn(async () => Promise.reject(new TypeError('wallet exploded'))) })
    await s.latch.connect('latch.test')
    await expect(s.latch.signMessage('hello')).rejects.toMatchObject({
      name: 'SdkError',
      category: 'INTERNAL_SDK_ERROR',
      message: 'wallet exploded',
      cause: expect.any(TypeError),
    })
    await vi.waitFor(() =>
      expect(errorReports()).toContainEqual(
        expect.objectContaining({
          event: 'INTERNAL_SDK_ERROR',
          errorType: 'TypeError',
          errorMessage: 'wallet exploded',
        }),
      ),
    )
  })

  it('R-6.20 analytics is on by default: the app never asked, yet the instance posts its INITIALIZE and errors to /e', async () => {
    const s = await withCloud({ signMessage: vi.fn(async () => Promise.reject(new TypeError('wallet exploded'))) })
    // withCloud gives only cloudUrl and projectId: no `analytics` option
    await s.latch.connect('latch.test')
    await expect(s.latch.signMessage('hello')).rejects.toThrow('wallet exploded')
    await vi.waitFor(() => expect(errorReports()).toHaveLength(1))
    const tracked = cloud
      .requests()
      .filter((request: StubRequest) => request.path === '/e')
      .map((request) => (request.body as { props: { event: string } }).props.event)
    expect(tracked).toContain('INITIALIZE')
  })

  it('R-8.54 R-8.69 a synchronous action throws at once, wrapped', () => {
    const s = setup()
    // a coded failure is rethrown as itself, with its category, so a dApp can tell it by class and code
    expect(() => s.latch.getProvider('solana')).toThrow(
      expect.objectContaining({
        name: 'ConfigurationError',
        code: 'AdapterNotFound',
        category: 'INTERNAL_SDK_ERROR',
        message: 'Adapter not found',
      }),
    )
  })

  it('R-8.55 R-8.56 a provider that fails to start is logged, reported, and its alert shown once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const s = await withCloud()
    const failure = new Error('Unauthorized: invalid key')
    s.context().emit('providerInitFailed', { error: failure })
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('failed to start'), failure)
    expect(s.latch.getState().alert).toMatchObject({ code: 'APKT007', title: 'Invalid Project ID' })
    s.latch.dismissAlert()
    s.context().emit('providerInitFailed', { error: failure })
    expect(s.latch.getState().alert).toBeUndefined()
    await vi.waitFor(() =>
      expect(errorReports().filter((props) => props.errorType === 'ProviderInitError')).toHaveLength(2),
    )
  })
})

describe('pairing-provider messages (SPEC §8)', () => {
  it.each([
    ['R-8.11', 'Unauthorized: origin not allowed', 'APKT002'],
    ['R-8.12', 'JWT validation error: JWT Token is not yet valid', 'APKT006'],
    ['R-8.13', 'Unauthorized: invalid key', 'APKT007'],
  ])('%s a connection failing with %j shows %s, once', async (_rule, message, code) => {
    const s = setup(
      {},
      { connect: vi.fn(async () => Promise.reject(new Error('Relay refused', { cause: new Error(message) }))) },
    )
    await s.latch.connect('latch.test')
    expect(s.latch.getState()).toMatchObject({
      connectError: expect.objectContaining({ message: 'Failed to connect' }),
      alert: { code },
    })
    s.latch.dismissAlert()
    await s.latch.connect('latch.test')
    expect(s.latch.getState().alert).toBeUndefined()
  })
})
