// Remote features of a project (SPEC §4, §6) as GET /appkit/v1/config serves them.
// Plan rule (ours; the SPEC leaves it open): a pro project gets its stored features over the defaults below.
// A basic project gets only what the basic plan allows: email, socials, swaps, onramp, multiWallet, emailCapture,
// sponsoredGas and passkeys off, the Latch branding always shown, activity as the project sets it (default on).
import { constants } from '@latch/core'
import { REMOTE_FEATURE_DEFAULTS, REMOTE_FEATURE_NAMES } from '@latch/core/internal'
import { z } from 'zod'
import type { Project } from './store.ts'

// the modal and the cloud share one list of features and one set of defaults (packages/core); sponsoredGas is the
// project's too, but no SPEC remote feature: the wallet frame reads it; passkeys (ours, in the modal's list:
// its Connect view offers them) keeps its place after it in the served list
const SPEC_FEATURE_NAMES = REMOTE_FEATURE_NAMES.filter(
  (name): name is Exclude<typeof name, 'passkeys' | 'walletSignIn'> => name !== 'passkeys' && name !== 'walletSignIn',
)
export const REMOTE_FEATURE_IDS = [...SPEC_FEATURE_NAMES, 'sponsoredGas', 'passkeys', 'walletSignIn'] as const
export type RemoteFeatureId = (typeof REMOTE_FEATURE_IDS)[number]

/** SPEC §6 default socials, in order */
export const DEFAULT_SOCIALS = constants.DEFAULT_SOCIALS

export const remoteFeaturesSchema = z
  .object({
    email: z.boolean(),
    socials: z.union([z.boolean(), z.array(z.enum(DEFAULT_SOCIALS)).max(DEFAULT_SOCIALS.length)]),
    swaps: z.boolean(),
    onramp: z.boolean(),
    activity: z.boolean(),
    reownBranding: z.boolean(),
    multiWallet: z.boolean(),
    emailCapture: z.boolean(),
    /** the project's paymaster pays its users' smart-account gas, on the chains the cloud has a paymaster for */
    sponsoredGas: z.boolean(),
    /** sign up and sign in to the embedded wallet with a passkey (the cloud needs its passkey origin too) */
    passkeys: z.boolean(),
    /** sign in to the embedded wallet with an external wallet the user linked (an EIP-4361 signature) */
    walletSignIn: z.boolean(),
  })
  .partial()
  .strict()

export type RemoteFeatureValues = z.infer<typeof remoteFeaturesSchema>

export const DEFAULT_FEATURES: Required<RemoteFeatureValues> = {
  ...(REMOTE_FEATURE_DEFAULTS as Omit<Required<RemoteFeatureValues>, 'sponsoredGas' | 'passkeys' | 'walletSignIn'>),
  socials: [...DEFAULT_SOCIALS],
  // stored as on or off; served with the chains it applies to (remoteFeaturesOf)
  sponsoredGas: false,
  passkeys: false,
  walletSignIn: false,
}

/** every feature on but sponsored gas and passkeys: the demo project (the demo's second project, latch-demo-sponsored,
 * adds sponsored gas; passkeys need the cloud's LATCH_PASSKEY_ORIGIN) */
export const ALL_FEATURES_ON: Required<RemoteFeatureValues> = {
  ...DEFAULT_FEATURES,
  multiWallet: true,
  emailCapture: true,
}

const BASIC_PLAN_FIXED: RemoteFeatureValues = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  reownBranding: true,
  multiWallet: false,
  emailCapture: false,
  sponsoredGas: false,
  passkeys: false,
  walletSignIn: false,
}

/** why the plan refuses these stored features (a feature the plan does not allow is refused, not ignored) */
export function planProblem(plan: Project['plan'], features: Record<string, unknown>): string | undefined {
  if (plan !== 'basic') return undefined
  for (const [id, fixed] of Object.entries(BASIC_PLAN_FIXED)) {
    const value = features[id]
    if (value === undefined) continue
    const on = Array.isArray(value) ? value.length > 0 : value === true
    if (on !== fixed)
      return `Feature ${id} is not available on the basic plan${fixed ? ' (it is always on)' : ': choose the pro plan'}`
  }
  return undefined
}

export interface RemoteFeature {
  id: RemoteFeatureId
  isEnabled: boolean
  /** the socials list for socials, the sponsored chains (CAIP-2) for sponsoredGas; null for the others */
  config: string[] | null
}

/** `sponsoredChains`: the chains (CAIP-2) where this cloud can sponsor gas (paymaster/sponsor.ts sponsoredChains) */
export function remoteFeaturesOf(project: Project, sponsoredChains: readonly string[] = []): RemoteFeature[] {
  // stored values were validated on write; anything else in the column is ignored
  const stored = remoteFeaturesSchema.strip().safeParse(project.features)
  const own = stored.success ? stored.data : {}
  const values = { ...DEFAULT_FEATURES, ...own, ...(project.plan === 'basic' ? BASIC_PLAN_FIXED : {}) }
  return REMOTE_FEATURE_IDS.map((id) => {
    if (id === 'socials') {
      const list = values.socials === true ? [...DEFAULT_SOCIALS] : values.socials === false ? [] : values.socials
      return { id, isEnabled: list.length > 0, config: list }
    }
    if (id === 'sponsoredGas') {
      const chains = values.sponsoredGas ? [...sponsoredChains] : []
      return { id, isEnabled: chains.length > 0, config: chains }
    }
    return { id, isEnabled: values[id], config: null }
  })
}
