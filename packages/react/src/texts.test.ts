import { describe, expect, it } from 'vitest'
import { BUTTON_TEXTS } from './i18n/buttonTexts.ts'
import { english } from './i18n/en.ts'
import { createTranslator } from './i18n/translator.ts'
import { SOCIAL_NAMES, socialName, viewTitle } from './texts.ts'

const en = english()

const { t } = createTranslator('en', en)

describe('view titles name the dialog (team contract accessible names)', () => {
  it('titles each built view as the e2e tests select it', () => {
    expect(viewTitle(t, 'Connect')).toBe('Connect Wallet')
    expect(viewTitle(t, 'AllWallets')).toBe('All Wallets')
    expect(viewTitle(t, 'Account')).toBe('Account')
    expect(viewTitle(t, 'Networks')).toBe('Choose Network')
    expect(viewTitle(t, 'SwitchNetwork')).toBe('Choose Network')
    expect(viewTitle(t, 'UnsupportedChain')).toBe('Switch Network')
    expect(viewTitle(t, 'Send')).toBe('Send')
    expect(viewTitle(t, 'Receive')).toBe('Receive')
    expect(viewTitle(t, 'WhatIsAWallet')).toBe('What is a wallet?')
    expect(viewTitle(t, 'GetWallet')).toBe('Get a wallet')
  })
  it('titles ConnectingExternal by the wallet name', () => {
    expect(viewTitle(t, 'ConnectingExternal', 'Latch Test Wallet')).toBe('Latch Test Wallet')
    expect(viewTitle(t, 'ConnectingExternal')).toBe('Connecting')
    expect(viewTitle(t, 'AllWallets', 'MetaMask')).toBe('MetaMask')
  })
  it('R-2.20: the Account tabs are Tokens, NFTs, Activity in that order', () => {
    expect([en['tab.Tokens'], en['tab.NFTs'], en['tab.Activity']]).toEqual(['Tokens', 'NFTs', 'Activity'])
  })
  it('names host buttons per the contract', () => {
    expect(t('account', { address: '0xf3...b92266' })).toBe('Account 0xf3...b92266')
    expect(t('network', { name: 'Latch Devnet' })).toBe('Network: Latch Devnet')
  })
  it('titles the embedded-wallet views (team contract: modal views and accessible names)', () => {
    expect(viewTitle(t, 'EmailLogin')).toBe('Confirm email')
    expect(viewTitle(t, 'UpdateEmailWallet')).toBe('Update email')
    expect(viewTitle(t, 'ApproveTransaction')).toBe('Approve transaction')
    expect(viewTitle(t, 'ConnectingSocial', socialName('google'))).toBe('Google')
    expect(viewTitle(t, 'ConnectingFarcaster')).toBe('Farcaster')
  })
  it('R-9.71 R-9.72: names a button for each social login, farcaster included', () => {
    expect(Object.keys(SOCIAL_NAMES).sort()).toEqual([
      'apple',
      'discord',
      'facebook',
      'farcaster',
      'github',
      'google',
      'telegram',
      'x',
    ])
    expect(
      ['google', 'github', 'discord', 'x', 'apple', 'facebook', 'farcaster'].map((p) =>
        t('continueWith', { provider: socialName(p) }),
      ),
    ).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Discord',
      'Continue with X',
      'Continue with Apple',
      'Continue with Facebook',
      'Continue with Farcaster',
    ])
    expect(t('codeSentTo', { email: 'ada@example.com' })).toBe('Enter the code we sent to ada@example.com')
  })
})

describe("the first paint's texts", () => {
  it('are Latin-1 only: one wider character makes the engine keep the whole first chunk (React with it) as two-byte text', () => {
    for (const [key, text] of Object.entries(BUTTON_TEXTS))
      expect([key, [...text].every((character) => character.charCodeAt(0) <= 0xff)]).toEqual([key, true])
  })
})
