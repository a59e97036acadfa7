// The remote features' values when neither the project nor the app sets them (SPEC §6 R-6.23, R-6.24).
import { DEFAULT_SOCIALS } from '../constants.ts'

export interface RemoteFeatureValues {
  email: boolean
  socials: readonly string[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
  emailCapture: boolean
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
}

/** the features before (or without) the project configuration: the app's settings over the defaults */
export const localFeatures = (local: Partial<RemoteFeatureValues> = {}): RemoteFeatureValues => ({
  ...REMOTE_FEATURE_DEFAULTS,
  ...local,
})
