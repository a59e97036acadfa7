// The account of a namespace, the active one by default (SPEC §3 Account): every namespace has the same hook.
import type { AccountEntry, CaipAddress, ChainNamespace, ConnectionStatus } from '@latch/core'
import { useLatchSelector } from '../useLatchSelector.ts'

export interface LatchAccount {
  address?: string
  caipAddress?: CaipAddress
  isConnected: boolean
  status: ConnectionStatus
  allAccounts: AccountEntry[]
  /** the namespace the account belongs to */
  namespace: ChainNamespace
}

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
