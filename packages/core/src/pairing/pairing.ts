// Pairing link lifetime and refresh (SPEC §4, §9), and mobile deep links with their stored choice (SPEC §3).
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../firstPaintConstants.ts'
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'

export const pairingExpiresAt = (createdAt: number) => createdAt + PAIRING_LIFETIME_MS

/** expired once under 10 s remain, so a wallet never scans a link that dies mid-approval */
export const isPairingExpired = (expiresAt: number, now: number = Date.now()) =>
  expiresAt - now < PAIRING_EXPIRY_MARGIN_MS

/** ms until a fresh link is due: when under 10 s of the lifetime remain (never negative) */
export const pairingRefreshDelay = (expiresAt: number, now: number = Date.now()) =>
  Math.max(0, expiresAt - PAIRING_EXPIRY_MARGIN_MS - now)

/** calls refresh once the link counts as expired; returns a cancel */
export function schedulePairingRefresh(expiresAt: number, refresh: () => void, now: number = Date.now()): () => void {
  const timer = setTimeout(refresh, pairingRefreshDelay(expiresAt, now))
  return () => clearTimeout(timer)
}

/** the deep link the visitor chose on mobile, stored as SPEC §3's deep link choice */
export interface DeepLinkChoice {
  name: string
  href: string
}

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

export function getDeepLinkChoice(storage: SafeStorage): DeepLinkChoice | undefined {
  const choice = storage.getJson<DeepLinkChoice | undefined>(STORAGE_KEYS.deepLinkChoice, undefined)
  return choice && typeof choice.name === 'string' && typeof choice.href === 'string' ? choice : undefined
}
