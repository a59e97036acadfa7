// Token balances as the Account view lists them: symbol and balance floored to 3 decimals (SPEC §9).
import { displayAmount, formatUnits, type TokenBalance } from '@latch/core'

export interface TokenRow {
  key: string
  symbol: string
  name: string
  amount: string
  /** the value in USD when the balance service priced it (the view formats it with Intl) */
  usd?: number
}

export function tokenRows(balances: readonly TokenBalance[]): TokenRow[] {
  return balances.map((balance) => ({
    key: `${balance.chainId}:${balance.address ?? 'native'}`,
    symbol: balance.symbol,
    name: balance.name,
    amount: displayAmount(formatUnits(BigInt(balance.quantity.numeric), Number(balance.quantity.decimals))),
    usd: balance.price > 0 && balance.value !== undefined ? balance.value : undefined,
  }))
}
