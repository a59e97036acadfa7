import type { Connector } from '@latch/core'
import { REMOTE_FEATURE_DEFAULTS } from '@latch/core/internal'
import { describe, expect, it } from 'vitest'
import { connectMethods, hasUsableInstalledWallet, visibleSocials } from './connectMethods.ts'

const auth: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }
const announced: Connector = {
  id: 'dev.latch.testwallet',
  name: 'Latch Test Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'dev.latch.testwallet' },
  chain: 'eip155',
}
const pairing: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const socials = ['google', 'x'] as const
const base = { listed: [pairing], connectors: [auth, pairing], emailFeature: true, socials }

describe('connectMethods (Connect view method order, SPEC §2)', () => {
  it('R-1.6 R-2.23: the methods are email, social and wallet; without a usable installed wallet in that order', () => {
    expect(connectMethods(base)).toEqual(['email', 'social', 'wallet'])
  })
  it('R-2.24: a usable installed browser wallet puts wallets first', () => {
    expect(connectMethods({ ...base, listed: [announced, pairing], connectors: [auth, announced, pairing] })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })
  it('R-2.24: a listed wallet that is not installed, or a pairing one, does not count', () => {
    expect(hasUsableInstalledWallet([{ ...announced, installed: false }, pairing])).toBe(false)
    expect(hasUsableInstalledWallet([{ ...announced, type: 'INJECTED' }])).toBe(true)
  })
  it('R-2.25: a configured order overrides both defaults', () => {
    expect(connectMethods({ ...base, configured: ['social', 'wallet', 'email'] })).toEqual([
      'social',
      'wallet',
      'email',
    ])
    expect(connectMethods({ ...base, listed: [announced], configured: ['email', 'wallet', 'social'] })).toEqual([
      'email',
      'wallet',
      'social',
    ])
  })
  it('shows email and socials only when the embedded wallet (AUTH connector) is configured', () => {
    expect(connectMethods({ ...base, connectors: [pairing] })).toEqual(['wallet'])
  })
  it('R-6.23: leaves out email when the email feature is off, and socials when none are offered', () => {
    expect(connectMethods({ ...base, emailFeature: false })).toEqual(['social', 'wallet'])
    expect(connectMethods({ ...base, socials: [] })).toEqual(['email', 'wallet'])
  })
  it('the passkey entry keeps the social method shown when no social is offered; without the embedded wallet, none', () => {
    expect(connectMethods({ ...base, socials: [], passkeys: true })).toEqual(['email', 'social', 'wallet'])
    expect(connectMethods({ ...base, connectors: [pairing], passkeys: true })).toEqual(['wallet'])
  })
})

describe('visibleSocials', () => {
  it('R-6.24 R-9.71 R-9.72: the default socials are all offered, farcaster among them, google first', () => {
    expect(visibleSocials(REMOTE_FEATURE_DEFAULTS.socials)).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })
  it('puts google first and keeps the configured order of the rest', () => {
    expect(visibleSocials(['github', 'discord', 'google'])).toEqual(['google', 'github', 'discord'])
    expect(visibleSocials(['apple', 'x'])).toEqual(['apple', 'x'])
  })
  it("keeps to the embedded wallet's own socials when it lists them", () => {
    expect(visibleSocials(['google', 'x', 'discord', 'github'], ['github', 'google'])).toEqual(['google', 'github'])
    expect(visibleSocials(['google', 'farcaster', 'github'], ['github', 'google'])).toEqual(['google', 'github'])
    expect(visibleSocials(['google', 'farcaster'], ['farcaster'])).toEqual(['farcaster'])
  })
  it('offers none when the socials feature is off, and ignores unknown names and repeats', () => {
    expect(visibleSocials(false)).toEqual([])
    expect(visibleSocials(['google', 'myspace', 'google'])).toEqual(['google'])
  })
})
