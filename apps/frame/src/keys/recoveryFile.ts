// The recovery file: the sealed recovery share with the wallet it belongs to, for the person to keep beside the
// recovery code. Alone it opens nothing (the code seals it); with the code and this device's share it gives the keys
// without the cloud, so an account the cloud no longer lets in (its email taken over) still loses no funds.
import * as z from 'zod/mini'
import { WalletKeyError } from './errors.ts'
import { openRecoveryShare, type SealedRecovery } from './recovery.ts'
import type { WalletStorage } from './storage.ts'
import { deviceShareInfo, exportKeys, readDeviceShare, type WalletAddresses } from './wallet.ts'

const KIND = 'latch-recovery-file'
/** a recovery file is a few hundred bytes: anything much larger is not one */
export const MAX_RECOVERY_FILE_BYTES = 4096

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,2048}$/))
const recoveryFileSchema = z.object({
  kind: z.literal(KIND),
  v: z.literal(1),
  userId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  evmAddress: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  solanaAddress: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  sealed: z.object({ v: z.literal(1), salt: base64url, iv: base64url, ct: base64url }),
})

export type RecoveryFile = z.infer<typeof recoveryFileSchema>

/** the file's text: the user it belongs to (its device share is kept under that id), the wallet, the sealed share */
export function recoveryFileText(userId: string, addresses: WalletAddresses, sealed: SealedRecovery): string {
  const file: RecoveryFile = {
    kind: KIND,
    v: 1,
    userId,
    evmAddress: addresses.evmAddress,
    solanaAddress: addresses.solanaAddress,
    sealed,
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** the file a person chose, checked field by field; anything else is 'BAD_RECOVERY_FILE' */
export function parseRecoveryFile(text: string): RecoveryFile {
  if (text.length > MAX_RECOVERY_FILE_BYTES) throw new WalletKeyError('BAD_RECOVERY_FILE')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new WalletKeyError('BAD_RECOVERY_FILE')
  }
  const parsed = recoveryFileSchema.safeParse(json)
  if (!parsed.success) throw new WalletKeyError('BAD_RECOVERY_FILE')
  return parsed.data
}

/**
 * the wallet's keys from the file, its code and the share this device keeps for the file's user: two of three
 * shares, with no call to anyone. `storageOf` gives that user's storage; `unseal` the wrapping key of a share sealed
 * under a passkey (its PRF, asked of the person's passkey), only when this device's share is sealed.
 */
export async function keysFromRecoveryFile(
  file: RecoveryFile,
  code: string,
  storageOf: (userId: string) => WalletStorage,
  unseal?: (userId: string) => Promise<CryptoKey>,
): Promise<Awaited<ReturnType<typeof exportKeys>>> {
  const addresses = { evmAddress: file.evmAddress as `0x${string}`, solanaAddress: file.solanaAddress }
  const recoveryShare = await openRecoveryShare(code, file.sealed, addresses)
  const storage = storageOf(file.userId)
  const sealed = (await deviceShareInfo(storage))?.sealed
  // the code is checked first, so a wrong one never asks the passkey
  const local = await readDeviceShare(storage, sealed && unseal ? await unseal(file.userId) : undefined)
  if (!local) throw new WalletKeyError('NO_DEVICE_SHARE')
  try {
    return await exportKeys(local.share, recoveryShare, addresses)
  } finally {
    recoveryShare.fill(0)
  }
}
