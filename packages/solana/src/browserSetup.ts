// The Solana adapter's setup in a browser, loaded when the instance sets the adapter up: Wallet Standard discovery,
// the wallets' own events followed and the last connection restored.
import type { AdapterContext } from '@latch/core'
import { followStandardWallets, restoreLastConnection } from '@latch/core/internal'
import { discoverWallets, type WalletDiscovery } from './discovery.ts'
import type { SolanaSession } from './session.ts'

// the session's import() is here, in a chunk fetched after the first paint anyway: the first chunk then carries
// no list of the session's chunks to preload
export const loadSession = () => import('./session.ts')

export function solanaBrowserSetup(
  context: AdapterContext,
  session: () => Promise<SolanaSession>,
  found: { discovery?: WalletDiscovery },
): void {
  found.discovery?.stop()
  // a wallet's own word while nothing is connected (it connected the site again) or once it is gone
  const follow = followStandardWallets(context, session, 'solana:', (id) => found.discovery?.wallet(id))
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
