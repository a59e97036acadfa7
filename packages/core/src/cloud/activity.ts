// The Activity list as SPEC §9 shows it: spam filtered (R-9.40), grouped by year and month (R-9.41), the
// group titled by its month and, when not the current year, its year (R-9.42, R-9.43); amounts to 3 decimals
// (R-9.35) with + for receive/deposit/borrow/claim and − for withdraw/repay/burn (R-9.36, R-9.37).
import { AMOUNT_DECIMALS, MINUS_SIGN_OPERATIONS, PLUS_SIGN_OPERATIONS } from '../constants.ts'
import { displayAmount } from '../format.ts'
import type { CloudTransaction, CloudTransfer } from './types.ts'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export const isSpam = (transaction: CloudTransaction) =>
  transaction.transfers.some((transfer) => transfer.nft_info?.flags?.is_spam === true)

export const withoutSpam = (transactions: readonly CloudTransaction[]) => transactions.filter((t) => !isSpam(t))

export interface TransactionGroup {
  /** "2025-03" */
  key: string
  title: string
  transactions: CloudTransaction[]
}

/** the title of a month's group: "March", or "March 2024" outside the current year */
export function groupTitle(year: number, month: number, now: Date): string {
  const name = MONTHS[month] as string
  return year === now.getFullYear() ? name : `${name} ${year}`
}

/** newest-first transactions (spam dropped) in month groups, in the order they come */
export function groupTransactions(
  transactions: readonly CloudTransaction[],
  now: Date = new Date(),
): TransactionGroup[] {
  const groups: TransactionGroup[] = []
  for (const transaction of withoutSpam(transactions)) {
    const mined = new Date(transaction.metadata.minedAt)
    const year = mined.getFullYear()
    const month = mined.getMonth()
    const key = `${year}-${String(month + 1).padStart(2, '0')}`
    let group = groups.find((candidate) => candidate.key === key)
    if (!group) {
      group = { key, title: groupTitle(year, month, now), transactions: [] }
      groups.push(group)
    }
    group.transactions.push(transaction)
  }
  return groups
}

/** '+', '−' or '' for an operation type */
export function amountSign(operationType: string): '+' | '-' | '' {
  if ((PLUS_SIGN_OPERATIONS as readonly string[]).includes(operationType)) return '+'
  if ((MINUS_SIGN_OPERATIONS as readonly string[]).includes(operationType)) return '-'
  return ''
}

/** a decimal string to 3 decimals, floored so it never shows more than moved */
export function formatAmount(numeric: string): string {
  const plain = /^\d+(\.\d+)?$/.test(numeric) ? numeric : Number(numeric).toFixed(18).replace(/0+$/, '')
  return displayAmount(plain, AMOUNT_DECIMALS)
}

/** "+1.500 LTT", "-0.250 ETH", "1 LNFT #7"-style text of one transfer within its transaction */
export function transferText(operationType: string, transfer: CloudTransfer): string {
  const sign = amountSign(operationType)
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name ?? 'NFT'}`
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${sign}${formatAmount(transfer.quantity.numeric)}${symbol ? ` ${symbol}` : ''}`
}

/** the image of a transfer (token icon or NFT preview), if any */
export const transferImage = (transfer: CloudTransfer) =>
  transfer.nft_info?.content?.preview?.url ?? transfer.fungible_info?.icon?.url ?? undefined

/** "Send", "Receive", … */
export const operationTitle = (operationType: string) =>
  operationType ? operationType.charAt(0).toUpperCase() + operationType.slice(1) : 'Transaction'

/** the transactions already shown plus a new page, without duplicates (a cursor page may overlap) */
export function appendPage(shown: readonly CloudTransaction[], page: readonly CloudTransaction[]): CloudTransaction[] {
  const seen = new Set(shown.map((transaction) => transaction.id))
  return [...shown, ...page.filter((transaction) => !seen.has(transaction.id))]
}
