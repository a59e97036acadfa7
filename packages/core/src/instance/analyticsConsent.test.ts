// analytics: 'consent' through createLatch: the instance's setAnalyticsConsent reaches the running cloud client, and the
// stored choice is read by the next instance on the page's storage. The cloud is a loopback stub (its boundary).
import { describe, expect, it, vi } from 'vitest'
import { usePageCloud } from '../cloud/pageCloud.ts'
import type { StubRequest } from '../cloud/stubServer.ts'
import { memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { setup } from '../testDoubles.ts'

const pageCloud = usePageCloud()

function cloudStub() {
  return pageCloud.start({
    '/appkit/v1/config': { status: 200, body: { features: [] } },
    '/getAnalyticsConfig': { status: 200, body: { isAnalyticsEnabled: true } },
    'POST /e': { status: 202, body: {} },
  })
}

const analyticsCalls = (requests: StubRequest[]) =>
  requests
    .filter((request) => request.path === '/e' || request.path === '/getAnalyticsConfig')
    .map((request) =>
      request.path === '/e' ? (request.body as { props: { event: string } }).props.event : request.path,
    )

describe("createLatch({ analytics: 'consent' })", () => {
  it('sends nothing until setAnalyticsConsent(true); the choice is stored and the next page load follows it', async () => {
    const cloud = await cloudStub()
    const storage = memoryStorage()
    const first = setup({ cloudUrl: cloud.url, projectId: 'project-1', analytics: 'consent', storage })
    await first.latch.whenCloudReady()
    expect(first.latch.getAnalyticsConsent()).toBeUndefined()
    expect(analyticsCalls(cloud.requests)).toEqual([])
    await first.latch.setAnalyticsConsent(true)
    expect(analyticsCalls(cloud.requests)).toEqual(['/getAnalyticsConfig', 'INITIALIZE'])
    expect(storage.getItem(STORAGE_KEYS.analyticsConsent)).toBe('granted')

    const second = setup({ cloudUrl: cloud.url, projectId: 'project-1', analytics: 'consent', storage })
    await second.latch.whenCloudReady()
    expect(second.latch.getAnalyticsConsent()).toBe(true)
    expect(analyticsCalls(cloud.requests)).toEqual([
      '/getAnalyticsConfig',
      'INITIALIZE',
      '/getAnalyticsConfig',
      'INITIALIZE',
    ])
    await second.latch.setAnalyticsConsent(false)
    expect(storage.getItem(STORAGE_KEYS.analyticsConsent)).toBe('denied')

    const third = setup({ cloudUrl: cloud.url, projectId: 'project-1', analytics: 'consent', storage })
    await third.latch.whenCloudReady()
    expect(analyticsCalls(cloud.requests)).toHaveLength(4)
  })

  it('a choice made before the cloud client has started is applied when it starts', async () => {
    const cloud = await cloudStub()
    const { latch } = setup({ cloudUrl: cloud.url, projectId: 'project-1', analytics: 'consent' })
    await latch.setAnalyticsConsent(true)
    await latch.whenCloudReady()
    await vi.waitFor(() => expect(analyticsCalls(cloud.requests)).toEqual(['/getAnalyticsConfig', 'INITIALIZE']))
  })
})
