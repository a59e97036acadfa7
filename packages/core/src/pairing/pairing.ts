// Pairing link lifetime and refresh (SPEC §4, §9), and mobile deep links with their stored choice (SPEC §3).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'

// the link's lifetime in a module of its own: a page's first chunk needs none of it
export { isPairingExpired, pairingExpiresAt, pairingRefreshDelay, schedulePairingRefresh } from './pairingExpiry.ts'

// the stored choice's reading in a module of its own: the first paint reads it
export { type DeepLinkChoice, getDeepLinkChoice } from './deepLinkChoice.ts'
import type { DeepLinkChoice } from './deepLinkChoice.ts'

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url)

/**
 * a wallet's link with the pairing URI: a native scheme becomes `scheme://wc?uri=…`, a universal link
 * `https://…/wc?uri=…`; `href` is the wallet's base link, which is what the deep link choice stores
 */
export function formatDeepLink(walletLink: string, pairingUri: string): { redirect: string; href: string } {
  let base = walletLink
  if (!isHttpUrl(base) && !base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return { redirect: `${base}wc?uri=${encodeURIComponent(pairingUri)}`, href: base }
}

export function storeDeepLinkChoice(storage: SafeStorage, choice: DeepLinkChoice): void {
  storage.setJson(STORAGE_KEYS.deepLinkChoice, { name: choice.name, href: choice.href })
}
