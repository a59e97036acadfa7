export type WalletKeyErrorCode =
  | 'BAD_SHARE'
  | 'WRONG_SHARES'
  | 'BAD_RECOVERY_CODE'
  | 'WRONG_RECOVERY_CODE'
  | 'CORRUPT_DEVICE_SHARE'
  | 'LOCKED'
  | 'BAD_RECOVERY_FILE'
  | 'NO_DEVICE_SHARE'
  | 'NO_RECOVERY_FILE'
  | 'SEALED'

const MESSAGES: Record<WalletKeyErrorCode, string> = {
  BAD_SHARE: 'A key share must be 33 bytes',
  WRONG_SHARES: 'The wallet could not be unlocked: the key shares do not belong to this account',
  BAD_RECOVERY_CODE: 'A recovery code is 25 letters and digits',
  WRONG_RECOVERY_CODE: 'That recovery code does not open this wallet',
  CORRUPT_DEVICE_SHARE: 'The key share stored on this device is unreadable',
  LOCKED: 'The wallet is locked',
  BAD_RECOVERY_FILE: 'That is not a Latch recovery file',
  NO_RECOVERY_FILE: 'Choose your recovery file',
  NO_DEVICE_SHARE: 'This browser holds no share of that wallet: open this site in the browser where you used it',
  SEALED: 'The key share on this device opens only with its passkey',
}

export class WalletKeyError extends Error {
  override readonly name = 'WalletKeyError'
  readonly code: WalletKeyErrorCode

  constructor(code: WalletKeyErrorCode) {
    super(MESSAGES[code])
    this.code = code
  }
}
