// The frame refuses an RPC request with text; the page provider gives each refusal its EIP-1193 / EIP-5792 code.
import { RPC_ERROR_CODES } from '@latch/core'

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

/** the code a dApp can branch on for a frame's refusal text; anything else is an internal error */
export function providerErrorCode(message: string): number {
  if (message === RPC_TEXTS.userRejected) return RPC_ERROR_CODES.USER_REJECTED
  if (message === RPC_TEXTS.unknownBundle) return RPC_ERROR_CODES.UNKNOWN_BUNDLE_ID
  if (message === RPC_TEXTS.duplicateBundle) return RPC_ERROR_CODES.DUPLICATE_BUNDLE_ID
  if (message === RPC_TEXTS.atomicUnsupported) return RPC_ERROR_CODES.ATOMICITY_NOT_SUPPORTED
  if (message === RPC_TEXTS.signedOut) return RPC_ERROR_CODES.DISCONNECTED
  if (/^Switch to chain \S+ first$/.test(message)) return RPC_ERROR_CODES.UNSUPPORTED_CHAIN_ID
  if (message.endsWith(' needs a smart account; this wallet is an EOA')) return RPC_ERROR_CODES.UNSUPPORTED_METHOD
  return RPC_ERROR_CODES.INTERNAL_ERROR
}
