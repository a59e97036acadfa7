// The options a send passes to the wallet: the app's, checked, over the default (loaded with the session, not with the
// adapter's first-paint entry, which only checks them).
import { checkSendOptions, type SolanaSendOptions } from './preflight.ts'

/** what a send uses unless the app says otherwise: preflight on, against confirmed state */
export const DEFAULT_SEND_OPTIONS = { skipPreflight: false, preflightCommitment: 'confirmed' } as const

/** the four options, checked, over the default */
export function sendOptionsOf(options: SolanaSendOptions = {}): SolanaSendOptions {
  checkSendOptions(options)
  const checked: SolanaSendOptions = {
    skipPreflight: Boolean(options.skipPreflight ?? DEFAULT_SEND_OPTIONS.skipPreflight),
    preflightCommitment: options.preflightCommitment ?? DEFAULT_SEND_OPTIONS.preflightCommitment,
  }
  if (options.maxRetries !== undefined) checked.maxRetries = options.maxRetries
  if (options.minContextSlot !== undefined) checked.minContextSlot = options.minContextSlot
  return checked
}
