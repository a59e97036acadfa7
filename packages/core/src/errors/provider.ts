// Wallets and nodes answer with numbers (JSON-RPC, EIP-1193, EIP-5792: SPEC §8, R-8.78– ); Latch raises codes.
// This maps one to the other at the boundary, both ways.
import { LatchError } from './base.ts'
import { latchError } from './classes.ts'
import type { LatchErrorCode, ParamsOf } from './codes.ts'

type FixedCode = { [C in LatchErrorCode]: ParamsOf<C> extends undefined ? C : never }[LatchErrorCode]

/**
 * the code each number a wallet or node answers with becomes. The negative numbers are string keys, as an object stores
 * them anyway: as computed keys each would be turned into a string when the module loads, and those conversions collide
 * in V8's number-to-string cache, which then grows from 1 KiB to 64 KiB for the page's life.
 */
export const RPC_CODE_ERRORS: Readonly<Record<number, FixedCode>> = {
  '-32000': 'InvalidInput',
  '-32001': 'ResourceNotFound',
  '-32002': 'ResourceUnavailable',
  '-32003': 'TransactionRejected',
  '-32004': 'MethodNotSupported',
  '-32005': 'LimitExceeded',
  '-32006': 'JsonRpcVersionUnsupported',
  '-32603': 'InternalError',
  4001: 'UserRejected',
  4100: 'Unauthorized',
  4200: 'UnsupportedMethod',
  4900: 'Disconnected',
  4901: 'ChainDisconnected',
  4902: 'UnrecognizedChain',
  5000: 'UserRejected',
  5700: 'UnsupportedCapability',
  5710: 'UnsupportedChainId',
  5720: 'DuplicateBundleId',
  5730: 'UnknownBundleId',
  5740: 'BundleTooLarge',
  5750: 'AtomicUpgradeRejected',
  5760: 'AtomicityNotSupported',
  32603: 'InvalidChainId',
}

/**
 * an EIP-1193 provider error: what Latch's own providers reject with, so wallets' libraries read its number
 *
 * @example
 * ```ts
 * throw new ProviderRpcError(4001, 'User rejected the request.')
 * ```
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    options: { data?: unknown; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    if (options.data !== undefined) this.data = options.data
  }
  readonly data?: unknown
}

/**
 * A wallet's or node's failure as a LatchError: a LatchError in its cause chain as it is, else the first numeric code
 * of the chain mapped (4001 → UserRejectedError…), its own message kept as details. Undefined when nothing maps.
 *
 * @example
 * ```ts
 * const error = fromProviderError({ code: 4001, message: 'User rejected' })
 * error instanceof UserRejectedError // true
 * ```
 */
export function fromProviderError(error: unknown): LatchError | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 16;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (e instanceof LatchError) return e
    const number = (e as { code?: unknown }).code
    const code = typeof number === 'number' ? RPC_CODE_ERRORS[number] : undefined
    // every mapped code has a fixed text, so no params are needed
    if (code) return latchError(code as FixedCode, { cause: error, details: messageOf(e) })
  }
  return undefined
}

/**
 * a LatchError as an EIP-1193 provider error: its wallet number (an internal error when it has none) and its text
 *
 * @example
 * ```ts
 * // an EIP-1193 provider answers a failure with its number, the Latch code in data
 * throw toProviderRpcError(latchError('UserRejected'))
 * ```
 */
export function toProviderRpcError(error: LatchError): ProviderRpcError {
  return new ProviderRpcError(error.rpcCode ?? -32603, error.message, { cause: error, data: { code: error.code } })
}

const messageOf = (error: unknown) => {
  const text = (error as { message?: unknown }).message
  return typeof text === 'string' && text ? text : undefined
}
