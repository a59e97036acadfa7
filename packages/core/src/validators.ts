// Validation rules of SPEC §5.
import { SOCIAL_PROVIDERS } from './firstPaintConstants.ts'
import { CHAIN_NAMESPACES, type ChainNamespace, type ThemeMode } from './types.ts'
import { ConfigurationError, InvalidInputError } from './errors/families.ts'

/**
 * Whether text is an EVM address: 40 hex digits, with or without 0x.
 *
 * @example
 * ```ts
 * isEvmAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // true
 * ```
 */
export const isEvmAddress = (value: string) => /^(0x)?[0-9a-fA-F]{40}$/.test(value)
/**
 * Whether text is a Solana address: 32 to 44 base58 characters.
 *
 * @example
 * ```ts
 * isSolanaAddress('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // true
 * ```
 */
export const isSolanaAddress = (value: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
/** SPEC §5's address rule of a namespace where core has one; undefined where the namespace's adapter brings its own */
export function addressRuleOf(namespace: ChainNamespace): ((value: string) => boolean) | undefined {
  if (namespace === 'eip155') return isEvmAddress
  if (namespace === 'solana') return isSolanaAddress
  return undefined
}
/**
 * Whether text is a CAIP-10 account id: namespace, chain and address, none empty.
 *
 * @example
 * ```ts
 * isCaipAddress('eip155:1:0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // true
 * ```
 */
export const isCaipAddress = (value: string) => value.split(':').length === 3 && !value.split(':').includes('')
/**
 * Whether text is a CAIP-2 network id: namespace and chain, neither empty.
 *
 * @example
 * ```ts
 * isCaipNetworkId('eip155:1') // true
 * ```
 */
export const isCaipNetworkId = (value: string) => value.split(':').length === 2 && !value.split(':').includes('')
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

/** a provider the frame signs in with through a pop-up */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value)

/** a social login the Connect view offers: a pop-up provider, or farcaster, which signs in by QR code */
export type SocialLogin = SocialProvider | 'farcaster'
export const isSocialLogin = (value: string): value is SocialLogin => value === 'farcaster' || isSocialProvider(value)

/** The modal's two theme modes. */
export const THEME_MODES = ['light', 'dark'] as const
/**
 * Whether a value is one of the modal's theme modes (from a URL or a setting, say).
 *
 * @example
 * ```ts
 * const mode = isThemeMode(saved) ? saved : 'light'
 * ```
 */
export const isThemeMode = (value: unknown): value is ThemeMode => (THEME_MODES as readonly unknown[]).includes(value)

/** the chain namespaces a frame RPC request may name; the frame's schema reads them */
export const FRAME_RPC_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/**
 * Whether a value is a chain namespace Latch knows.
 *
 * @example
 * ```ts
 * if (isChainNamespace(value)) await latch.getProvider(value)
 * ```
 */
export const isChainNamespace = (value: unknown): value is ChainNamespace =>
  (CHAIN_NAMESPACES as readonly unknown[]).includes(value)

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

/** a network needs an adapter for its namespace (SPEC §5: adding a network) */
export function requireAdapter<A>(adapters: ReadonlyMap<ChainNamespace, A>, namespace: ChainNamespace): A {
  const adapter = adapters.get(namespace)
  if (!adapter) throw new ConfigurationError('AdapterDoesNotExist', { params: { namespace } })
  return adapter
}
