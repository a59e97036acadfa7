// The connected wallet's info (SPEC §3) follows the active namespace: each namespace may be connected through
// a wallet of its own.
import type { LatchState } from '../instance/state.ts'
import { isAuthConnector } from '../embedded/types.ts'
import type { ChainNamespace, WalletInfo } from '../types.ts'
import { findConnector } from './multiChain.ts'

/** the info of the wallet connected in this namespace, else what the state had */
export function walletInfoOf(state: LatchState, namespace: ChainNamespace): WalletInfo | undefined {
  const connectorId = state.accounts[namespace]?.connectorId
  const connector = findConnector(state.connectors, connectorId)
  if (!connector) return state.connectedWalletInfo
  return {
    name: connector.name,
    icon: connector.imageUrl,
    identifier: connector.info?.rdns,
    ...(isAuthConnector(connector.id) && state.embedded.socialProvider
      ? { social: state.embedded.socialProvider }
      : {}),
  }
}
