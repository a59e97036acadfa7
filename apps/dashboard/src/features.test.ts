import { describe, expect, it } from 'vitest'
import { draftOf, featuresToSave } from './features.ts'

describe('dashboard feature drafts', () => {
  it('shows stored values over the SPEC §6 defaults; socials true means every default social', () => {
    const draft = draftOf({ email: false, socials: true })
    expect(draft.switches).toMatchObject({ email: false, swaps: true, multiWallet: false })
    expect(draft.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(draftOf({ socials: false }).socials).toEqual([])
    expect(draftOf({ socials: ['github'] }).socials).toEqual(['github'])
  })

  it('saves every feature on pro; on basic only the fixed values and activity, so a downgrade is never refused', () => {
    const draft = draftOf({ email: true, activity: false })
    expect(featuresToSave(draft, 'pro')).toMatchObject({ email: true, activity: false, socials: expect.any(Array) })
    expect(featuresToSave(draft, 'basic')).toEqual({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      reownBranding: true,
      multiWallet: false,
      emailCapture: false,
      sponsoredGas: false,
      passkeys: false,
      walletSignIn: false,
      activity: false,
    })
  })
})
