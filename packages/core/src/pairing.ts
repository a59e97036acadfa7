// Pairing link lifetime (SPEC §4, §9).
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './constants.ts'

export const pairingExpiresAt = (createdAt: number) => createdAt + PAIRING_LIFETIME_MS

/** expired once under 10 s remain, so a wallet never scans a link that dies mid-approval */
export const isPairingExpired = (expiresAt: number, now: number = Date.now()) =>
  expiresAt - now < PAIRING_EXPIRY_MARGIN_MS
