// Which connect methods and socials the Connect view shows, and in what order (SPEC §2, §6, §9).
import type { ConnectMethod, Connector, SocialLogin } from '@latch/core'
import { connectMethodOrder, isSocialLogin } from '@latch/core/internal'

const BROWSER_WALLET_TYPES: readonly Connector['type'][] = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']

/** a listed (not hidden) browser wallet that is installed puts wallets first */
export function hasUsableInstalledWallet(listed: readonly Connector[]): boolean {
  return listed.some((connector) => BROWSER_WALLET_TYPES.includes(connector.type) && connector.installed !== false)
}

/** core lists its AUTH connector exactly when an embedded wallet is configured */
const hasEmbeddedWallet = (connectors: readonly Connector[]) =>
  connectors.some((connector) => connector.type === 'AUTH')

/** the social logins to offer: the features' list within the wallet's own, google first */
export function visibleSocials(
  features: readonly string[] | false | undefined,
  walletSocials?: readonly string[],
): SocialLogin[] {
  if (!Array.isArray(features)) return []
  const shown = [...new Set(features)].filter(
    (provider): provider is SocialLogin =>
      isSocialLogin(provider) && (!walletSocials || walletSocials.includes(provider)),
  )
  // google leads (team contract); the others keep the configured order
  return shown.includes('google') ? ['google', ...shown.filter((provider) => provider !== 'google')] : shown
}

export interface ConnectMethodInput {
  configured?: readonly ConnectMethod[]
  listed: readonly Connector[]
  connectors: readonly Connector[]
  emailFeature: boolean
  socials: readonly string[]
  /** the project offers "Continue with a passkey", shown with the socials */
  passkeys?: boolean
}

/** the methods to render, in SPEC §2 order, leaving out those with nothing to show */
export function connectMethods(input: ConnectMethodInput): ConnectMethod[] {
  const embedded = hasEmbeddedWallet(input.connectors)
  const order = connectMethodOrder({
    configured: input.configured,
    hasUsableInstalledWallet: hasUsableInstalledWallet(input.listed),
  })
  return [...new Set(order)].filter(
    (method) =>
      method === 'wallet' ||
      (embedded && (method === 'email' ? input.emailFeature : input.socials.length > 0 || input.passkeys === true)),
  )
}
