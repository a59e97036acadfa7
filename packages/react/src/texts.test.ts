import { describe, expect, it } from 'vitest'
import { SOCIAL_NAMES, socialName, UI, viewTitle } from './texts.ts'

describe('view titles name the dialog (team contract accessible names)', () => {
  it('titles each built view as the e2e tests select it', () => {
    expect(viewTitle('Connect')).toBe('Connect Wallet')
    expect(viewTitle('AllWallets')).toBe('All Wallets')
    expect(viewTitle('Account')).toBe('Account')
    expect(viewTitle('Networks')).toBe('Choose Network')
    expect(viewTitle('UnsupportedChain')).toBe('Switch Network')
    expect(viewTitle('Send')).toBe('Send')
    expect(viewTitle('Receive')).toBe('Receive')
  })
  it('titles ConnectingExternal by the wallet name', () => {
    expect(viewTitle('ConnectingExternal', 'Latch Test Wallet')).toBe('Latch Test Wallet')
    expect(viewTitle('AllWallets', 'MetaMask')).toBe('MetaMask')
  })
  it('R-2.20: the Account tabs are Tokens, NFTs, Activity in that order', () => {
    expect(UI.tabs).toEqual(['Tokens', 'NFTs', 'Activity'])
  })
  it('names host buttons per the contract', () => {
    expect(UI.account('0xf3...b92266')).toBe('Account 0xf3...b92266')
    expect(UI.network('Latch Devnet')).toBe('Network: Latch Devnet')
  })
  it('titles the embedded-wallet views (team contract: modal views and accessible names)', () => {
    expect(viewTitle('EmailLogin')).toBe('Confirm email')
    expect(viewTitle('UpdateEmailWallet')).toBe('Update email')
    expect(viewTitle('ApproveTransaction')).toBe('Approve transaction')
    expect(viewTitle('ConnectingSocial', socialName('google'))).toBe('Google')
    expect(viewTitle('ConnectingFarcaster')).toBe('Farcaster')
  })
  it('R-9.71 R-9.72: names a button for each social login, farcaster included', () => {
    expect(Object.keys(SOCIAL_NAMES).sort()).toEqual(['apple', 'discord', 'facebook', 'farcaster', 'github', 'google', 'x'])
    expect(['google', 'github', 'discord', 'x', 'apple', 'facebook', 'farcaster'].map((p) => UI.continueWith(socialName(p)))).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Discord',
      'Continue with X',
      'Continue with Apple',
      'Continue with Facebook',
      'Continue with Farcaster',
    ])
    expect(UI.codeSentTo('ada@example.com')).toBe('Enter the code we sent to ada@example.com')
  })
})
