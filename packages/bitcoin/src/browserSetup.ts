// The Bitcoin adapter's setup in a browser, loaded when the instance sets the adapter up: Wallet Standard and sats-connect discovery
// and the last connection restored.
import type { AdapterContext } from '@latch/core'
import { restoreLastConnection } from '@latch/core/internal'
import { discoverWallets, type WalletDiscovery } from './discovery.ts'
import type { BitcoinSession } from './session.ts'

export function bitcoinBrowserSetup(
  context: AdapterContext,
  session: () => Promise<BitcoinSession>,
  found: { discovery?: WalletDiscovery },
): void {
  found.discovery?.stop()
  found.discovery = discoverWallets(window, (connectors) => context.emit('connectors', { connectors }))
  restoreLastConnection(context, session)
}
