// What a CONNECT_SUCCESS analytics event carries (the operator's charts by wallet, network and method): the wallet's
// name, the CAIP-2 network and how the user connected; a failed connection or a stale session, the same and the
// platform. No address, no account.
import type { LatchState } from '../instance/state.ts'
import type { ConnectorType } from '../types.ts'

export type ConnectMethod = 'browser' | 'pairing' | 'embedded' | 'other'

export function connectMethodOf(type: ConnectorType | undefined): ConnectMethod {
  if (type === 'INJECTED' || type === 'ANNOUNCED' || type === 'EXTERNAL' || type === 'MULTI_CHAIN') return 'browser'
  if (type === 'WALLET_CONNECT') return 'pairing'
  if (type === 'AUTH' || type === 'ID_AUTH') return 'embedded'
  return 'other'
}

export function connectProperties(state: LatchState, connectorId: string, namespace: string) {
  const connector = state.connectors.find((candidate) => candidate.id === connectorId)
  const network = state.activeNetwork.chainNamespace === namespace ? state.activeNetwork.caipNetworkId : namespace
  return { wallet: connector?.name ?? connectorId, network, method: connectMethodOf(connector?.type), namespace }
}

/** what a failed connection or a stale session is counted by: the wallet, how it connects, the namespace and the
 * platform (phone or desktop), never an address */
export function healthProperties(state: LatchState, connectorId: string, namespace: string, mobile: boolean) {
  const { wallet, method } = connectProperties(state, connectorId, namespace)
  return { wallet, method, namespace, platform: mobile ? 'mobile' : 'desktop' }
}
