// One wallet connection at a time for a namespace adapter's session (Solana, Bitcoin): which signer is connected,
// through which connector, on which network, and the reconnect, disconnect and wallet-side change every such
// adapter handles the same way. The adapter keeps what is its own: how a connector becomes a signer.
import { latchError } from './errors/classes.ts'
import type { AdapterContext, ConnectResult } from './adapter.ts'
import type { Network } from './types.ts'

export interface SlotSigner {
  disconnect(): Promise<void>
  /** what getProvider gives a host */
  provider?: unknown
}

/** @param label the namespace as a visitor reads it ('Solana', 'Bitcoin'), in the slot's error texts */
export function createWalletSlot<S extends SlotSigner>(context: AdapterContext, label: string) {
  let signer: S | undefined
  let connectorId: string | undefined
  let network: Network | undefined = context.networks[0]
  /** a connection being made or restored: a wallet's own event does not start another */
  let busy = 0
  const whileBusy = async <T>(work: () => Promise<T>): Promise<T> => {
    busy++
    try {
      return await work()
    } finally {
      busy--
    }
  }

  function networkFor(wanted?: Network): Network {
    const chosen = wanted ?? network
    if (!chosen) throw latchError('InvalidOption', { params: { reason: `No ${label} network is configured` } })
    return chosen
  }

  /** the wallet's own change (its events): the accounts now shown, or none (it disconnected this app) */
  function walletChanged(id: string, accountChanged: (() => void) | undefined): void {
    if (connectorId !== id) return
    if (accountChanged) return accountChanged()
    signer = undefined
    connectorId = undefined
    context.emit('disconnect', { connectorId: id, reason: 'sessionEnded' })
  }

  return {
    networkFor,
    /** the connected signer, or the error every request without one gets */
    connected(): S {
      if (!signer) throw latchError('WalletNotConnected', { params: { reason: `No ${label} wallet is connected` } })
      return signer
    },
    /** a connection made: a different connector's signer before it is let go */
    async hold(id: string, next: S, target: Network): Promise<void> {
      if (signer && connectorId !== id) await signer.disconnect().catch(() => undefined)
      signer = next
      connectorId = id
      network = target
    },
    walletChanged,
    /** restores the last connection without asking the visitor; disconnect when it is gone */
    async reconnect(lastConnectorId: string, connect: (connectorId: string) => Promise<ConnectResult>): Promise<void> {
      try {
        const result = await whileBusy(() => connect(lastConnectorId))
        context.emit('accountChanged', { ...result, connectorId: lastConnectorId })
      } catch {
        context.emit('disconnect', { connectorId: lastConnectorId, reason: 'sessionEnded' })
      }
    },
    /** a wallet that authorizes the site again by itself while nothing is connected (its event listed accounts):
     * connected with no click through `connect` (the silent one a reconnect uses), unless the visitor disconnected it
     * in the app (core's mark, R-4.26); a wallet that then lists nothing leaves the namespace as it was */
    async connectFromWallet(id: string, connect: (connectorId: string) => Promise<ConnectResult>): Promise<void> {
      if (signer || busy || context.disconnectedByVisitor?.(id)) return
      const result = await whileBusy(() => connect(id)).catch(() => undefined)
      if (result && connectorId === id) context.emit('accountChanged', { ...result, connectorId: id })
    },
    /** the connected wallet left the page (it unregistered: an extension removed or disabled) */
    walletGone(id: string): void {
      walletChanged(id, undefined)
    },
    async disconnect(): Promise<void> {
      const current = signer
      signer = undefined
      connectorId = undefined
      await current?.disconnect()
    },
    /** the session reads from, and signs for, the chosen network; the wallet is asked for it on each request */
    switchNetwork(target: Network): void {
      network = target
    },
    provider: (): unknown => signer?.provider,
  }
}
