// The email and social logins as steps, through createLatch with the embedded wallet's two boundaries doubled (the
// frame and the AUTH adapter: testDoubles.ts), as an app's own login screen follows them.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS } from '../testDevnet.ts'
import { setup } from '../embedded/testDoubles.ts'

afterEach(() => vi.unstubAllGlobals())

describe('getEmailLogin', () => {
  it('R-4.14 R-4.15 moves email → sending → code → verifying → connected, and the subscribers hear each step', async () => {
    let sent: () => void = () => undefined
    const s = setup({
      handlers: { CONNECT_EMAIL: () => new Promise((resolve) => (sent = () => resolve({ action: 'VERIFY_OTP' }))) },
    })
    const steps: string[] = []
    s.latch.subscribe(() => {
      const { step } = s.latch.getEmailLogin()
      if (steps.at(-1) !== step) steps.push(step)
    })
    expect(s.latch.getEmailLogin()).toEqual({ step: 'email' })
    const sending = s.latch.connectEmail(' ada@example.com ')
    expect(s.latch.getEmailLogin()).toEqual({ step: 'sending', email: 'ada@example.com' })
    await vi.waitFor(() => expect(s.names()).toContain('CONNECT_EMAIL'))
    sent()
    await sending
    expect(s.latch.getEmailLogin()).toEqual({ step: 'code', email: 'ada@example.com' })
    await s.latch.submitEmailCode('123456')
    expect(s.latch.getEmailLogin()).toEqual({ step: 'connected', email: 'ada@example.com' })
    expect(s.latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      connectorId: 'AUTH',
    })
    expect(steps).toEqual(['sending', 'code', 'verifying', 'connected'])
  })

  it('R-5.1 an invalid address stays on the email step with the stable code InvalidEmail', async () => {
    const s = setup()
    await expect(s.latch.connectEmail('not-an-email')).rejects.toThrow('Invalid email')
    expect(s.latch.getEmailLogin()).toMatchObject({ step: 'email', errorCode: 'InvalidEmail' })
  })

  it('R-5.2 a second login within 30 s stays on the email step with EmailCooldown', async () => {
    const s = setup()
    await s.latch.connectEmail('ada@example.com')
    await expect(s.latch.connectEmail('ada@example.com')).rejects.toThrow(/Please try again after \d+ seconds/)
    expect(s.latch.getEmailLogin()).toMatchObject({ step: 'email', errorCode: 'EmailCooldown' })
  })

  it('a wrong code goes back to the code step with the error, keeping the address', async () => {
    const s = setup({
      handlers: {
        CONNECT_OTP: () => {
          throw new Error('Invalid code')
        },
      },
    })
    await s.latch.connectEmail('ada@example.com')
    await expect(s.latch.submitEmailCode('000000')).rejects.toThrow()
    expect(s.latch.getEmailLogin()).toMatchObject({ step: 'code', email: 'ada@example.com' })
    expect(s.latch.getEmailLogin().error).toBeInstanceOf(Error)
  })

  it('an address this device already signed in with connects without a code', async () => {
    const s = setup({ handlers: { CONNECT_EMAIL: () => ({ action: 'CONNECT' }) } })
    await s.latch.connectEmail('ada@example.com')
    expect(s.latch.getEmailLogin()).toEqual({ step: 'connected', email: 'ada@example.com' })
  })
})

describe('getSocialLogin', () => {
  const popupDouble = () => {
    const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { href: '' } }
    return popup
  }

  it('is connecting with its provider from the click on, then connected', async () => {
    vi.stubGlobal('window', { open: () => popupDouble() })
    const s = setup({
      handlers: {
        GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://127.0.0.1:5176/auth?state=s1' }),
        CONNECT_SOCIAL: () => ({ email: 'ada@example.com', userName: 'ada' }),
      },
    })
    expect(s.latch.getSocialLogin()).toEqual({ step: 'idle' })
    const attempt = s.latch.connectSocial('google')
    expect(s.latch.getSocialLogin()).toEqual({ step: 'connecting', provider: 'google' })
    await attempt
    expect(s.latch.getSocialLogin()).toEqual({ step: 'connected', provider: 'google' })
  })

  it('R-8.34 a frame that gives no sign-in link fails with FailedToInitiateSocial', async () => {
    vi.stubGlobal('window', { open: () => popupDouble() })
    const s = setup({
      handlers: {
        GET_SOCIAL_REDIRECT_URI: () => {
          throw new Error('Unknown provider')
        },
      },
    })
    s.latch.open()
    await expect(s.latch.connectSocial('google')).rejects.toThrow('Failed to initiate social connection')
    expect(s.latch.getSocialLogin()).toMatchObject({
      step: 'failed',
      provider: 'google',
      errorCode: 'FailedToInitiateSocial',
    })
  })
})
