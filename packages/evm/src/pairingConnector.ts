// The WalletConnect connector an app with pairing lists beside the browser wallets.
import type { Connector } from '@latch/core'

/** the pairing connector as core lists it (SPEC §3: id WALLET_CONNECT, name WalletConnect) */
export const PAIRING_CONNECTOR: Connector = {
  id: 'WALLET_CONNECT',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
