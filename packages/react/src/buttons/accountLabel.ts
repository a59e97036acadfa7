// What an account button shows: the truncated address (SPEC §9) and the floored native balance.
import { formatBalance, type LatchState, truncateAddress } from '@latch/core'
import { UI } from '../texts.ts'

export interface AccountLabel {
  /** the accessible name, "Account 0xf3...b92266" */
  name: string
  address: string
  balance?: string
  /** the registered name, shown instead of the address */
  identityName?: string
}

/** with a registered name (identity), the button shows it; its accessible name keeps the address first */
export function accountLabel(address: string, balance?: LatchState['balance'], identityName?: string | null): AccountLabel {
  const truncated = truncateAddress(address)
  return {
    name: identityName ? `${UI.account(truncated)}, ${identityName}` : UI.account(truncated),
    address: truncated,
    ...(identityName ? { identityName } : {}),
    balance: balance ? formatBalance(balance.value, balance.decimals, balance.symbol) : undefined,
  }
}
