// A passkey's PRF output as the device share's wrapping key: HKDF-SHA-256 over the output (bound to the user), an
// AES-GCM-256 key WebCrypto never hands out. The share is then kept sealed: a copy of the browser's storage without the
// authenticator reads no share. The PRF output itself is used once, here, and never stored nor sent.
import { type Bytes, fromBase64Url, randomBytes, toBase64Url } from './bytes.ts'

const encoder = new TextEncoder()
/** the PRF input: one fixed salt per wallet frame, so each passkey gives its own stable output */
export const PRF_SALT: Bytes = Uint8Array.from(encoder.encode('latch wallet: device share wrapping key, v1'))
const HKDF_INFO = encoder.encode('latch device share v1')

export interface SealedShare {
  iv: string
  data: string
}

/** the wrapping key of `userId`'s device share under this passkey's PRF output (32 bytes) */
export const wrappingKeyFromPrf = (prfOutput: BufferSource, userId: string): Promise<CryptoKey> =>
  keyFromPrf(prfOutput, userId, HKDF_INFO)

/** an AES-GCM-256 key of `userId` from a PRF output, one per `info`: each use of the output gets a key of its own */
export async function keyFromPrf(prfOutput: BufferSource, userId: string, info: BufferSource): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(userId), info },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

export async function sealShare(key: CryptoKey, share: Uint8Array, addresses: string): Promise<SealedShare> {
  const iv = randomBytes(12)
  // the addresses are bound to the sealed bytes: a share cannot be moved under another wallet's addresses
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(addresses) },
    key,
    share as Bytes,
  )
  return { iv: toBase64Url(iv), data: toBase64Url(new Uint8Array(data)) }
}

/** the share, or a rejection when the key is another passkey's (or the data was changed) */
export async function openShare(key: CryptoKey, sealed: SealedShare, addresses: string): Promise<Bytes> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(sealed.iv), additionalData: encoder.encode(addresses) },
    key,
    fromBase64Url(sealed.data),
  )
  return new Uint8Array(plain) as Bytes
}
