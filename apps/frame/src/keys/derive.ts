// Derivations of KEYS.md: seed → EVM and Solana keys, recovery code → the key that seals the recovery share.
import { mapHashToField } from '@noble/curves/abstract/modular'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, type Hex } from 'viem'
import { toBase58, type Bytes } from './bytes.ts'

export const SEED_LENGTH = 32
export const EVM_INFO = 'latch/evm/secp256k1/v1'
export const SOLANA_INFO = 'latch/solana/ed25519/v1'
export const RECOVERY_INFO = 'latch/recovery/aes-256-gcm/v1'

const EMPTY_SALT = new Uint8Array(0)

async function hkdf(ikm: Bytes, info: string, length: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: EMPTY_SALT, info: new TextEncoder().encode(info) },
    key,
    length * 8,
  )
  return new Uint8Array(bits)
}

// 48 bytes reduced mod n keeps the scalar unbiased and always in [1, n-1].
export async function deriveEvmPrivateKey(seed: Bytes): Promise<Hex> {
  const wide = await hkdf(seed, EVM_INFO, 48)
  const key = mapHashToField(wide, secp256k1.CURVE.n)
  wide.fill(0)
  return bytesToHex(key)
}

// The RFC 8032 secret seed; any 32 bytes are valid.
export function deriveSolanaSecret(seed: Bytes): Promise<Bytes> {
  return hkdf(seed, SOLANA_INFO, 32)
}

export function solanaAddressOf(secret: Uint8Array): string {
  return toBase58(ed25519.getPublicKey(secret))
}

// The recovery code carries 125 random bits, so HKDF (with a random salt) is enough: no password stretching needed.
export async function deriveRecoveryKey(codeBytes: Bytes, salt: Bytes): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', codeBytes, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: new TextEncoder().encode(RECOVERY_INFO) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** the curves' first use builds their tables (~100 ms); done while the frame is idle, a first sign-in does not wait */
export function warmUpCurves(): void {
  const key = new Uint8Array(32).fill(1)
  secp256k1.getPublicKey(key)
  ed25519.getPublicKey(key)
}
