import { describe, expect, it } from 'vitest'
import { UI, viewTitle } from './texts.ts'

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
})
