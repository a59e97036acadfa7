// Wallet groups and connect-method order of SPEC §2, and connector hiding of SPEC §5.
import type { ConnectMethod, Connector, RecentWallet, WalletGroup } from './types.ts'

export const WALLET_GROUP_ORDER: readonly WalletGroup[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

export function orderWalletGroups(
  groups: Partial<Record<WalletGroup, readonly unknown[]>>,
  options: { walletConnectEnabled: boolean; typeOrder?: readonly WalletGroup[] },
): WalletGroup[] {
  const configured = options.typeOrder ?? []
  const order = [...configured, ...WALLET_GROUP_ORDER.filter((group) => !configured.includes(group))]
  return order.filter(
    (group) => (group !== 'walletConnect' || options.walletConnectEnabled) && (groups[group]?.length ?? 0) > 0,
  )
}

export function connectMethodOrder(options: {
  configured?: readonly ConnectMethod[]
  hasUsableInstalledWallet: boolean
}): ConnectMethod[] {
  if (options.configured?.length) return [...options.configured]
  return options.hasUsableInstalledWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

export function isConnectorExcluded(connector: Connector, excluded: readonly string[]): boolean {
  const lower = excluded.map((entry) => entry.toLowerCase())
  const rdns = connector.info?.rdns?.toLowerCase()
  return (rdns !== undefined && lower.includes(rdns)) || lower.includes(connector.name.toLowerCase())
}

export const BROWSER_WALLET_NAME = 'Browser Wallet'

/** the generic injected connector, as opposed to a wallet that announced itself */
export const isGenericBrowserWallet = (connector: Connector) =>
  connector.type === 'INJECTED' && connector.name === BROWSER_WALLET_NAME

/** the generic 'Browser Wallet' is hidden on desktop; on mobile it shows with a real provider, an rdns or an installed check */
export function isConnectorShown(
  connector: Connector,
  options: { isMobile: boolean; hasInjectedProvider: boolean; excluded?: readonly string[] },
): boolean {
  if (isConnectorExcluded(connector, options.excluded ?? [])) return false
  if (!isGenericBrowserWallet(connector)) return true
  if (!options.isMobile) return false
  return options.hasInjectedProvider || Boolean(connector.info?.rdns) || connector.installed === true
}

export function isRecentConnector(connector: Connector, recent: readonly RecentWallet[]): boolean {
  return recent.some((wallet) =>
    wallet.rdns && connector.info?.rdns ? wallet.rdns === connector.info.rdns : wallet.id === connector.id,
  )
}
