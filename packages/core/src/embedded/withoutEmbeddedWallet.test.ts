// An instance without an embedded wallet: no AUTH connector, and the email actions say the login is not there.
import { describe, expect, it } from 'vitest'
import { setup } from '../testDoubles.ts'

describe('without an embedded wallet', () => {
  it('R-8.58 the email and social actions give Unable to load email login dependency; the rest does nothing', async () => {
    const { latch } = setup()
    expect(latch.getState().connectors.some((connector) => connector.type === 'AUTH')).toBe(false)
    await expect(latch.connectEmail('ada@example.com')).rejects.toThrow('Unable to load email login dependency')
    await expect(latch.connectSocial('google')).rejects.toThrow('Unable to load email login dependency')
    await expect(latch.connectFarcaster()).rejects.toThrow('Unable to load email login dependency')
    // the flows say so too, with the code: a screen of the app's own shows the failure, not a spinner
    expect(latch.getEmailLogin()).toMatchObject({ step: 'email', errorCode: 'UnableToLoadEmailDependency' })
    expect(latch.getSocialLogin()).toMatchObject({ step: 'failed', errorCode: 'UnableToLoadEmailDependency' })
    expect(latch.getFarcasterLogin()).toMatchObject({ step: 'failed', errorCode: 'UnableToLoadEmailDependency' })
    expect(() => latch.preloadEmbeddedWallet()).not.toThrow()
    expect(() => latch.showEmbeddedFrame({ top: 0, left: 0, width: 1, height: 1 })).not.toThrow()
    latch.open()
    latch.close()
    await latch.connect('latch.test')
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })
})
