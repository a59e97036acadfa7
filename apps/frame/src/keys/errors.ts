export type WalletKeyErrorCode = 'NO_WALLET' | 'WALLET_EXISTS' | 'BAD_SHARE' | 'UNLOCK_FAILED' | 'CORRUPT_VAULT' | 'LOCKED'

const MESSAGES: Record<WalletKeyErrorCode, string> = {
  NO_WALLET: 'No embedded wallet is stored on this device',
  WALLET_EXISTS: 'An embedded wallet already exists on this device',
  BAD_SHARE: 'The key share must be 32 bytes',
  UNLOCK_FAILED: 'The wallet could not be unlocked: the server share does not match this device, or the stored wallet was altered',
  CORRUPT_VAULT: 'The stored wallet is unreadable',
  LOCKED: 'The wallet is locked',
}

export class WalletKeyError extends Error {
  override readonly name = 'WalletKeyError'
  readonly code: WalletKeyErrorCode

  constructor(code: WalletKeyErrorCode) {
    super(MESSAGES[code])
    this.code = code
  }
}
