// A Wallet Standard wallet's own word, followed from the browser setup (Solana's and Bitcoin's): a `change` event
// listing accounts on the namespace's chains while nothing is connected (the visitor connected the site from the
// wallet) connects it with no click, and a wallet that unregisters (removed, disabled) ends its connection.
import type { AdapterContext } from './adapter.ts'

/** what is read of a wallet: its `standard:events` feature, when it has one */
export interface FollowedWallet {
  readonly features: Readonly<Record<string, unknown>>
}

/** the calls of a loaded session this follows with (createWalletSlot's, through the session) */
export interface WalletReturns {
  connectFromWallet(connectorId: string): Promise<void>
  walletGone(connectorId: string): void
}

type ChangeListener = (properties: { accounts?: readonly { chains: readonly string[] }[] }) => void
type StandardEvents = { on(event: 'change', listener: ChangeListener): () => void }

/**
 * @param chainPrefix the namespace's Wallet Standard chains ('solana:', 'bitcoin:'); an account listing no chain counts
 * @returns what the setup calls with the listed connector ids, each time its discovery publishes them
 */
export function followStandardWallets(
  context: Pick<AdapterContext, 'disconnectedByVisitor'>,
  session: () => Promise<WalletReturns>,
  chainPrefix: string,
  walletOf: (connectorId: string) => FollowedWallet | undefined,
): (connectorIds: readonly string[]) => void {
  const following = new WeakSet<object>()
  let listed: readonly string[] = []
  const onChain = (account: { chains: readonly string[] }) =>
    account.chains.length === 0 || account.chains.some((chain) => chain.startsWith(chainPrefix))
  return (connectorIds) => {
    for (const id of listed)
      if (!connectorIds.includes(id))
        void session()
          .then((loaded) => loaded.walletGone(id))
          .catch(() => {})
    listed = [...connectorIds]
    for (const id of connectorIds) {
      const wallet = walletOf(id)
      const events = wallet?.features['standard:events'] as StandardEvents | undefined
      if (!wallet || typeof events?.on !== 'function' || following.has(wallet)) continue
      following.add(wallet)
      events.on('change', ({ accounts }) => {
        // the session's own listener follows a connected wallet; this one is for a wallet coming back
        if (!accounts?.some(onChain) || context.disconnectedByVisitor?.(id)) return
        void session()
          .then((loaded) => loaded.connectFromWallet(id))
          .catch(() => {})
      })
    }
  }
}
