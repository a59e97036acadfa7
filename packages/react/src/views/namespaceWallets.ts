// The listed wallets that can connect a namespace: its own, a MULTI_CHAIN wallet's connector of it, and the pairing
// connector (a phone wallet may speak any namespace).
import type { ChainNamespace, Connector } from '@latch/core'

export function namespaceWallets(listed: readonly Connector[], namespace: ChainNamespace): Connector[] {
  return listed.flatMap((connector): Connector[] => {
    if (connector.type === 'WALLET_CONNECT') return [connector]
    if (connector.type === 'MULTI_CHAIN') {
      const child = connector.connectors?.find((candidate) => candidate.chain === namespace)
      return child ? [{ ...child, name: connector.name, imageUrl: connector.imageUrl ?? child.imageUrl }] : []
    }
    return connector.chain === namespace ? [connector] : []
  })
}
