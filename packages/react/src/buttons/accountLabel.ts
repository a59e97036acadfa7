// What an account button shows: the truncated address (SPEC §9) and the floored native balance in the locale's digits.
import { floorDecimal, formatUnits, type LatchState, truncateAddress } from '@latch/core'
import type { ButtonTexts } from '../i18n/useButtonTexts.ts'

export interface AccountLabel {
  /** the accessible name, "Account 0xf3...b92266" */
  name: string
  address: string
  balance?: string
}

/** "9999.999 ETH": floored, never rounded, to 3 decimals (SPEC §9), digits as the locale writes them */
export function balanceText(tr: Pick<ButtonTexts, 'amount'>, balance: NonNullable<LatchState['balance']>): string {
  return `${tr.amount(floorDecimal(formatUnits(balance.value, balance.decimals)))} ${balance.symbol}`
}

export function accountLabel(tr: ButtonTexts, address: string, balance?: LatchState['balance']): AccountLabel {
  const truncated = truncateAddress(address)
  return {
    name: tr.t('account', { address: truncated }),
    address: truncated,
    balance: balance ? balanceText(tr, balance) : undefined,
  }
}
