import { describe, expect, it } from 'vitest'
import { iconNames, iconSvg, normalise, walletIconName } from './iconSet.ts'

describe('the icon set the catalogue is seeded from (@web3icons/core)', () => {
  const wallets = iconNames('wallets')
  it('matches catalogue wallets by name, loosely', () => {
    expect(walletIconName('MetaMask', wallets)).toBe('metamask')
    expect(walletIconName('Trust Wallet', wallets)).toBe('trust')
    expect(walletIconName('TokenPocket', wallets)).toBe('token-pocket')
    expect(walletIconName('Ledger Live', wallets)).toBe('ledger')
    expect(walletIconName('AlphaWallet', wallets)).toBe('alpha-wallet')
    expect(normalise('Kraken Wallet')).toBe('kraken')
  })
  it('knows no logo for a wallet it does not have: that one keeps its placeholder', () => {
    expect(walletIconName('SafePal', wallets)).toBeUndefined()
    expect(walletIconName('Latch Test Wallet', wallets)).toBeUndefined()
  })
  it('reads an SVG document for a wallet and a network', async () => {
    expect(await iconSvg('wallets', 'metamask')).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/)
    expect(iconNames('networks')).toEqual(
      expect.arrayContaining(['ethereum', 'polygon', 'arbitrum-one', 'base', 'solana']),
    )
    expect(await iconSvg('networks', 'ethereum')).toContain('<path')
  })
})
