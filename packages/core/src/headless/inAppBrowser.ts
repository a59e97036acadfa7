// The browsers inside other apps, where a hand-off to a wallet app often goes nowhere: a social app's web view
// (Telegram, X, Instagram, Facebook, LinkedIn, TikTok) opens no other app's link, so the visitor is offered this page in
// their own browser; a wallet's own browser already holds its provider, which is what works there.

/** Where the page is open: a social app's web view, or a wallet app's own browser. */
export interface InAppBrowser {
  kind: 'social' | 'wallet'
  /** the app's name as people know it */
  app: string
}

// user-agent marks the apps add to their web views, checked in order (a wallet's mark wins over a platform's)
const WALLETS: readonly [RegExp, string][] = [
  [/MetaMaskMobile/i, 'MetaMask'],
  [/CoinbaseWallet|CoinbaseBrowser/i, 'Coinbase Wallet'],
  [/Trust\/|TrustWallet/i, 'Trust Wallet'],
  [/OKApp|OKEx/i, 'OKX Wallet'],
  [/Rainbow\//i, 'Rainbow'],
  [/Phantom/i, 'Phantom'],
]
const SOCIAL: readonly [RegExp, string][] = [
  [/Telegram/i, 'Telegram'],
  [/Instagram/i, 'Instagram'],
  [/FBAN|FBAV|FB_IAB/i, 'Facebook'],
  [/Twitter|TwitterAndroid/i, 'X'],
  [/LinkedInApp/i, 'LinkedIn'],
  [/BytedanceWebview|musical_ly|TikTok/i, 'TikTok'],
]

/** what an app's web view leaves on the page itself (Telegram's mini apps and links open in its web view) */
interface PageMarks {
  Telegram?: { WebApp?: unknown }
  TelegramWebviewProxy?: unknown
}

/**
 * The app whose browser the page is open in, from the user agent and the marks the app leaves on the page; undefined
 * in a browser of its own.
 */
export function detectInAppBrowser(userAgent: string, page?: PageMarks): InAppBrowser | undefined {
  for (const [mark, app] of WALLETS) if (mark.test(userAgent)) return { kind: 'wallet', app }
  if (page?.TelegramWebviewProxy !== undefined || page?.Telegram?.WebApp !== undefined)
    return { kind: 'social', app: 'Telegram' }
  for (const [mark, app] of SOCIAL) if (mark.test(userAgent)) return { kind: 'social', app }
  return undefined
}

/**
 * The link that opens `pageUrl` in the phone's own browser from inside an app's web view: on Android an intent for any
 * browser (the web view hands it to the system); elsewhere none exists (iOS lets no page leave a web view), so the
 * visitor copies the address.
 */
export function openInBrowserLink(pageUrl: string, userAgent: string): string | undefined {
  if (!/Android/i.test(userAgent)) return undefined
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const scheme = url.protocol.slice(0, -1)
  const fallback = encodeURIComponent(url.href)
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};action=android.intent.action.VIEW;S.browser_fallback_url=${fallback};end`
}
