// No SPEC rule: derivations written down in apps/frame/KEYS.md, checked against an independent HKDF.
import { mapHashToField } from '@noble/curves/abstract/modular'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { randomBytes, toBase58 } from './bytes.ts'
import { deriveEvmPrivateKey, deriveSolanaSecret, EVM_INFO, SOLANA_INFO, solanaAddressOf } from './derive.ts'

const seedOfOnes = new Uint8Array(32).fill(1)

describe('key derivation from the seed', () => {
  it('derives the EVM key exactly as KEYS.md says (HKDF-SHA256, 48 bytes, reduced mod n)', async () => {
    const seed = randomBytes(32)
    const reference = mapHashToField(hkdf(sha256, seed, new Uint8Array(), EVM_INFO, 48), secp256k1.CURVE.n)
    expect(await deriveEvmPrivateKey(seed)).toBe(bytesToHex(reference))
  })

  it('derives the Solana key exactly as KEYS.md says (HKDF-SHA256, 32 bytes, ed25519 seed)', async () => {
    const seed = randomBytes(32)
    const reference = hkdf(sha256, seed, new Uint8Array(), SOLANA_INFO, 32)
    expect(await deriveSolanaSecret(seed)).toEqual(reference)
    expect(solanaAddressOf(reference)).toBe(toBase58(ed25519.getPublicKey(reference)))
  })

  it('always gives the same addresses for the same seed (pinned: users keep their funds across releases)', async () => {
    for (let i = 0; i < 3; i++) {
      expect(privateKeyToAccount(await deriveEvmPrivateKey(seedOfOnes)).address).toBe(
        '0xE6192812d373e302Fa4Ea1c9E67caD52B7bc9933',
      )
      expect(solanaAddressOf(await deriveSolanaSecret(seedOfOnes))).toBe('5bKCe2xd9KYBdwtby7L6by87jX7Q4k7nbQvMv82LG5jN')
    }
  })

  it('separates the EVM and Solana keys and gives different seeds different keys', async () => {
    const seed = randomBytes(32)
    const evm = await deriveEvmPrivateKey(seed)
    const sol = bytesToHex(await deriveSolanaSecret(seed))
    expect(evm).not.toBe(sol)
    expect(evm).not.toBe(bytesToHex(seed))
    expect(await deriveEvmPrivateKey(randomBytes(32))).not.toBe(evm)
  })

  it('always yields a valid secp256k1 private key', async () => {
    for (let i = 0; i < 50; i++) {
      const key = await deriveEvmPrivateKey(randomBytes(32))
      expect(secp256k1.utils.isValidPrivateKey(key.slice(2))).toBe(true)
    }
  })
})
