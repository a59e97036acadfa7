// The Send form's tokens and checks: SPEC §5 send rules (core's sendFormError), the address format,
// a positive amount within the balance.
import {
  type ChainNamespace,
  findLatchError,
  isUserRejection,
  type LatchError,
  latchError,
  type LatchErrorCode,
  type LatchState,
  type Network,
  parseUnits,
} from '@latch/core'
import { addressRuleOf, sendFormError } from '@latch/core/internal'

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
): LatchError | null {
  const amount = form.amount.trim()
  const receiver = form.receiver.trim()
  const required = sendFormError({ amount, receiver, token: form.token })
  if (required) return latchError(required)
  // SPEC §5 per namespace (EVM 0x + 40 hex, Solana 32–44 base58); core checks again with the adapter's own rule
  const isAddress = addressRuleOf(namespace)
  if (isAddress && !isAddress(receiver)) return latchError('SendInvalidAddress')
  const token = form.token as SendToken
  const value = parseUnits(amount, token.decimals)
  if (value === undefined || value <= 0n) return latchError('SendInvalidAmount')
  if (token.balance !== undefined && value > token.balance) return latchError('SendInsufficientBalance')
  return null
}

/** what core's send refuses for the person to fix, shown as it is */
const SHOWN_AS_IT_IS: ReadonlySet<LatchErrorCode> = new Set<LatchErrorCode>([
  'SendAmountAndReceiverRequired',
  'SendTokenRequired',
  'UnsupportedChain',
  'SendInvalidAddress',
  'SendInsufficientBalance',
  'SendInvalidAmount',
])

/** a rejection in the wallet, a refusal core meant to be shown, or a generic failure (wallet errors are long) */
export function sendFailure(error: unknown): LatchError {
  if (isUserRejection(error)) return latchError('UserRejected', { cause: error })
  const coded = findLatchError(error)
  return coded && SHOWN_AS_IT_IS.has(coded.code) ? coded : latchError('SendFailed', { cause: error })
}
