// What a CONNECT_SUCCESS analytics event carries (the operator's charts by wallet, network and method):
// the wallet's name, the CAIP-2 network and how the user connected. No address, no account.
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
