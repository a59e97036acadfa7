import { describe, expect, it } from 'vitest'
import { authDisplayName } from './authName.ts'

describe('auth display name', () => {
  it('R-5.41 is the social username', () => {
    expect(authDisplayName({ email: 'ada@example.com', socialUsername: 'ada', socialProvider: 'github' })).toBe('ada')
  })

  it('R-5.42 a discord username ending in 0 drops that last character', () => {
    expect(authDisplayName({ socialUsername: 'ada0', socialProvider: 'discord' })).toBe('ada')
    expect(authDisplayName({ socialUsername: 'ada0', socialProvider: 'github' })).toBe('ada0')
    expect(authDisplayName({ socialUsername: 'ada1', socialProvider: 'discord' })).toBe('ada1')
  })

  it('R-5.43 without a social username it is the email', () => {
    expect(authDisplayName({ email: 'ada@example.com' })).toBe('ada@example.com')
  })

  it('R-5.44 R-9.5 an email over 30 characters has its last 3 characters replaced by an ellipsis', () => {
    const thirty = 'a'.repeat(18) + '@example.com'
    expect(thirty).toHaveLength(30)
    expect(authDisplayName({ email: thirty })).toBe(thirty)
    const long = 'a'.repeat(19) + '@example.com'
    expect(authDisplayName({ email: long })).toBe(`${'a'.repeat(19)}@example....`)
    expect(authDisplayName({ email: long })).toHaveLength(31)
  })
})
