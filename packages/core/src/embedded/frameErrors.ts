// Frame failures as the text to show: the frame's own message, or a readable one for a timeout alert.
import { FRAME_ALERTS, TEXTS } from '../errors.ts'

function frameErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  // a FrameTimeoutError's message is the alert's name, which is not for people
  if (message === FRAME_ALERTS.iframeLoadFailed) return TEXTS.authInitFailed
  if (message === FRAME_ALERTS.iframeRequestTimeout) return TEXTS.rpcTimeout
  return message || TEXTS.frameDefaultError
}

/** rethrows anything as an Error whose message is the text to show */
export function asShownError(error: unknown): Error {
  return new Error(frameErrorText(error), { cause: error })
}
