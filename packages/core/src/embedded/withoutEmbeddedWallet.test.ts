// An instance without an embedded wallet: no AUTH connector, and the email actions say the login is not there.
import { describe, expect, it } from 'vitest'
import { setup } from '../testDoubles.ts'

describe('without an embedded wallet', () => {
  it('R-8.58 the email and social actions give Unable to load email login dependency; the rest does nothing', async () => {
    const { latch } = setup()
    expect(latch.getState().connectors.some((connector) => connector.type === 'AUTH')).toBe(false)
    expect(() => latch.connectEmail('ada@example.com')).toThrow('Unable to load email login dependency')
    expect(() => latch.connectSocial('google')).toThrow('Unable to load email login dependency')
    expect(() => latch.preloadEmbeddedWallet()).not.toThrow()
    expect(() => latch.showEmbeddedFrame({ top: 0, left: 0, width: 1, height: 1 })).not.toThrow()
    latch.open()
    latch.close()
    await latch.connect('latch.test')
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })
})
