import { describe, expect, it, vi } from 'vitest'
import { loadRemoteFeatures, REMOTE_FEATURE_NAMES } from './remoteFeatures.ts'

const defaults = { email: true, swaps: true, multiWallet: false }

describe('remote features', () => {
  it('R-6.23 remote features are email, socials, swaps, onramp, activity, reownBranding, multiWallet, emailCapture; and ours, passkeys and walletSignIn', () => {
    expect(REMOTE_FEATURE_NAMES).toEqual([
      'email',
      'socials',
      'swaps',
      'onramp',
      'activity',
      'reownBranding',
      'multiWallet',
      'emailCapture',
      'passkeys',
      'walletSignIn',
    ])
  })

  it('R-4.41 the project configuration is fetched first and wins', async () => {
    const fetchRemote = vi.fn(async () => ({ email: false, swaps: true, multiWallet: true }))
    await expect(loadRemoteFeatures({ fetchRemote, defaults, warn: () => {} })).resolves.toEqual({
      email: false,
      swaps: true,
      multiWallet: true,
    })
    expect(fetchRemote).toHaveBeenCalledOnce()
  })

  it('R-4.42 on fetch failure local or default values apply', async () => {
    const fetchRemote = async () => Promise.reject(new Error('offline'))
    await expect(loadRemoteFeatures({ fetchRemote, local: { swaps: false }, defaults })).resolves.toEqual({
      email: true,
      swaps: false,
      multiWallet: false,
    })
  })

  it('R-4.43 for a basic project (no configuration) local or default values apply', async () => {
    await expect(
      loadRemoteFeatures({ fetchRemote: async () => undefined, local: { email: false }, defaults }),
    ).resolves.toEqual({
      email: false,
      swaps: true,
      multiWallet: false,
    })
  })

  it('R-4.44 conflicting local settings are ignored with a warning', async () => {
    const warn = vi.fn()
    const features = await loadRemoteFeatures({
      fetchRemote: async () => ({ email: true, swaps: false }),
      local: { email: true, swaps: true },
      defaults,
      warn,
    })
    expect(features.swaps).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toContain('swaps')
    expect(warn.mock.calls[0]?.[0]).not.toContain('email')
  })
})
