// The remote features an operator sets (SPEC §4, §6), their defaults, and what the basic plan fixes (the cloud's
// rule in apps/cloud/src/projects/features.ts: it refuses anything else on a basic project).
import { SOCIALS } from './api/schemas.ts'

export const FEATURES = [
  { id: 'email', label: 'Email' },
  { id: 'swaps', label: 'Swaps' },
  { id: 'onramp', label: 'Onramp' },
  { id: 'activity', label: 'Activity' },
  { id: 'reownBranding', label: 'Latch branding' },
  { id: 'multiWallet', label: 'Multi-wallet' },
  { id: 'emailCapture', label: 'Email capture' },
  // the project's paymaster pays its users' smart-account gas
  { id: 'sponsoredGas', label: 'Sponsored gas' },
  // sign up and sign in to the embedded wallet with a passkey (the cloud needs LATCH_PASSKEY_ORIGIN too)
  { id: 'passkeys', label: 'Passkeys' },
  // sign in to the embedded wallet with an external wallet the user linked (EIP-4361)
  { id: 'walletSignIn', label: 'Sign in with a linked wallet' },
] as const
export type SwitchFeature = (typeof FEATURES)[number]['id']

export interface FeatureDraft {
  switches: Record<SwitchFeature, boolean>
  socials: string[]
}

const DEFAULTS: Record<SwitchFeature, boolean> = {
  email: true,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
  emailCapture: false,
  sponsoredGas: false,
  passkeys: false,
  walletSignIn: false,
}
export const BASIC_FIXED: Partial<Record<SwitchFeature, boolean>> = {
  email: false,
  swaps: false,
  onramp: false,
  reownBranding: true,
  multiWallet: false,
  emailCapture: false,
  sponsoredGas: false,
  passkeys: false,
  walletSignIn: false,
}

export function draftOf(features: Record<string, boolean | string[]>): FeatureDraft {
  const switches = { ...DEFAULTS }
  for (const { id } of FEATURES) if (typeof features[id] === 'boolean') switches[id] = features[id] as boolean
  const socials = features.socials === false ? [] : Array.isArray(features.socials) ? features.socials : [...SOCIALS]
  return { switches, socials }
}

/** what is sent: every feature on pro; on basic the fixed values, so a downgrade is never refused for a stale one */
export function featuresToSave(draft: FeatureDraft, plan: 'basic' | 'pro'): Record<string, boolean | string[]> {
  if (plan === 'basic') return { ...BASIC_FIXED, socials: false, activity: draft.switches.activity }
  return { ...draft.switches, socials: draft.socials }
}
