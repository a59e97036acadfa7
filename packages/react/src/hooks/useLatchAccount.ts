// The account of a namespace, the active one by default (SPEC §3 Account): every namespace has the same hook.
import type { AccountEntry, CaipAddress, ChainNamespace, ConnectionStatus, ConnectionStatusReason } from '@latch/core'
import { useLatchSelector } from '../useLatchSelector.ts'

/** What {@link useLatchAccount} returns: the account of one namespace. */
export interface LatchAccount {
  address?: string
  caipAddress?: CaipAddress
  /** true only while the session is connected and answering: a stale or reconnecting session has an address but is
   * not connected */
  isConnected: boolean
  status: ConnectionStatus
  /** why the status is what it is, where known: `walletNoAnswer` (stale), `relayDown` or `sessionRestoring` (reconnecting), `sessionEnded`,
   * `sessionExpired`, `frameUnreachable`, `walletAnswered`, `sessionRestored` */
  statusReason?: ConnectionStatusReason
  allAccounts: AccountEntry[]
  /** the namespace the account belongs to */
  namespace: ChainNamespace
}

/**
 * The connected account of the active namespace, or of the one named; re-renders when it changes.
 *
 * @example
 * ```tsx
 * const { address, isConnected } = useLatchAccount()
 * if (!isConnected) return null
 * return <p>{address}</p>
 * ```
 */
export function useLatchAccount(namespace?: ChainNamespace): LatchAccount {
  return useLatchSelector((state) => {
    const chosen = namespace ?? state.activeNamespace
    const account = state.accounts[chosen]
    const status = account?.status ?? 'disconnected'
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: status === 'connected' && Boolean(account?.address),
      status,
      statusReason: account?.statusReason,
      allAccounts: account?.allAccounts ?? [],
      namespace: chosen,
    }
  })
}
