// The remote features in the instance's state: a configuration that changes nothing leaves the state's object as it
// was (nothing that reads the features renders again); one that changes something replaces it. The cloud is a
// loopback stub (its boundary).
import { describe, expect, it } from 'vitest'
import { setup } from '../testDoubles.ts'
import { usePageCloud } from './pageCloud.ts'

const cloud = usePageCloud()

/** an instance with a cloud answering the configuration with `config`; the features before and after it answered */
async function featuresAround(config: { status: number; body: unknown }) {
  const stub = await cloud.start({
    '/appkit/v1/config': config,
    '/getAnalyticsConfig': { status: 200, body: { isAnalyticsEnabled: false } },
  })
  const s = setup({ cloudUrl: stub.url, projectId: 'project-1', features: { swaps: false, socials: ['google'] } })
  const before = s.latch.getState().features
  const seen: unknown[] = []
  s.latch.subscribe(() => seen.push(s.latch.getState().features))
  await s.latch.whenCloudReady()
  return { before, after: s.latch.getState().features, changes: new Set(seen.filter((f) => f !== before)).size }
}

describe('remote features in the state', () => {
  it('R-4.42 a configuration that fails leaves the local features as they were, the same object', async () => {
    const { before, after, changes } = await featuresAround({ status: 500, body: { error: 'Internal error' } })
    expect(after).toBe(before)
    expect(after).toMatchObject({ swaps: false, socials: ['google'] })
    expect(changes).toBe(0)
  })

  it('R-4.41 R-4.43 a configuration that sets what the app does changes nothing; one that differs replaces the features', async () => {
    const same = await featuresAround({
      status: 200,
      body: {
        features: [
          { id: 'swaps', isEnabled: false, config: null },
          { id: 'socials', isEnabled: true, config: ['google'] },
        ],
      },
    })
    expect(same.after).toBe(same.before)
    expect(same.changes).toBe(0)

    const differs = await featuresAround({
      status: 200,
      body: {
        features: [
          { id: 'swaps', isEnabled: false, config: null },
          { id: 'socials', isEnabled: true, config: ['google', 'github'] },
        ],
      },
    })
    expect(differs.after).not.toBe(differs.before)
    expect(differs.after.socials).toEqual(['google', 'github'])
    expect(differs.changes).toBe(1)
  })
})
