export { createWallet, deviceShareInfo, exportKeys, readDeviceShare, unlockWallet, writeDeviceShare } from './wallet.ts'
export { PRF_SALT, wrappingKeyFromPrf } from './prf.ts'
export {
  openPasskeyRecovery,
  type PasskeyKeys,
  passkeyKeys,
  recoveryKeyFromPrf,
  type SealedPasskeyRecovery,
  sealPasskeyRecovery,
} from './passkeyRecovery.ts'
export type { NewWallet, UnlockedWallet, WalletAddresses } from './wallet.ts'
export { DEVICE_SHARE_KEY, memoryStorage, STORAGE_PREFIX, webStorage } from './storage.ts'
export type { WalletStorage, WalletStorageKey } from './storage.ts'
export { WalletKeyError } from './errors.ts'
export type { WalletKeyErrorCode } from './errors.ts'
export { openRecoveryShare, recoveryCodeBytes, type SealedRecovery } from './recovery.ts'
export { SHARE_LENGTH } from './shares.ts'
export {
  keysFromRecoveryFile,
  MAX_RECOVERY_FILE_BYTES,
  parseRecoveryFile,
  recoveryFileText,
  type RecoveryFile,
} from './recoveryFile.ts'
export { warmUpCurves } from './derive.ts'
