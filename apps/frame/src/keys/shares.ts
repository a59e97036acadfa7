// The seed as three Shamir shares, any two of which rebuild it (KEYS.md): this device's, the server's and the
// recovery share, with the audited `shamir-secret-sharing` (2-of-3 over GF(256); each share is 32 bytes + its x).
import { combine, split } from 'shamir-secret-sharing'
import type { Bytes } from './bytes.ts'
import { SEED_LENGTH } from './derive.ts'
import { WalletKeyError } from './errors.ts'

export const SHARE_LENGTH = SEED_LENGTH + 1

export interface SeedShares {
  device: Bytes
  server: Bytes
  recovery: Bytes
}

export async function splitSeed(seed: Bytes): Promise<SeedShares> {
  const [device, server, recovery] = (await split(seed, 3, 2)) as [Bytes, Bytes, Bytes]
  return { device, server, recovery }
}

export function checkShare(share: Uint8Array): Bytes {
  if (!(share instanceof Uint8Array) || share.length !== SHARE_LENGTH) throw new WalletKeyError('BAD_SHARE')
  return Uint8Array.from(share)
}

/** the seed from two different shares; the caller checks it against the wallet's addresses */
export async function seedFromShares(a: Uint8Array, b: Uint8Array): Promise<Bytes> {
  const first = checkShare(a)
  const second = checkShare(b)
  // the same share twice (same x coordinate) cannot rebuild anything
  if (first[SEED_LENGTH] === second[SEED_LENGTH]) throw new WalletKeyError('WRONG_SHARES')
  return (await combine([first, second])) as Bytes
}
