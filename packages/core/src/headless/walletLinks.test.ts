// A catalogue wallet's links for an app's own screen: phone, desktop, web and stores; catalogue data is untrusted.
import { describe, expect, it } from 'vitest'
import { walletLinks } from './walletLinks.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=k'
const encoded = encodeURIComponent(uri)

describe('walletLinks', () => {
  it('a native scheme opens the phone app with the pairing link', () => {
    expect(walletLinks({ id: 'r', name: 'Rainbow', mobile_link: 'rainbow:' }, uri)).toEqual({
      native: `rainbow://wc?uri=${encoded}`,
      stores: [],
    })
  })

  it('a universal link opens the phone app over https; without a pairing link, the bare links', () => {
    const wallet = {
      id: 'm',
      name: 'MetaMask',
      mobile_link: 'https://metamask.app.link',
      desktop_link: 'metamask-desktop://',
      webapp_link: 'https://portfolio.metamask.io',
    }
    expect(walletLinks(wallet, uri)).toMatchObject({
      universal: `https://metamask.app.link/wc?uri=${encoded}`,
      desktop: `metamask-desktop://wc?uri=${encoded}`,
    })
    expect(walletLinks(wallet)).toEqual({
      universal: 'https://metamask.app.link/',
      desktop: 'metamask-desktop://',
      web: 'https://portfolio.metamask.io',
      stores: [],
    })
  })

  it('lists the stores in order: App Store, Google Play, Chrome Web Store, website', () => {
    const wallet = {
      id: 't',
      name: 'Trust',
      app_store: 'https://apps.apple.com/t',
      play_store: 'https://play.google.com/t',
      chrome_store: 'https://chromewebstore.google.com/t',
      homepage: 'https://trustwallet.com',
    }
    expect(walletLinks(wallet).stores.map((entry) => entry.store)).toEqual([
      'appStore',
      'playStore',
      'chromeStore',
      'website',
    ])
  })

  it('security: drops links that would run script or leave http(s) for a store', () => {
    const wallet = {
      id: 'x',
      name: 'Evil',
      mobile_link: 'javascript://%0aalert(1)',
      desktop_link: 'data:text/html,<script>alert(1)</script>',
      webapp_link: 'javascript:alert(1)',
      app_store: 'ftp://store',
      homepage: 'vbscript:msgbox',
    }
    expect(walletLinks(wallet, uri)).toEqual({ stores: [] })
  })
})
