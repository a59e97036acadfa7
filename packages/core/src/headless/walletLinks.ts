// Where a catalogue wallet opens or is got, for any UI: its phone app by native scheme or universal link (with the
// pairing link of the attempt in progress), its desktop app, its web app and its stores. Catalogue data is untrusted:
// only http(s) links, and app schemes that cannot run script here.
import type { CatalogueWallet } from '../catalogue.ts'
import { formatDeepLink } from '../pairing/pairing.ts'
import { httpUrl } from './safeUrl.ts'

/** the places a wallet opens or is got; each absent when the catalogue has none (or an unsafe one) */
export interface WalletLinks {
  /** the phone app by its own scheme (`rainbow://wc?uri=…` while a pairing link exists) */
  native?: string
  /** the phone app by an https link its app claims (`https://…/wc?uri=…` while a pairing link exists) */
  universal?: string
  /** the desktop app, with the pairing link when there is one */
  desktop?: string
  /** the wallet's web app */
  web?: string
  /** where to install it: app stores, the browser extension store, the wallet's website */
  stores: { store: 'appStore' | 'playStore' | 'chromeStore' | 'website'; href: string }[]
}

// schemes a link may never carry: they run script or read local data in the page that opens them
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])

function schemeOf(link: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase()
}

/** a native link: an app's own scheme, written `scheme://` or bare `scheme`, never one of UNSAFE_SCHEMES */
export function isNativeLink(link: string): boolean {
  const scheme = schemeOf(link) ?? link.replaceAll('/', '').replaceAll(':', '').toLowerCase()
  return scheme !== 'http' && scheme !== 'https' && !UNSAFE_SCHEMES.has(scheme) && /^[a-z][a-z0-9+.-]*$/.test(scheme)
}

function withPairing(link: string, pairingUri: string | undefined): string {
  return pairingUri ? formatDeepLink(link, pairingUri).redirect : formatDeepLink(link, '').href
}

export function walletLinks(wallet: CatalogueWallet, pairingUri?: string): WalletLinks {
  const mobile = wallet.mobile_link?.trim()
  const desktop = wallet.desktop_link?.trim()
  const links: WalletLinks = { stores: [] }
  if (mobile && httpUrl(mobile)) links.universal = withPairing(mobile, pairingUri)
  else if (mobile && isNativeLink(mobile)) links.native = withPairing(mobile, pairingUri)
  // a wallet with its own scheme may also name the https link its app claims: the next rung when the scheme fails
  const universal = httpUrl(wallet.universal_link)
  if (!links.universal && universal) links.universal = withPairing(universal, pairingUri)
  if (desktop && (httpUrl(desktop) || isNativeLink(desktop))) links.desktop = withPairing(desktop, pairingUri)
  const web = httpUrl(wallet.webapp_link)
  if (web) links.web = web
  const stores: [WalletLinks['stores'][number]['store'], string | null | undefined][] = [
    ['appStore', wallet.app_store],
    ['playStore', wallet.play_store],
    ['chromeStore', wallet.chrome_store],
    ['website', wallet.homepage],
  ]
  for (const [store, value] of stores) {
    const href = httpUrl(value)
    if (href) links.stores.push({ store, href })
  }
  return links
}
