// The Bitcoin adapter's setup in a browser, loaded when the instance sets the adapter up: Wallet Standard and sats-connect discovery,
// the wallets' own events followed and the last connection restored, and the address rule a send checks its receiver by.
import type { AdapterContext, Network } from '@latch/core'
import { followStandardWallets, restoreLastConnection } from '@latch/core/internal'
import { isAddressOn } from './address.ts'
import { prefixesOf } from './chains.ts'
import { discoverWallets, type WalletDiscovery } from './discovery.ts'
import type { BitcoinSession } from './session.ts'

// the session's import() is here, in a chunk fetched after the first paint anyway: the first chunk then carries
// no list of the session's chunks to preload
export const loadSession = () => import('./session.ts')

export type AddressRule = (value: string, networks: readonly Pick<Network, 'caipNetworkId'>[]) => boolean

/** a Bitcoin address of one of the configured networks (a mainnet address is refused on a regtest-only app) */
export const bitcoinAddressRule: AddressRule = (value, networks) =>
  networks.length
    ? networks.some((network) => isAddressOn(value, prefixesOf(network)))
    : isAddressOn(value, prefixesOf({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }))

export function bitcoinBrowserSetup(
  context: AdapterContext,
  session: () => Promise<BitcoinSession>,
  found: { discovery?: WalletDiscovery },
): void {
  found.discovery?.stop()
  // a wallet's own word while nothing is connected (it connected the site again) or once it is gone
  const follow = followStandardWallets(context, session, 'bitcoin:', (id) => {
    const wallet = found.discovery?.wallet(id)
    // sats-connect wallets say nothing of a return; their disconnect is followed by the connected signer
    return wallet?.kind === 'standard' ? wallet.wallet : undefined
  })
  let listed: string[] = []
  found.discovery = discoverWallets(window, (connectors) => {
    context.emit('connectors', { connectors })
    listed = connectors.map((connector) => connector.id)
    follow(listed)
  })
  // the wallets discovery met while it started, before it could be asked for them
  follow(listed)
  restoreLastConnection(context, session)
}
