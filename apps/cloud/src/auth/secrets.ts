// Random tokens, their hashes, and the keyed hash of one-time codes: the database holds no usable secret.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

/** a uniformly random 6-digit code, leading zeros kept */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** tokens are 256-bit random values: a plain SHA-256 is enough to make the stored value useless */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** a code has only 10^6 values, so its hash is keyed: without the secret the table cannot be brute-forced */
export const hashCode = (secret: string, key: string, code: string) =>
  createHmac('sha256', secret).update(`${key}\n${code}`).digest('hex')

/** constant-time equality of two hex digests (a missing one compares against a dummy of the same length) */
export function sameDigest(expected: string | undefined, actual: string): boolean {
  const a = Buffer.from(expected ?? '0'.repeat(actual.length), 'hex')
  const b = Buffer.from(actual, 'hex')
  return a.length === b.length && timingSafeEqual(a, b) && expected !== undefined
}

const secrets = new WeakMap<object, Promise<string>>()

/** the configured secret, else one generated once and kept in the database (shared by every process) */
export function codeSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured)
  let secret = secrets.get(db)
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('auth_settings')
        .values({ key: 'code_secret', value: randomToken() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute()
      const row = await db
        .selectFrom('auth_settings')
        .select('value')
        .where('key', '=', 'code_secret')
        .executeTakeFirstOrThrow()
      return row.value
    })()
    secret.catch(() => secrets.delete(db))
    secrets.set(db, secret)
  }
  return secret
}
