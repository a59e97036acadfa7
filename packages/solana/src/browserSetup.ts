// The Solana adapter's setup in a browser, loaded when the instance sets the adapter up: Wallet Standard discovery
// and the last connection restored.
import type { AdapterContext } from '@latch/core'
import { restoreLastConnection } from '@latch/core/internal'
import { discoverWallets, type WalletDiscovery } from './discovery.ts'
import type { SolanaSession } from './session.ts'

export function solanaBrowserSetup(
  context: AdapterContext,
  session: () => Promise<SolanaSession>,
  found: { discovery?: WalletDiscovery },
): void {
  found.discovery?.stop()
  found.discovery = discoverWallets(window, (connectors) => context.emit('connectors', { connectors }))
  restoreLastConnection(context, session)
}
