// What an account button shows: the truncated address (SPEC §9) and the floored native balance in the locale's digits.
import { displayAmount, formatUnits, type LatchState, truncateAddress } from '@latch/core'
import type { ButtonTexts } from '../i18n/useButtonTexts.ts'

export interface AccountLabel {
  /** the accessible name, "Account 0xf3...b92266" */
  name: string
  address: string
  balance?: string
  /** the registered name, shown instead of the address */
  identityName?: string
  /** "Not responding" or "Reconnecting...": a session that is not answering shows its status instead of its balance */
  health?: string
}

/** "9999.999 ETH": floored, never rounded, to 3 decimals (SPEC §9), digits as the locale writes them */
export function balanceText(tr: Pick<ButtonTexts, 'amount'>, balance: NonNullable<LatchState['balance']>): string {
  return `${tr.amount(displayAmount(formatUnits(balance.value, balance.decimals)))} ${balance.symbol}`
}

/** with a registered name (identity), the button shows it; its accessible name keeps the address first */
export function accountLabel(
  tr: ButtonTexts,
  address: string,
  balance?: LatchState['balance'],
  identityName?: string | null,
  health?: 'stale' | 'reconnecting',
): AccountLabel {
  const truncated = truncateAddress(address)
  const named = tr.t('account', { address: truncated })
  const status = health ? tr.t(`status.${health}`) : undefined
  const name = status ? `${named}, ${status}` : named
  return {
    ...(status ? { health: status } : {}),
    name: identityName ? `${name}, ${identityName}` : name,
    address: truncated,
    ...(identityName ? { identityName } : {}),
    balance: balance ? balanceText(tr, balance) : undefined,
  }
}
