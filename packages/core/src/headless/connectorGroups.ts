// The Connect view's wallet groups (SPEC §2) from discovered connectors, after SPEC §5 hiding rules.
import type { Connector, RecentWallet, WalletGroup } from '../types.ts'
import type { KnownWallet } from '../walletFilters.ts'
import { isConnectorShown, isRecentConnector } from '../walletGroups.ts'

export interface ConnectorGroupOptions {
  isMobile: boolean
  hasInjectedProvider: boolean
  excluded?: readonly string[]
}

const GROUP_OF_TYPE: Partial<Record<Connector['type'], WalletGroup>> = {
  WALLET_CONNECT: 'walletConnect',
  ANNOUNCED: 'injected',
  INJECTED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
}

/** wallets the lists show: known wallet types that SPEC §5 does not hide */
export function isListedWallet(connector: Connector, options: ConnectorGroupOptions): boolean {
  // email and social (AUTH, ID_AUTH) are connect methods of their own, not wallets in these lists
  return GROUP_OF_TYPE[connector.type] !== undefined && isConnectorShown(connector, options)
}

export function connectorGroups(
  connectors: readonly Connector[],
  recent: readonly RecentWallet[],
  options: ConnectorGroupOptions,
): Partial<Record<WalletGroup, Connector[]>> {
  const groups: Partial<Record<WalletGroup, Connector[]>> = {}
  const recentConnectors: Connector[] = []
  for (const connector of connectors) {
    const group = GROUP_OF_TYPE[connector.type]
    if (!group || !isListedWallet(connector, options)) continue
    if (group !== 'walletConnect' && isRecentConnector(connector, recent)) recentConnectors.push(connector)
    else (groups[group] ??= []).push(connector)
  }
  groups.recent = recentConnectors.sort((a, b) => recentIndex(a, recent) - recentIndex(b, recent))
  return groups
}

function recentIndex(connector: Connector, recent: readonly RecentWallet[]): number {
  return recent.findIndex((wallet) => isRecentConnector(connector, [wallet]))
}

/** announced connectors and recent wallets, as SPEC §5 matches them against the catalogue */
export function knownWallets(connectors: readonly Connector[], recent: readonly RecentWallet[]): KnownWallet[] {
  const announced = connectors
    .filter(
      (connector) =>
        connector.type === 'ANNOUNCED' ||
        connector.type === 'INJECTED' ||
        connector.type === 'MULTI_CHAIN' ||
        connector.type === 'EXTERNAL',
    )
    .map((connector) => ({ rdns: connector.info?.rdns, name: connector.name, explorerId: connector.explorerId }))
  return [...announced, ...recent.map((wallet) => ({ rdns: wallet.rdns, explorerId: wallet.id }))]
}
