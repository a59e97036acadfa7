// Which OAuth 2 userinfo answers link a social identity to the account of its email: only a verified
// email claim, never a provider's generic "verified" flag.
import { describe, expect, it } from 'vitest'
import { oauthProfile } from './social.ts'

const ISSUER = 'oauth:https://github.com/login/oauth/access_token'

const info = (extra: Record<string, unknown>) => ({ id: 42, email: 'Ann@Example.com', username: 'ann', ...extra })

describe('oauthProfile', () => {
  it('X and Facebook: `verified` (a badge or account check) is not an email claim and links nothing', () => {
    expect(oauthProfile('x', ISSUER, info({ verified: true })).emailVerified).toBe(false)
    expect(oauthProfile('facebook', ISSUER, info({ verified: true })).emailVerified).toBe(false)
    expect(oauthProfile('github', ISSUER, info({ verified: true })).emailVerified).toBe(false)
  })

  it("an explicit email_verified claim links, and Discord's `verified` (documented as the email's) does", () => {
    expect(oauthProfile('github', ISSUER, info({ email_verified: true })).emailVerified).toBe(true)
    expect(oauthProfile('discord', ISSUER, info({ verified: true })).emailVerified).toBe(true)
    expect(oauthProfile('discord', ISSUER, info({ verified: 'true' })).emailVerified).toBe(false)
  })

  it('reads the subject, a lowercase email and a name; a userinfo without a user is refused', () => {
    expect(oauthProfile('github', ISSUER, info({}))).toEqual({
      provider: 'github',
      issuer: ISSUER,
      subject: '42',
      email: 'ann@example.com',
      emailVerified: false,
      userName: 'ann',
    })
    expect(() => oauthProfile('github', ISSUER, { email: 'a@b.c' })).toThrow('userinfo names no user')
  })
})
