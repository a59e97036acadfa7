// The features' values when neither the project nor the app sets them (SPEC §6 R-6.23, R-6.24), with the app's own
// features a project never sets (receive, send, all wallets: ).
import { DEFAULT_FEATURES, DEFAULT_SOCIALS } from '../firstPaintConstants.ts'
import { featuresForTimeZone } from './restrictedTimezones.ts'

/** The project's feature settings from the cloud, or the `features` option's values when there is no cloud. */
export interface RemoteFeatureValues {
  email: boolean
  socials: readonly string[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
  emailCapture: boolean
  /** the embedded wallet offers "Continue with a passkey" (the operator turns it on per project) */
  passkeys: boolean
  /** the embedded wallet offers sign-in with a wallet the user linked (EIP-4361; the operator turns it on) */
  walletSignIn: boolean
  /** the app's own: Account's Receive and Send, Connect's All Wallets (never from the project) */
  receive: boolean
  send: boolean
  allWallets: boolean
  /** the order of Account's actions; the app may set its own */
  featuresOrder: readonly string[]
  [name: string]: unknown
}

export const REMOTE_FEATURE_DEFAULTS: RemoteFeatureValues = {
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
  emailCapture: false,
  passkeys: false,
  walletSignIn: false,
  receive: DEFAULT_FEATURES.receive,
  send: DEFAULT_FEATURES.send,
  allWallets: DEFAULT_FEATURES.allWallets,
  featuresOrder: DEFAULT_FEATURES.featuresOrder,
}

/** the features before (or without) the project configuration: the app's settings over the defaults (no onramp in a
 * restricted timezone, R-6.29) */
export const localFeatures = (local: Partial<RemoteFeatureValues> = {}, timeZone?: string): RemoteFeatureValues =>
  featuresForTimeZone({ ...REMOTE_FEATURE_DEFAULTS, ...local }, timeZone)
