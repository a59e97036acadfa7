import type { Connector } from '@latch/core'
import { connectorGroups, orderWalletGroups } from '@latch/core/internal'
import { describe, expect, it } from 'vitest'
import { mobileWalletLinks } from './mobileWallets.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=01'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile'
const options = { isMobile: true, hasInjectedProvider: false }
const walletConnect: Connector = {
  id: 'WALLET_CONNECT',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const announced: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

describe('pairing wallets on the Connect view and on mobile', () => {
  it('security: a catalogue mobile link that would run script in the page gets no deep link', () => {
    const links = mobileWalletLinks(
      [
        { id: 'x', name: 'Evil', mobile_link: 'javascript://%0aalert(1)' },
        { id: 'y', name: 'Data', mobile_link: 'data:text/html,<script>alert(1)</script>' },
        { id: 'a', name: 'Native Wallet', mobile_link: 'native://' },
      ],
      uri,
    )
    expect(links.map((link) => link.id)).toEqual(['a'])
  })

  it('R-2.26 R-2.27 the WalletConnect button comes first when a pairing connector is offered, and is absent otherwise', () => {
    const groups = connectorGroups([announced, walletConnect], [{ id: 'io.metamask', rdns: 'io.metamask' }], options)
    expect(orderWalletGroups(groups, { walletConnectEnabled: true })).toEqual(['walletConnect', 'recent'])
    expect(groups.walletConnect?.map((c) => c.name)).toEqual(['WalletConnect'])
    const without = connectorGroups([announced], [], options)
    expect(orderWalletGroups(without, { walletConnectEnabled: false })).toEqual(['injected'])
  })

  it('R-1.3 catalogue wallets with a native or universal mobile link get a deep link; others are left out', () => {
    const links = mobileWalletLinks(
      [
        { id: 'a', name: 'Native Wallet', mobile_link: 'native://' },
        { id: 'b', name: 'Universal Wallet', mobile_link: 'https://universal.example/app' },
        { id: 'c', name: 'Desktop Only', mobile_link: null, desktop_link: 'desk://' },
      ],
      uri,
      ANDROID,
    )
    expect(links).toEqual([
      {
        id: 'a',
        name: 'Native Wallet',
        icon: undefined,
        href: 'native://',
        ladder: [`native://wc?uri=${encodeURIComponent(uri)}`],
      },
      {
        id: 'b',
        name: 'Universal Wallet',
        icon: undefined,
        href: 'https://universal.example/app/',
        ladder: [`https://universal.example/app/wc?uri=${encodeURIComponent(uri)}`],
      },
    ])
  })

  it("R-1.3 a phone tries the wallet's scheme, then its universal link, then its store for the phone it is on; never nothing", () => {
    const metaMask = {
      id: 'm',
      name: 'MetaMask',
      mobile_link: 'metamask:',
      universal_link: 'https://metamask.app.link',
      app_store: 'https://apps.apple.com/app/metamask/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
      homepage: 'https://metamask.io',
    }
    const encoded = encodeURIComponent(uri)
    expect(mobileWalletLinks([metaMask], uri, ANDROID)[0]?.ladder).toEqual([
      `metamask://wc?uri=${encoded}`,
      `https://metamask.app.link/wc?uri=${encoded}`,
      'https://play.google.com/store/apps/details?id=io.metamask',
    ])
    expect(mobileWalletLinks([metaMask], uri, IPHONE)[0]?.ladder.at(-1)).toBe(
      'https://apps.apple.com/app/metamask/id1438144202',
    )
    // a store link that is not http(s) is never a rung; the website is the last one then
    expect(
      mobileWalletLinks([{ ...metaMask, play_store: 'javascript:alert(1)' }], uri, ANDROID)[0]?.ladder.at(-1),
    ).toBe('https://metamask.io')
  })
})
