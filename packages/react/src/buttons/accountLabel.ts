// What an account button shows: the truncated address (SPEC §9) and the floored native balance.
import { formatBalance, type LatchState, truncateAddress } from '@latch/core'
import { UI } from '../texts.ts'

export interface AccountLabel {
  /** the accessible name, "Account 0xf3...b92266" */
  name: string
  address: string
  balance?: string
}

export function accountLabel(address: string, balance?: LatchState['balance']): AccountLabel {
  const truncated = truncateAddress(address)
  return {
    name: UI.account(truncated),
    address: truncated,
    balance: balance ? formatBalance(balance.value, balance.decimals, balance.symbol) : undefined,
  }
}
