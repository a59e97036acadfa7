// What a card says when an answer fails (a wrong recovery code, no passkey used): the failures a person can act on
// in the card's language, found by their stable code; any other keeps its own message.
import type { FrameTextKey } from './en.ts'
import { text } from './frameLocale.ts'

const BY_CODE: Record<string, FrameTextKey> = {
  BAD_RECOVERY_CODE: 'error.badRecoveryCode',
  WRONG_RECOVERY_CODE: 'error.wrongRecoveryCode',
  BAD_RECOVERY_FILE: 'error.badRecoveryFile',
  NO_RECOVERY_FILE: 'error.noRecoveryFile',
  NO_DEVICE_SHARE: 'error.noDeviceShare',
  SEALED: 'error.sealed',
  PasskeyNotUsed: 'error.passkeyNotUsed',
  PasskeyUnknown: 'error.passkeyUnknown',
  PasskeyAlreadyRegistered: 'error.passkeyAlreadyRegistered',
}

/**
 * The line a card shows under its buttons for a failed answer.
 *
 * @example
 * ```ts
 * error.textContent = cardErrorText(new WalletKeyError('WRONG_RECOVERY_CODE'))
 * ```
 */
export function cardErrorText(failure: unknown): string {
  const code = (failure as { code?: unknown } | undefined)?.code
  const key = typeof code === 'string' && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined
  if (key) return text(key)
  return failure instanceof Error ? failure.message : String(failure)
}
