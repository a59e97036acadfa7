// The Bitcoin adapter's setup in a browser, loaded when the instance sets the adapter up: Wallet Standard and sats-connect discovery,
// the wallets' own events followed and the last connection restored.
import type { AdapterContext } from '@latch/core'
import { followStandardWallets, restoreLastConnection } from '@latch/core/internal'
import { discoverWallets, type WalletDiscovery } from './discovery.ts'
import type { BitcoinSession } from './session.ts'

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
