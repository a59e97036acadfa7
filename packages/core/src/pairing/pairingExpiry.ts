// Pairing link lifetime and refresh (SPEC §4, §9).
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.ts'

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
