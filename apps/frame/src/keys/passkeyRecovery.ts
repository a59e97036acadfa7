// A share of the wallet sealed under a passkey's PRF output for the cloud to keep (KEYS.md): with the server's share it
// rebuilds the wallet on a new device that has the same passkey (a synced one), with no recovery code typed. Its key
// is HKDF over the same PRF output as the device share's, with its own info, so the two keys are never the same.
import type { Bytes } from './bytes.ts'
import { WalletKeyError } from './errors.ts'
import { keyFromPrf, openShare, type SealedShare, sealShare, wrappingKeyFromPrf } from './prf.ts'
import { SHARE_LENGTH } from './shares.ts'

const encoder = new TextEncoder()
const RECOVERY_INFO = encoder.encode('latch passkey recovery share v1')

/** the share as the cloud keeps it beside the passkey (per credential), which it cannot open */
export interface SealedPasskeyRecovery extends SealedShare {
  v: 1
}

/** what one passkey's PRF output gives the frame: the device share's key and the recovery share's, both in memory */
export interface PasskeyKeys {
  /** the passkey's credential id (base64url), under which the cloud keeps its sealed share */
  credentialId: string
  device: CryptoKey
  recovery: CryptoKey
}

/** the key that seals `userId`'s share for the cloud under this passkey's PRF output (32 bytes) */
export const recoveryKeyFromPrf = (prfOutput: BufferSource, userId: string): Promise<CryptoKey> =>
  keyFromPrf(prfOutput, userId, RECOVERY_INFO)

/** both keys of one passkey sign-in; the PRF output is not kept */
export async function passkeyKeys(prfOutput: BufferSource, userId: string, credentialId: string): Promise<PasskeyKeys> {
  const [device, recovery] = await Promise.all([
    wrappingKeyFromPrf(prfOutput, userId),
    recoveryKeyFromPrf(prfOutput, userId),
  ])
  return { credentialId, device, recovery }
}

/** the wallet's addresses are bound as additional data, with a label of their own: a device share never opens here */
const aadOf = (addresses: { evmAddress: string; solanaAddress: string }) =>
  `latch-passkey-recovery/v1|${addresses.evmAddress}|${addresses.solanaAddress}`

export async function sealPasskeyRecovery(
  key: CryptoKey,
  share: Uint8Array,
  addresses: { evmAddress: string; solanaAddress: string },
): Promise<SealedPasskeyRecovery> {
  return { v: 1, ...(await sealShare(key, share, aadOf(addresses))) }
}

/** the share; another passkey's key (or another wallet's, or altered data) fails as 'SEALED' */
export async function openPasskeyRecovery(
  key: CryptoKey,
  sealed: SealedPasskeyRecovery,
  addresses: { evmAddress: string; solanaAddress: string },
): Promise<Bytes> {
  const share = await openShare(key, sealed, aadOf(addresses)).catch(() => {
    throw new WalletKeyError('SEALED')
  })
  if (share.length !== SHARE_LENGTH) throw new WalletKeyError('CORRUPT_DEVICE_SHARE')
  return share
}
