import type { CatalogueWallet, Connector } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { allWalletItems, getWalletUrl, isInstalled, matchConnector, walletStoreLinks } from './allWalletItems.ts'

const testWallet: Connector = {
  id: 'dev.latch.testwallet',
  name: 'Latch Test Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'dev.latch.testwallet' },
  imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  chain: 'eip155',
}
const metamask: CatalogueWallet = { id: 'mm', name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io/' }
const rainbow: CatalogueWallet = { id: 'rb', name: 'Rainbow', homepage: 'javascript:alert(1)' }

describe('allWalletItems', () => {
  it('lists discovered wallets before catalogue ones and marks catalogue wallets installed when discovered', () => {
    const installedMetaMask: Connector = {
      ...testWallet,
      id: 'io.metamask',
      name: 'MetaMask',
      info: { rdns: 'io.metamask' },
    }
    const items = allWalletItems([testWallet, installedMetaMask], [metamask, rainbow], '')
    expect(items.map((item) => item.name)).toEqual(['Latch Test Wallet', 'MetaMask', 'Rainbow'])
    expect(items[1]?.connector).toBe(installedMetaMask)
    expect(items[2]?.connector).toBeUndefined()
  })
  it('R-5.25: filters discovered wallets by the trimmed, case-insensitive search text', () => {
    expect(allWalletItems([testWallet], [], '  latch ').map((item) => item.name)).toEqual(['Latch Test Wallet'])
    expect(allWalletItems([testWallet], [], 'rainbow')).toEqual([])
  })
  it('R-5.38: matches by rdns when both have one, else by name', () => {
    expect(matchConnector({ id: 'x', name: 'Latch Test Wallet', rdns: 'other.rdns' }, [testWallet])).toBeUndefined()
    expect(matchConnector({ id: 'x', name: 'latch test wallet' }, [testWallet])).toBe(testWallet)
  })
})

describe('getWalletUrl', () => {
  it('prefers the extension store, falls back to the homepage, and only links http(s)', () => {
    expect(getWalletUrl({ ...metamask, chrome_store: 'https://chrome.google.com/webstore/x' })).toBe(
      'https://chrome.google.com/webstore/x',
    )
    expect(getWalletUrl(metamask)).toBe('https://metamask.io/')
    expect(getWalletUrl(rainbow)).toBeUndefined()
  })
})

describe('tags and links of AllWallets and GetWallet', () => {
  it('tags announced wallets installed, never the pairing connector (WalletConnect is not installed)', () => {
    const walletConnect: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    }
    expect(isInstalled(testWallet)).toBe(true)
    expect(isInstalled(walletConnect)).toBe(false)
    expect(isInstalled({ ...testWallet, installed: false })).toBe(false)
    expect(isInstalled(undefined)).toBe(false)
  })
  it('offers catalogue wallets with a mobile link first on a phone', () => {
    const phone: CatalogueWallet = { id: 'ph', name: 'Phone Wallet', mobile_link: 'phone:' }
    expect(allWalletItems([], [metamask, phone], '', true).map((item) => item.name)).toEqual([
      'Phone Wallet',
      'MetaMask',
    ])
    expect(allWalletItems([], [metamask, phone], '', false).map((item) => item.name)).toEqual([
      'MetaMask',
      'Phone Wallet',
    ])
  })
  it('links every store and the website, http(s) only', () => {
    const links = walletStoreLinks({
      ...metamask,
      app_store: 'https://apps.apple.com/app/x',
      play_store: 'javascript:alert(1)',
      chrome_store: 'data:text/html,hi',
    })
    expect(links).toEqual([
      { key: 'store.app', href: 'https://apps.apple.com/app/x' },
      { key: 'store.web', href: 'https://metamask.io/' },
    ])
  })
})
