// The one base of every error Latch raises (viem's BaseError is the model): a stable code to branch on, the English
// text to show as message (SPEC §8's), details, the cause chain and where the code is documented.
import type { SdkErrorCategory } from '../sdkError.ts'
import type { CodeOf, LatchErrorCode, LatchErrorFamily, ParamsOf } from './codes.ts'
import { errorEntry, errorText } from './lookup.ts'

/**
 * What a LatchError carries beside its code: the text its message is filled from, the technical details and the cause.
 */
export type LatchErrorOptions<C extends LatchErrorCode = LatchErrorCode> = {
  /** what went wrong underneath, for people debugging (a wallet's own message…); never shown as the message */
  details?: string
  cause?: unknown
  /** what the text is built from, for the codes whose text has a part (EmailCooldown's seconds…) */
  params?: ParamsOf<C>
}

/** where a code is described (packages/core/README.md, "Errors") */
export const ERRORS_DOCS_PATH = '/reference/errors'

/**
 * The base of every error Latch throws: its stable `code` says what failed, so an app branches and translates by the
 * code, never by the message.
 *
 * @example
 * ```ts
 * try {
 *   await latch.signMessage('Hello')
 * } catch (error) {
 *   if (error instanceof LatchError && error.code === 'UserRejected') return
 *   throw error
 * }
 * ```
 */
export class LatchError<C extends LatchErrorCode = LatchErrorCode> extends Error {
  override name = 'LatchError'
  /** stable across releases: branch on it, translate by it */
  readonly code: C
  /** the number a wallet or node answers with for this failure (EIP-1193 4001…), when it has one */
  readonly rpcCode: number | undefined
  /** the English text, the same as message */
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string
  /** what the text is built from (EmailCooldown's seconds…), for translating it */
  readonly params: ParamsOf<C>
  readonly family: LatchErrorFamily
  /** SPEC §8's SDK error category, reported to analytics when an action of the instance fails with it (R-8.52) */
  readonly category: SdkErrorCategory = 'INTERNAL_SDK_ERROR'

  constructor(code: C, options: LatchErrorOptions<C> = {}) {
    const params = options.params as ParamsOf<C>
    const shortMessage = errorText(code, params)
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    const entry = errorEntry(code)
    // a family's class says its own (families.ts)
    this.family = entry?.family ?? 'Unknown'
    this.rpcCode = entry?.rpcCode
    this.shortMessage = shortMessage
    this.details = options.details
    this.docsPath = `${ERRORS_DOCS_PATH}#${code}`
    this.params = params
  }

  /** the deepest cause; with fn, the first error of the chain (this one included) it accepts, else null */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

export function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  let current = error
  for (let depth = 0; depth < 16; depth++) {
    if (fn?.(current)) return current
    const cause = (current as { cause?: unknown } | null | undefined)?.cause
    if (cause === undefined || cause === null || typeof cause !== 'object') return fn ? null : current
    current = cause
  }
  return fn ? null : current
}

/**
 * the first LatchError in an error's cause chain, however deep a connector or SDK wrapped it
 *
 * @example
 * ```ts
 * const coded = findLatchError(error)
 * showError(coded ? t(coded.code) : t('Unknown'))
 * ```
 */
export function findLatchError(error: unknown): LatchError | undefined {
  return (walk(error, (e) => e instanceof LatchError) as LatchError | null) ?? undefined
}

/**
 * true when the error, or one it wraps, has this code
 *
 * @example
 * ```ts
 * if (hasErrorCode(error, 'ChainNotSupported')) latch.open({ view: 'SwitchNetwork' })
 * ```
 */
export function hasErrorCode(error: unknown, code: LatchErrorCode): boolean {
  // by the code itself, so an error from another copy of this package still counts
  return walk(error, (e) => (e as { code?: unknown } | null)?.code === code) !== null
}

export type { CodeOf }
