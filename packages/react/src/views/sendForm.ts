// The Send form's tokens and checks: SPEC §5 send rules (core's sendFormError), the address format,
// a positive amount within the balance.
import { type ChainNamespace, isUserRejection, type LatchState, type Network, parseUnits, TEXTS } from '@latch/core'
import { addressRuleOf, sendFormError } from '@latch/core/internal'
import { en } from '../i18n/en.ts'

export interface SendToken {
  /** undefined for the native coin */
  address?: string
  symbol: string
  decimals: number
  /** in the smallest unit, when known */
  balance?: bigint
}

/** the native coin first, then the configured tokens whose balance (so symbol and decimals) is known */
export function sendTokens(
  network: Network,
  balance: LatchState['balance'],
  tokenBalances: LatchState['tokenBalances'],
): SendToken[] {
  const tokens = tokenBalances
    .filter((token) => token.address && token.chainId === network.caipNetworkId)
    .map((token) => ({
      address: token.address,
      symbol: token.symbol,
      decimals: Number(token.quantity.decimals),
      balance: BigInt(token.quantity.numeric),
    }))
  const { symbol, decimals } = network.nativeCurrency
  return [{ symbol, decimals, balance: balance?.value }, ...tokens]
}

export function sendError(
  form: { amount: string; receiver: string; token?: SendToken },
  namespace: ChainNamespace,
): string | null {
  const amount = form.amount.trim()
  const receiver = form.receiver.trim()
  const required = sendFormError({ amount, receiver, token: form.token })
  if (required) return required
  // SPEC §5 per namespace (EVM 0x + 40 hex, Solana 32–44 base58); core checks again with the adapter's own rule
  const isAddress = addressRuleOf(namespace)
  if (isAddress && !isAddress(receiver)) return TEXTS.sendInvalidAddress
  const token = form.token as SendToken
  const value = parseUnits(amount, token.decimals)
  if (value === undefined || value <= 0n) return TEXTS.sendInvalidAmount
  if (token.balance !== undefined && value > token.balance) return TEXTS.sendInsufficientBalance
  return null
}

const TEXTS_CORE_THROWS: ReadonlySet<string> = new Set<string>([
  TEXTS.sendAmountAndReceiverRequired,
  TEXTS.sendTokenRequired,
  TEXTS.unsupportedChain,
  TEXTS.sendInvalidAddress,
  TEXTS.sendInsufficientBalance,
  TEXTS.sendInvalidAmount,
])

/** a rejection in the wallet, a text core meant to be shown, or a generic failure (wallet errors are long); in
 * English: the view shows it through the translator */
export function sendFailureText(error: unknown): string {
  if (isUserRejection(error)) return en.transactionRejected
  if (error instanceof Error && TEXTS_CORE_THROWS.has(error.message)) return error.message
  return en.transactionFailed
}
