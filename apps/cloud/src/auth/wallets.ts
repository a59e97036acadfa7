// Each user's one embedded wallet (apps/frame/KEYS.md): its addresses, so no second wallet is made silently; the
// server's Shamir share, stored only as AES-256-GCM ciphertext under a key derived from the auth secret; and the
// recovery share as the frame sealed it under the user's recovery code, which the server cannot open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { openWithAny, secretsFor, taggedIv } from './keyIds.ts'

type Db = Kysely<Database>

/** a 2-of-3 share of the 32-byte seed from `shamir-secret-sharing`: 32 bytes and the share's x coordinate */
export const SERVER_SHARE_BYTES = 33
const INFO = 'latch/auth/wallet-share/aes-256-gcm/v2'
const TAG_BYTES = 16

export interface WalletAddresses {
  evmAddress: string
  solanaAddress: string
}

export interface NewWallet extends WalletAddresses {
  serverShare: Buffer
  /** the frame's sealed recovery share, kept as the frame sent it */
  recovery: unknown
}

/** a key of its own: the code-hash secret itself never touches a share */
const shareKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32))

/** user and addresses are the AAD: a row moved to another user, or given other addresses, does not open */
const aadOf = (userId: string, wallet: WalletAddresses) =>
  Buffer.from(`${userId}|${wallet.evmAddress}|${wallet.solanaAddress}`)

function seal(secret: string, userId: string, wallet: WalletAddresses, share: Buffer) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', shareKey(secret), iv)
  cipher.setAAD(aadOf(userId, wallet))
  const ciphertext = Buffer.concat([cipher.update(share), cipher.final(), cipher.getAuthTag()])
  return { share_iv: taggedIv(secret, iv.toString('base64url')), share_ciphertext: ciphertext.toString('base64url') }
}

export type SealedShareRow = { evm_address: string; solana_address: string; share_iv: string; share_ciphertext: string }

/** the share, opened with the secret its row names (the current one, or the previous during a rotation) */
export function openShare(secrets: readonly (string | undefined)[], userId: string, row: SealedShareRow): Buffer {
  const { iv, candidates } = secretsFor(row.share_iv, secrets)
  return openWithAny(candidates, (secret) => {
    const sealed = Buffer.from(row.share_ciphertext, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', shareKey(secret), Buffer.from(iv, 'base64url'))
    decipher.setAAD(aadOf(userId, { evmAddress: row.evm_address, solanaAddress: row.solana_address }))
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()])
  })
}

/** the row's share sealed again under `secret` (a rotation), the same user and addresses as its AAD */
export const resealShare = (secret: string, userId: string, row: SealedShareRow, share: Buffer) =>
  seal(secret, userId, { evmAddress: row.evm_address, solanaAddress: row.solana_address }, share)

const walletRow = (db: Db, userId: string) =>
  db.selectFrom('auth_wallets').selectAll().where('user_id', '=', userId).executeTakeFirst()

/** the user's wallet addresses, or undefined before the user's first wallet exists */
export async function walletOf(db: Db, userId: string): Promise<WalletAddresses | undefined> {
  const row = await walletRow(db, userId)
  return row ? { evmAddress: row.evm_address, solanaAddress: row.solana_address } : undefined
}

/** records the user's wallet; false when the user already has one (two racing creations: one wins) */
export async function registerWallet(
  db: Db,
  secret: string,
  userId: string,
  wallet: NewWallet,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('auth_wallets')
    .values({
      user_id: userId,
      evm_address: wallet.evmAddress,
      solana_address: wallet.solanaAddress,
      ...seal(secret, userId, wallet, wallet.serverShare),
      recovery: JSON.stringify(wallet.recovery),
      created: now,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst()
  return inserted !== undefined
}

export interface StoredWallet extends WalletAddresses {
  serverShare: Buffer
  recovery: unknown
}

/** the user's wallet with its server share opened; undefined when the user has none */
export async function storedWallet(
  db: Db,
  secret: string,
  userId: string,
  previousSecret?: string,
): Promise<StoredWallet | undefined> {
  const row = await walletRow(db, userId)
  if (!row) return undefined
  return {
    evmAddress: row.evm_address,
    solanaAddress: row.solana_address,
    serverShare: openShare([secret, previousSecret], userId, row),
    recovery: JSON.parse(row.recovery) as unknown,
  }
}
