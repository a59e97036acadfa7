// The recovery code and the recovery share it seals (KEYS.md). The code is 125 random bits written as 25 Crockford
// base32 characters; the sealed share is kept by the auth service, which cannot open it without the code.
import { fromBase64Url, randomBytes, toBase64Url, type Bytes } from './bytes.ts'
import { deriveRecoveryKey } from './derive.ts'
import { WalletKeyError } from './errors.ts'
import { checkShare } from './shares.ts'

/** Crockford's base32: no I, L, O or U, so what a person reads back is unambiguous */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const CODE_LENGTH = 25
const GROUP = 5
const SALT_LENGTH = 16
const IV_LENGTH = 12

export interface SealedRecovery {
  v: 1
  salt: string
  iv: string
  ct: string
}

/** what the code seals is bound to the wallet it belongs to */
const aadOf = (addresses: { evmAddress: string; solanaAddress: string }) =>
  new TextEncoder().encode(`latch-recovery-share/v1|${addresses.evmAddress}|${addresses.solanaAddress}`)

/** a new code, shown grouped: ABCDE-FGHJK-MNPQR-STVWX-YZ012 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(CODE_LENGTH)
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]!)
  return Array.from({ length: CODE_LENGTH / GROUP }, (_, i) => chars.slice(i * GROUP, (i + 1) * GROUP).join('')).join(
    '-',
  )
}

/** the code's 125 bits as bytes; typed lowercase, with spaces or dashes, or with O/I/L for 0/1 it reads the same */
export function recoveryCodeBytes(code: string): Bytes {
  const text = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (text.length !== CODE_LENGTH) throw new WalletKeyError('BAD_RECOVERY_CODE')
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new WalletKeyError('BAD_RECOVERY_CODE')
    value = (value << 5n) | BigInt(digit)
  }
  return Uint8Array.from({ length: 16 }, (_, i) => Number((value >> BigInt(8 * (15 - i))) & 0xffn))
}

export async function sealRecoveryShare(
  code: string,
  share: Bytes,
  addresses: { evmAddress: string; solanaAddress: string },
): Promise<SealedRecovery> {
  const salt = randomBytes(SALT_LENGTH)
  const iv = randomBytes(IV_LENGTH)
  const key = await deriveRecoveryKey(recoveryCodeBytes(code), salt)
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: aadOf(addresses) },
    key,
    checkShare(share),
  )
  return { v: 1, salt: toBase64Url(salt), iv: toBase64Url(iv), ct: toBase64Url(new Uint8Array(ct)) }
}

/** a wrong code, another wallet's sealed share, or a tampered one all fail the GCM tag: 'WRONG_RECOVERY_CODE' */
export async function openRecoveryShare(
  code: string,
  sealed: SealedRecovery,
  addresses: { evmAddress: string; solanaAddress: string },
): Promise<Bytes> {
  const key = await deriveRecoveryKey(recoveryCodeBytes(code), fromBase64Url(sealed.salt))
  try {
    const share = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(sealed.iv), additionalData: aadOf(addresses) },
      key,
      fromBase64Url(sealed.ct),
    )
    return checkShare(new Uint8Array(share))
  } catch {
    throw new WalletKeyError('WRONG_RECOVERY_CODE')
  }
}
