// The server half of the embedded wallet's KEK (apps/frame/KEYS.md): 32 random bytes per user, made on first
// request, stored only as AES-256-GCM ciphertext under a key derived from the auth secret.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database>

export const KEY_SHARE_BYTES = 32
const INFO = 'latch/auth/key-share/aes-256-gcm/v1'
const TAG_BYTES = 16

/** a separate key per purpose: the code-hash secret itself never touches a share */
const shareKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32))

/** the user id is the AAD, so a row copied onto another user fails to decrypt */
function seal(secret: string, userId: string, share: Buffer) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', shareKey(secret), iv)
  cipher.setAAD(Buffer.from(userId))
  const ciphertext = Buffer.concat([cipher.update(share), cipher.final(), cipher.getAuthTag()])
  return { iv: iv.toString('base64url'), ciphertext: ciphertext.toString('base64url') }
}

function open(secret: string, userId: string, row: { iv: string; ciphertext: string }): Buffer {
  const sealed = Buffer.from(row.ciphertext, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', shareKey(secret), Buffer.from(row.iv, 'base64url'))
  decipher.setAAD(Buffer.from(userId))
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()])
}

const storedShare = (db: Db, userId: string) =>
  db.selectFrom('auth_key_shares').select(['iv', 'ciphertext']).where('user_id', '=', userId).executeTakeFirst()

/** the user's share; two first requests racing both end with the one row that won the insert */
export async function keyShareOf(db: Db, secret: string, userId: string, now: number): Promise<Buffer> {
  const existing = await storedShare(db, userId)
  if (existing) return open(secret, userId, existing)
  await db
    .insertInto('auth_key_shares')
    .values({ user_id: userId, ...seal(secret, userId, randomBytes(KEY_SHARE_BYTES)), created: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute()
  const row = await storedShare(db, userId)
  if (!row) throw new Error('key share was not stored')
  return open(secret, userId, row)
}
