// The errors a frame request ends with that the frame itself did not raise as such: a timeout (with the frame alert to
// show) and the frame's error reply turned back into the error it was. Apart from the channel that raises them.
import { EmbeddedWalletError, isLatchErrorCode, LatchError, latchError } from '@latch/core'
import { FRAME_ALERTS } from '@latch/core/internal'

/** A frame alert the modal shows: the frame did not load, or did not answer in time. */
export type FrameAlert = (typeof FRAME_ALERTS)[keyof typeof FRAME_ALERTS]

/**
 * a request that the frame did not answer in time; alert names the SPEC §8 frame alert to show
 *
 * @example
 * ```ts
 * try {
 *   await client.request({ type: '@latch-app/GET_USER' })
 * } catch (error) {
 *   if (error instanceof FrameTimeoutError) showAlert(error.alert)
 * }
 * ```
 */
export class FrameTimeoutError extends LatchError<'FrameLoadFailed' | 'FrameRequestTimeout'> {
  override name = 'FrameTimeoutError'
  constructor(readonly alert: FrameAlert) {
    super(alert === FRAME_ALERTS.iframeLoadFailed ? 'FrameLoadFailed' : 'FrameRequestTimeout', { details: alert })
  }
}

/**
 * the frame's error reply as the error it was in the frame: by its code when it has one, else its text as it is
 *
 * @example
 * ```ts
 * if (reply.type.endsWith('_ERROR')) throw frameReplyError(reply.payload)
 * ```
 */
export function frameReplyError(
  payload: { message?: string; code?: string; params?: Record<string, string | number> } | undefined,
): Error {
  const message = payload?.message || undefined
  if (isLatchErrorCode(payload?.code))
    return latchError(payload.code, { params: payload.params, details: message } as never)
  return message ? new Error(message) : new EmbeddedWalletError('FrameError')
}
