// The auth service's numbers and texts in one place (SPEC §5, §8, §9; the rest are our own choices).
import { ALERTS, constants, TEXTS } from '@latch/core'

const MINUTE = 60_000

export const CODE_LIFETIME_MS = 10 * MINUTE
/** SPEC §9: email cooldown 30 s */
export const EMAIL_COOLDOWN_MS = constants.EMAIL_COOLDOWN_MS
export const MAX_WRONG_CODES = 5
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * MINUTE
export const DEVICE_LIFETIME_MS = 30 * 24 * 60 * MINUTE
export const SOCIAL_STATE_LIFETIME_MS = 10 * MINUTE
/** docs/design/farcaster-and-signing.md §1.2 */
export const FARCASTER_CHANNEL_LIFETIME_MS = 5 * MINUTE
/** a passkey challenge is answered within this (the authenticator's prompt has the same timeout) */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 2 * MINUTE

export const AUTH_TEXTS = {
  cooldown: TEXTS.emailCooldown,
  /** SPEC §8 APKT006 */
  sessionExpired: ALERTS.APKT006.title,
  /** the same text whether the code was wrong, expired or never sent */
  invalidCode: 'Invalid or expired code',
  /** this login attempt's code had its five wrong guesses; another attempt (a new code) is needed */
  codeEnded: 'Too many wrong codes. Please ask for a new code',
  notSignedIn: 'Not signed in',
  emailInUse: 'This email is already in use',
  sameEmail: 'The new email is the current email',
  sendFailed: 'Unable to send the email',
  providerNotConfigured: 'Social provider not configured',
  invalidState: 'Invalid or expired social login state',
  socialFailed: 'Failed to connect',
  farcasterNotConfigured: 'Farcaster is not configured',
  /** key share and wallet calls from a device that did not prove this user (no device token, or a revoked one) */
  deviceNotProven: 'This device needs a fresh sign-in code',
  /** a device key that is not a P-256 public key */
  invalidDeviceKey: 'Invalid device key',
  /** a device token already bound to another key (or not this user's) */
  deviceKeyBound: 'This device token already has a key',
  walletExists: 'This account already has a wallet',
  noWallet: 'This account has no wallet yet',
  /** export's one-time code goes to the account's email */
  noEmail: 'This account has no email',
  /** SPEC; the same text for every refusal, the reason is only logged */
  farcasterFailed: TEXTS.failedToConnectFarcaster,
} as const

/** a wait in whole seconds, rounded up (SPEC ), at least 1 */
export const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
