// Which app's browser a page is open in, from the user agents those apps send, and how the visitor leaves it.
import { describe, expect, it } from 'vitest'
import { detectInAppBrowser, openInBrowserLink } from './inAppBrowser.ts'

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko)'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'

describe('detectInAppBrowser', () => {
  it('names the social apps by the marks their web views add', () => {
    expect(detectInAppBrowser(`${IPHONE} Instagram 312.0.0.32.112 (iPhone15,2; iOS 17_5)`)).toEqual({
      kind: 'social',
      app: 'Instagram',
    })
    expect(detectInAppBrowser(`${IPHONE} [FBAN/FBIOS;FBAV/470.0.0.41.106]`)).toEqual({
      kind: 'social',
      app: 'Facebook',
    })
    expect(detectInAppBrowser(`${ANDROID} Chrome/126.0 Mobile Safari/537.36 TwitterAndroid`)).toEqual({
      kind: 'social',
      app: 'X',
    })
    expect(detectInAppBrowser(`${IPHONE} LinkedInApp/9.30`)).toEqual({ kind: 'social', app: 'LinkedIn' })
    expect(detectInAppBrowser(`${ANDROID} musical_ly_2023405030 BytedanceWebview/d8a21c6`)).toEqual({
      kind: 'social',
      app: 'TikTok',
    })
  })

  it("finds Telegram by what its web view leaves on the page, as its user agent is the system's", () => {
    expect(detectInAppBrowser(`${ANDROID} Chrome/126.0 Mobile Safari/537.36`, { TelegramWebviewProxy: {} })).toEqual({
      kind: 'social',
      app: 'Telegram',
    })
    expect(detectInAppBrowser(IPHONE, { Telegram: { WebApp: {} } })).toEqual({ kind: 'social', app: 'Telegram' })
  })

  it("names a wallet's own browser, where its provider is on the page", () => {
    expect(detectInAppBrowser(`${ANDROID} Chrome/126.0 Mobile Safari/537.36 MetaMaskMobile`)).toEqual({
      kind: 'wallet',
      app: 'MetaMask',
    })
    expect(detectInAppBrowser(`${IPHONE} CoinbaseWallet/28.0`)).toEqual({ kind: 'wallet', app: 'Coinbase Wallet' })
    expect(detectInAppBrowser(`${IPHONE} Trust/11.2`)).toEqual({ kind: 'wallet', app: 'Trust Wallet' })
    // a wallet's mark wins over a platform's, in whatever case the app writes it
    expect(detectInAppBrowser(`${IPHONE} Instagram 312.0 PHANTOM/24.1`)).toEqual({ kind: 'wallet', app: 'Phantom' })
  })

  it('says nothing of a browser of its own, on a phone or a computer', () => {
    expect(detectInAppBrowser(`${ANDROID} Chrome/126.0 Mobile Safari/537.36`, {})).toBeUndefined()
    expect(detectInAppBrowser(`${IPHONE} Version/17.5 Safari/604.1`)).toBeUndefined()
    expect(detectInAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBeUndefined()
  })
})

describe('openInBrowserLink', () => {
  it("on Android, an intent for the system's browser, back to the same page if none answers", () => {
    const link = openInBrowserLink('https://app.example/swap?from=eth', ANDROID)
    expect(link).toBe(
      'intent://app.example/swap?from=eth#Intent;scheme=https;action=android.intent.action.VIEW;S.browser_fallback_url=https%3A%2F%2Fapp.example%2Fswap%3Ffrom%3Deth;end',
    )
  })

  it('none on iOS (no page leaves a web view there) and none for a page that is not http(s)', () => {
    expect(openInBrowserLink('https://app.example/', IPHONE)).toBeUndefined()
    expect(openInBrowserLink('file:///tmp/page.html', ANDROID)).toBeUndefined()
    expect(openInBrowserLink('not a url', ANDROID)).toBeUndefined()
  })
})
