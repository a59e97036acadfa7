// Validation rules of SPEC §5. Those of what a visitor types and a request carries (hashes, signatures, emails,
// names, the send form) are in inputRules.ts, so the first chunk carries only the rules createLatch and a reload read.
import { SOCIAL_PROVIDERS } from './firstPaintConstants.ts'
import { CHAIN_NAMESPACES, type ChainNamespace, type ThemeMode } from './types.ts'
import { ConfigurationError } from './errors/families.ts'

export {
  FRAME_RPC_NAMESPACES,
  isEmail,
  isNameCoinTypeChainId,
  isRegisteredName,
  isSignedMessage,
  isTransactionHash,
  nameCoinType,
  sendFormError,
  walletSearchText,
} from './inputRules.ts'

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

/** a network needs an adapter for its namespace (SPEC §5: adding a network) */
export function requireAdapter<A>(adapters: ReadonlyMap<ChainNamespace, A>, namespace: ChainNamespace): A {
  const adapter = adapters.get(namespace)
  if (!adapter) throw new ConfigurationError('AdapterDoesNotExist', { params: { namespace } })
  return adapter
}
