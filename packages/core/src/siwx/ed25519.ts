// A Solana sign-in's signature: ed25519 over the message's UTF-8 bytes by the key its base58 address is, checked with
// WebCrypto (Node 20's and the browsers'), so the cloud and the offline server check need no curve library.
import { base58 } from '@scure/base'

const decode58 = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  try {
    // a fresh ArrayBuffer-backed copy, as WebCrypto's types want
    return Uint8Array.from(base58.decode(text))
  } catch {
    return undefined
  }
}

/**
 * true only for a 64-byte base58 signature of `message` by the 32-byte key `address` names
 *
 * @example
 * ```ts
 * if (!(await ed25519SignatureValid(publicKey, message, signature))) throw new Error('bad signature')
 * ```
 */
export async function ed25519SignatureValid(address: string, message: string, signature: string): Promise<boolean> {
  const key = decode58(address)
  const signed = decode58(signature)
  if (key?.length !== 32 || signed?.length !== 64) return false
  try {
    const publicKey = await crypto.subtle.importKey('raw', key, { name: 'Ed25519' }, false, ['verify'])
    return await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, signed, new TextEncoder().encode(message))
  } catch {
    // a point not on the curve: no key signed this
    return false
  }
}
