// The validation rules of SPEC §5 for what a visitor types and a request carries, read once the features have loaded
// (validators.ts exports them with the rest).
import { InvalidInputError } from './errors/families.ts'

/**
 * Whether text is an EVM transaction hash: 0x and 64 hex digits.
 *
 * @example
 * ```ts
 * if (!isTransactionHash(hash)) throw new Error('not a transaction')
 * ```
 */
export const isTransactionHash = (value: string) => /^0x[0-9a-fA-F]{64}$/.test(value)
export const isSignedMessage = (value: string) => /^0x[0-9a-fA-F]{62,}$/.test(value)

/**
 * one @, no spaces, a dot in the domain: what an OTP mail can be sent to
 *
 * @example
 * ```ts
 * if (!isEmail(input.value)) return showError('Invalid email')
 * ```
 */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

/** a registered account name: at least 4 letters, digits or hyphens */
export const isRegisteredName = (value: string) => /^[a-zA-Z0-9-]{4,}$/.test(value)

const COIN_TYPE_FLAG = 0x80000000
/** EVM chain ids become name coin types with the high bit set, so they must stay below 2^31 */
export const isNameCoinTypeChainId = (chainId: number) =>
  Number.isInteger(chainId) && chainId >= 0 && chainId < COIN_TYPE_FLAG
/** the coin type a name registration gives an EVM chain (ENSIP-11); the cloud's name tests register with it */
export function nameCoinType(chainId: number): number {
  if (!isNameCoinTypeChainId(chainId))
    throw new InvalidInputError('InvalidRequest', { params: { reason: 'Invalid chainId' } })
  return (COIN_TYPE_FLAG | chainId) >>> 0
}

/** the chain namespaces a frame RPC request may name; the frame's schema reads them */
export const FRAME_RPC_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** null when the send form is complete, else the SPEC §5 text to show */
export function sendFormError(form: {
  amount?: string
  receiver?: string
  token?: unknown
}): 'SendAmountAndReceiverRequired' | 'SendTokenRequired' | null {
  if (!form.amount || !form.receiver) return 'SendAmountAndReceiverRequired'
  if (!form.token) return 'SendTokenRequired'
  return null
}

export const walletSearchText = (value: string) => value.trim()
