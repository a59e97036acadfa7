import type { LatchState } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { authAccount } from './authName.ts'

const stateOf = (connectorId: string, embedded: LatchState['embedded']) =>
  ({
    activeNamespace: 'eip155',
    accounts: { eip155: { status: 'connected', address: '0x1', allAccounts: [], connectorId } },
    embedded,
  }) as unknown as LatchState

describe('authAccount (Account view of an embedded wallet)', () => {
  it("is undefined for a wallet that is not the embedded wallet's", () => {
    expect(authAccount(stateOf('dev.latch.testwallet', { approving: false, email: 'ada@example.com' }))).toBeUndefined()
  })
  it('R-5.41 R-5.42: otherwise the social username, without the trailing 0 of a discord one', () => {
    expect(
      authAccount(stateOf('AUTH', { approving: false, socialProvider: 'github', socialUsername: 'ada' }))?.name,
    ).toBe('ada')
    expect(
      authAccount(stateOf('AUTH', { approving: false, socialProvider: 'discord', socialUsername: 'ada0' }))?.name,
    ).toBe('ada')
  })
  it('R-5.41: a Farcaster sign-in is named by its username and has no email to update', () => {
    const farcaster = authAccount(
      stateOf('AUTH', { approving: false, socialProvider: 'farcaster', socialUsername: 'latch-tester' }),
    )
    expect(farcaster).toEqual({ name: 'latch-tester', canUpdateEmail: false })
  })
  it('R-5.43 R-5.44: without a social username the email, shortened past 30 characters', () => {
    expect(authAccount(stateOf('AUTH', { approving: false, email: 'ada@example.com' }))?.name).toBe('ada@example.com')
    const long = `${'a'.repeat(19)}@example.com`
    expect(authAccount(stateOf('AUTH', { approving: false, email: long }))?.name).toBe(`${'a'.repeat(19)}@example....`)
  })
  it('offers "Update email" for email logins only', () => {
    expect(authAccount(stateOf('AUTH', { approving: false, email: 'ada@example.com' }))?.canUpdateEmail).toBe(true)
    expect(
      authAccount(
        stateOf('AUTH', {
          approving: false,
          email: 'ada@example.com',
          socialProvider: 'google',
          socialUsername: 'ada',
        }),
      )?.canUpdateEmail,
    ).toBe(false)
  })
})
