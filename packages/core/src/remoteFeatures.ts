// Remote features (SPEC §4): the project configuration wins; without it, local settings or defaults apply.

export const REMOTE_FEATURE_NAMES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
  'emailCapture',
  'passkeys',
  'walletSignIn',
] as const

/** A feature the project's cloud settings turn on or off (email, socials, swaps, onramp…). */
export type RemoteFeatureName = (typeof REMOTE_FEATURE_NAMES)[number]
export type RemoteFeatures = Partial<Record<RemoteFeatureName, unknown>>

export interface RemoteFeaturesParameters<F extends RemoteFeatures> {
  /** fetches the project configuration; undefined for a basic project */
  fetchRemote: () => Promise<Partial<F> | undefined>
  local?: Partial<F>
  defaults: F
  warn?: (message: string) => void
}

export async function loadRemoteFeatures<F extends RemoteFeatures>({
  fetchRemote,
  local = {},
  defaults,
  warn = console.warn,
}: RemoteFeaturesParameters<F>): Promise<F> {
  let remote: Partial<F> | undefined
  try {
    remote = await fetchRemote()
  } catch {
    remote = undefined
  }
  if (!remote) return { ...defaults, ...local }
  const fetched = remote
  const remoteNames = new Set<string>(REMOTE_FEATURE_NAMES)
  // the app's own features (receive, send, all wallets) are never the project's, so they always apply
  const own = Object.fromEntries(Object.entries(local).filter(([name]) => !remoteNames.has(name))) as Partial<F>
  const ignored = (Object.keys(local) as (keyof F)[]).filter(
    (name) =>
      remoteNames.has(String(name)) &&
      local[name] !== undefined &&
      JSON.stringify(local[name]) !== JSON.stringify(fetched[name]),
  )
  if (ignored.length)
    warn(`Local settings ignored in favour of the project configuration: ${ignored.map(String).join(', ')}`)
  return { ...defaults, ...remote, ...own }
}
