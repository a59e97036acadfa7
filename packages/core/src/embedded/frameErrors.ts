// Frame failures as the error to show: a coded one as it is (a timeout's text is readable, its alert name is in
// details), else the frame's own text.
import { findLatchError } from '../errors/base.ts'
import { EmbeddedWalletError } from '../errors/classes.ts'

/** rethrows anything as an Error whose message is the text to show; a coded failure keeps its class and code */
export function asShownError(error: unknown): Error {
  const coded = findLatchError(error)
  if (coded) return coded
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return message ? new Error(message, { cause: error }) : new EmbeddedWalletError('FrameError', { cause: error })
}
