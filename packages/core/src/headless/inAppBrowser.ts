// The browsers inside other apps, where a hand-off to a wallet app often goes nowhere: a social app's web view
// (Telegram, X, Instagram, Facebook, LinkedIn, TikTok) opens no other app's link, so the visitor is offered this page in
// their own browser; a wallet's own browser already holds its provider, which is what works there.

/** Where the page is open: a social app's web view, or a wallet app's own browser. */
export interface InAppBrowser {
  kind: 'social' | 'wallet'
  /** the app's name as people know it */
  app: string
}

// the marks the apps add to their web views' user agents, in lower case, checked in order (a wallet's mark wins over a
// platform's); plain text, not patterns, since a compiled pattern stays in the page's memory for good
const WALLETS: readonly [marks: readonly string[], app: string][] = [
  [['metamaskmobile'], 'MetaMask'],
  [['coinbasewallet', 'coinbasebrowser'], 'Coinbase Wallet'],
  [['trust/', 'trustwallet'], 'Trust Wallet'],
  [['okapp', 'okex'], 'OKX Wallet'],
  [['rainbow/'], 'Rainbow'],
  [['phantom'], 'Phantom'],
]
const SOCIAL: readonly [marks: readonly string[], app: string][] = [
  [['telegram'], 'Telegram'],
  [['instagram'], 'Instagram'],
  [['fban', 'fbav', 'fb_iab'], 'Facebook'],
  [['twitter'], 'X'],
  [['linkedinapp'], 'LinkedIn'],
  [['bytedancewebview', 'musical_ly', 'tiktok'], 'TikTok'],
]

const appIn = (userAgent: string, apps: readonly [readonly string[], string][]): string | undefined =>
  apps.find(([marks]) => marks.some((mark) => userAgent.includes(mark)))?.[1]

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
  const agent = userAgent.toLowerCase()
  const wallet = appIn(agent, WALLETS)
  if (wallet) return { kind: 'wallet', app: wallet }
  if (page?.TelegramWebviewProxy !== undefined || page?.Telegram?.WebApp !== undefined)
    return { kind: 'social', app: 'Telegram' }
  const social = appIn(agent, SOCIAL)
  return social ? { kind: 'social', app: social } : undefined
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
