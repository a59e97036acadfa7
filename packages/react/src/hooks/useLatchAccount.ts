// The account of a namespace, the active one by default (SPEC §3 Account): every namespace has the same hook.
import type { AccountEntry, CaipAddress, ChainNamespace, ConnectionStatus } from '@latch/core'
import { useLatchSelector } from '../useLatchSelector.ts'

/** What {@link useLatchAccount} returns: the account of one namespace. */
export interface LatchAccount {
  address?: string
  caipAddress?: CaipAddress
  isConnected: boolean
  status: ConnectionStatus
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
      allAccounts: account?.allAccounts ?? [],
      namespace: chosen,
    }
  })
}
