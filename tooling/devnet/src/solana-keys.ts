// The Solana devnet's dev keys: ed25519 secrets made from a fixed text, PUBLIC like the EVM devnet's `test … junk`
// mnemonic: stand-in wallets sign with them, never with real funds.
import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'

export const SOLANA_DEV_KEY_COUNT = 10

/** the 32-byte ed25519 secret (RFC 8032 seed) of dev key `index` */
export const solanaDevSecret = (index: number): Uint8Array =>
  Uint8Array.from(createHash('sha256').update(`latch devnet solana key ${index}`).digest())

/** the mint's own key, so the devnet's token has the same address on every run */
export const solanaMintSecret = (): Uint8Array =>
  Uint8Array.from(createHash('sha256').update('latch devnet solana mint').digest())

export const solanaSigner = (secret: Uint8Array): Promise<KeyPairSigner> =>
  createKeyPairSignerFromPrivateKeyBytes(secret)

/** every dev key as a kit signer (0 is the mint authority) */
export const solanaDevSigners = (): Promise<KeyPairSigner[]> =>
  Promise.all(Array.from({ length: SOLANA_DEV_KEY_COUNT }, (_, index) => solanaSigner(solanaDevSecret(index))))

export const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')
