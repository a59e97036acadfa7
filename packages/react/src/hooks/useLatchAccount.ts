// The account of the active namespace (SPEC §3 Account).
import type { AccountEntry, CaipAddress, ConnectionStatus } from '@latch/core'
import { useLatchSelector } from '../useLatchSelector.ts'

export interface LatchAccount {
  address?: string
  caipAddress?: CaipAddress
  isConnected: boolean
  status: ConnectionStatus
  allAccounts: AccountEntry[]
}

export function useLatchAccount(): LatchAccount {
  return useLatchSelector((state) => {
    const account = state.accounts[state.activeNamespace]
    const status = account?.status ?? 'disconnected'
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: status === 'connected' && Boolean(account?.address),
      status,
      allAccounts: account?.allAccounts ?? [],
    }
  })
}
