// One wallet that speaks several namespaces is listed once, as a MULTI_CHAIN connector holding its connector of each
// namespace (SPEC §3 ); connecting it picks the namespace. AUTH and WALLET_CONNECT span namespaces on their own.
import type { ChainNamespace, Connector, ConnectorType } from '../types.ts'

/** connectors one sign-in or one pairing session covers in every namespace (SPEC §4: they disconnect all) */
const SPANNING: ReadonlySet<ConnectorType> = new Set(['AUTH', 'ID_AUTH', 'WALLET_CONNECT'])
export const spansNamespaces = (connector: Connector | undefined): boolean =>
  Boolean(connector && SPANNING.has(connector.type))

/** a discovered wallet's identity across namespaces: its name, whatever the letter case (wallets name themselves alike) */
const walletKey = (connector: Connector) => connector.name.trim().toLowerCase()

/** the namespace order a MULTI_CHAIN connector keeps its children in, and takes its id from the first */
const NAMESPACE_ORDER: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos', 'sui', 'stacks']
const byNamespace = (a: Connector, b: Connector) => NAMESPACE_ORDER.indexOf(a.chain) - NAMESPACE_ORDER.indexOf(b.chain)

/** each namespace's discovered connectors, merged: a wallet found in two or more namespaces becomes one MULTI_CHAIN
 * connector (id, name, icon and rdns of its first namespace's entry); spanning connectors are never merged */
export function mergeMultiChainConnectors(discovered: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  const order: (Connector | string)[] = []
  for (const connector of discovered) {
    if (SPANNING.has(connector.type)) {
      order.push(connector)
      continue
    }
    const key = walletKey(connector)
    const group = groups.get(key)
    if (group) group.push(connector)
    else {
      groups.set(key, [connector])
      order.push(key)
    }
  }
  return order.map((entry) => {
    if (typeof entry !== 'string') return entry
    const group = groups.get(entry) as Connector[]
    const namespaces = new Set(group.map((connector) => connector.chain))
    if (namespaces.size < 2) return group[0] as Connector
    const children = [...group]
      .sort(byNamespace)
      .filter((child, index, all) => all.findIndex((c) => c.chain === child.chain) === index)
    const first = children[0] as Connector
    return {
      ...first,
      type: 'MULTI_CHAIN',
      imageUrl: first.imageUrl ?? children.find((c) => c.imageUrl)?.imageUrl,
      connectors: children,
    }
  })
}

/** the connector listed under this id, or the namespace's own connector inside a MULTI_CHAIN one; with a namespace,
 * a MULTI_CHAIN connector resolves to its child of that namespace (its first child otherwise) */
export function findConnector(
  connectors: readonly Connector[],
  id: string | undefined,
  namespace?: ChainNamespace,
): Connector | undefined {
  if (!id) return undefined
  for (const connector of connectors) {
    const children = connector.connectors ?? []
    if (connector.id === id && connector.type === 'MULTI_CHAIN')
      return children.find((child) => child.chain === namespace) ?? (namespace ? undefined : children[0])
    if (connector.id === id && (!namespace || connector.chain === namespace || SPANNING.has(connector.type)))
      return connector
    const child = children.find((candidate) => candidate.id === id && (!namespace || candidate.chain === namespace))
    if (child) return child
  }
  return undefined
}

/** the connector that can connect this namespace for the wallet behind `connector` (the same sign-in, pairing
 * session or MULTI_CHAIN wallet), or undefined when that wallet does not speak the namespace */
export function connectorForNamespace(
  connectors: readonly Connector[],
  connectorId: string | undefined,
  namespace: ChainNamespace,
): Connector | undefined {
  const current = findConnector(connectors, connectorId)
  if (!current) return undefined
  if (SPANNING.has(current.type)) return current
  const listed = connectors.find(
    (connector) => connector.id === connectorId || connector.connectors?.some((child) => child.id === connectorId),
  )
  return listed?.connectors?.find((child) => child.chain === namespace)
}
