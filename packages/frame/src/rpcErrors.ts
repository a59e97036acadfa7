// The frame refuses an RPC request with a coded error; the page provider rejects with its EIP-1193 / EIP-5792 number.
import { EmbeddedWalletError, findLatchError, ProviderRpcError, toProviderRpcError } from '@latch/core'

/** the English texts of the frame's refusals (each is its code's text in @latch/core) */
export const RPC_TEXTS = {
  userRejected: 'User rejected the request.',
  atomicUnsupported: 'Atomic execution is not supported by this wallet',
  unknownBundle: 'Unknown bundle id',
  duplicateBundle: 'Duplicate bundle id',
  switchChain: (chainId: bigint | string) => `Switch to chain ${chainId} first`,
  needsSmartAccount: (method: string) => `${method} needs a smart account; this wallet is an EOA`,
  /** the session ended (signed out everywhere, expired): the frame signs nothing more until the user signs in again */
  signedOut: 'The wallet is signed out. Connect again to continue.',
} as const

/**
 * a frame refusal as a dApp reads it: the number of its code, an internal error without one
 *
 * @example
 * ```ts
 * const { code, message } = providerErrorOf(error) // the EIP-1193 answer to the page
 * ```
 */
export function providerErrorOf(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const coded = findLatchError(error)
  if (coded) return toProviderRpcError(coded)
  const message =
    error instanceof Error && error.message ? error.message : new EmbeddedWalletError('FrameError').message
  return new ProviderRpcError(-32603, message, { cause: error })
}
