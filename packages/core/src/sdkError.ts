// SDK errors carry a category, are reported to analytics and rethrown (SPEC §8).
import { memberTable } from './instance/memberTable.ts'
import { LatchError } from './errors/base.ts'
import { fromProviderError } from './errors/provider.ts'

/** What kind of failure an SdkError reports: 'INTERNAL_SDK_ERROR', or the category its source gave. */
export type SdkErrorCategory = 'INTERNAL_SDK_ERROR' | (string & {})

/**
 * A failure inside an adapter's own library (wagmi, the pairing client…), with the category and code of the error it
 * wraps; its cause is that error.
 *
 * @example
 * ```ts
 * try {
 *   await latch.switchNetwork(base)
 * } catch (error) {
 *   if (error instanceof SdkError) console.warn(error.category, error.cause)
 * }
 * ```
 */
export class SdkError extends Error {
  override name = 'SdkError'
  readonly category: SdkErrorCategory
  /** the wrapped error's code (EIP-1193 4001 for a rejection…): callers keep telling failures apart by it */
  readonly code?: number | string
  constructor(message: string, options: { category?: SdkErrorCategory; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.category = options.category ?? 'INTERNAL_SDK_ERROR'
    const code = (options.cause as { code?: unknown } | undefined)?.code
    if (typeof code === 'number' || typeof code === 'string') this.code = code
  }
}

/** what the boundary reports and rethrows: an SdkError, or a LatchError as itself (it carries its own category) */
export type ReportedError = SdkError | LatchError

/**
 * An SdkError for anything thrown; an SdkError passes through with its own category, and so does a LatchError, so a
 * dApp's `instanceof UserRejectedError` holds on what the instance's actions reject with; a wallet's numbered failure
 * (EIP-1193, EIP-5792, JSON-RPC) becomes the LatchError of its number.
 */
export function wrapSdkError(error: unknown, category?: SdkErrorCategory): ReportedError {
  if (error instanceof SdkError || error instanceof LatchError) return error
  // a wallet's or node's number (4001 when the person said no…) becomes its LatchError, so a dApp branches by class
  const coded = fromProviderError(error)
  if (coded) return coded
  const message = error instanceof Error ? error.message : String(error)
  return new SdkError(message, { category, cause: error })
}

export type SdkErrorReport = (error: ReportedError) => void

/**
 * The same members, each function wrapped (AppKit's error boundary): what it throws or rejects with is wrapped with
 * the category, reported, then rethrown so the caller still sees it. Synchronous calls stay synchronous.
 */
export function withSdkErrorBoundary<T extends object>(
  members: T,
  report: SdkErrorReport,
  category?: SdkErrorCategory,
): T {
  const fail = (error: unknown): never => {
    const wrapped = wrapSdkError(error, category)
    report(wrapped)
    throw wrapped
  }
  const wrap =
    (action: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      try {
        const result = action(...args)
        return result instanceof Promise ? result.catch(fail) : result
      } catch (error) {
        return fail(error)
      }
    }
  // a copy with each function wrapped, as one table (an instance's ~100 actions); accessors stay as they are
  return memberTable(members, (value) =>
    typeof value === 'function' ? wrap(value as (...args: unknown[]) => unknown) : value,
  )
}

/**
 * an HTTP failure keeps its status and body so callers can map it (SPEC §8)
 *
 * @example
 * ```ts
 * try {
 *   await latch.loadActivity()
 * } catch (error) {
 *   if (error instanceof HttpRequestError && error.status === 429) retryLater()
 * }
 * ```
 */
export class HttpRequestError extends Error {
  override name = 'HttpRequestError'
  constructor(
    readonly status: number,
    readonly body: string,
    readonly url?: string,
  ) {
    super(`HTTP request failed with status ${status}`)
  }
}
