// One-time codes and the limits around them: 30 s send cooldown per address, 5 wrong guesses end a code.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { CODE_LIFETIME_MS, EMAIL_COOLDOWN_MS, MAX_WRONG_CODES } from './limits.ts'
import { hashCode, sameDigest } from './secrets.ts'

type Db = Kysely<Database>

async function ensureEmailRow(db: Db, email: string) {
  await db
    .insertInto('auth_emails')
    .values({ email, last_sent_at: null, failed_attempts: 0, locked_until: null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute()
}

export type SendReservation = { ok: true; previous: number | null } | { ok: false; retryInMs: number }

/** claims the right to mail this address now; atomic, so two racing starts cannot both pass the cooldown */
export async function reserveSend(db: Db, email: string, now: number): Promise<SendReservation> {
  await ensureEmailRow(db, email)
  const before = await db
    .selectFrom('auth_emails')
    .select('last_sent_at')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  const previous = before.last_sent_at === null ? null : Number(before.last_sent_at)
  const claimed = await db
    .updateTable('auth_emails')
    .set({ last_sent_at: now })
    .where('email', '=', email)
    .where((eb) => eb.or([eb('last_sent_at', 'is', null), eb('last_sent_at', '<=', now - EMAIL_COOLDOWN_MS)]))
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) === 1) return { ok: true, previous }
  const row = await db
    .selectFrom('auth_emails')
    .select('last_sent_at')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return { ok: false, retryInMs: Number(row.last_sent_at) + EMAIL_COOLDOWN_MS - now }
}

/** ms left of the cooldown without claiming it (a CONNECT mails nothing, so it only has to respect it) */
export async function cooldownLeft(db: Db, email: string, now: number): Promise<number> {
  const row = await db.selectFrom('auth_emails').select('last_sent_at').where('email', '=', email).executeTakeFirst()
  return row?.last_sent_at == null ? 0 : Math.max(0, Number(row.last_sent_at) + EMAIL_COOLDOWN_MS - now)
}

/** gives the cooldown back when the mail could not be sent */
export async function releaseSend(db: Db, email: string, previous: number | null) {
  await db.updateTable('auth_emails').set({ last_sent_at: previous }).where('email', '=', email).execute()
}

export interface PendingCode {
  key: string
  email: string
  payload?: Record<string, string>
}

export async function storeCode(db: Db, secret: string, pending: PendingCode, code: string, now: number) {
  const values = {
    key: pending.key,
    email: pending.email,
    code_hash: hashCode(secret, pending.key, code),
    expires_at: now + CODE_LIFETIME_MS,
    payload: JSON.stringify(pending.payload ?? {}),
    guesses: 0,
  }
  await db
    .insertInto('auth_codes')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        email: values.email,
        code_hash: values.code_hash,
        expires_at: values.expires_at,
        payload: values.payload,
        guesses: 0,
      }),
    )
    .execute()
}

export const deleteCode = (db: Db, key: string) => db.deleteFrom('auth_codes').where('key', '=', key).execute()

export type CodeCheck =
  | { outcome: 'ok'; email: string; payload: Record<string, string> }
  | { outcome: 'wrong' }
  /** the code had MAX_WRONG_CODES wrong guesses: it is dropped, only a new start mails another */
  | { outcome: 'ended' }

/** the address a live code at `key` was mailed to, if any (its guesses count against that address too) */
export async function pendingEmail(db: Db, key: string, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_codes')
    .select(['email', 'expires_at'])
    .where('key', '=', key)
    .executeTakeFirst()
  return row && Number(row.expires_at) > now ? row.email : undefined
}

/**
 * Claims one guess at this code: a single conditional update that succeeds only while the code has guesses left,
 * so parallel guesses can never compare more than MAX_WRONG_CODES. A new code at the key starts again from 0.
 */
async function claimGuess(db: Db, key: string, codeHash: string): Promise<number | undefined> {
  const claimed = await db
    .updateTable('auth_codes')
    .set((eb) => ({ guesses: eb('guesses', '+', 1) }))
    .where('key', '=', key)
    .where('code_hash', '=', codeHash)
    .where('guesses', '<', MAX_WRONG_CODES)
    .returning('guesses')
    .executeTakeFirst()
  return claimed ? Number(claimed.guesses) : undefined
}

/**
 * Checks a code in constant time. Wrong, expired and never-sent codes look the same to the caller. Guesses count
 * on the code itself, which only the one who started it can name (its key holds the login attempt): nobody's
 * guesses end anybody else's code. The fifth wrong one drops it.
 */
export async function checkCode(
  db: Db,
  secret: string,
  key: string,
  code: string,
  now: number,
  previousSecret?: string,
): Promise<CodeCheck> {
  let digest = hashCode(secret, key, code)
  const row = await db.selectFrom('auth_codes').selectAll().where('key', '=', key).executeTakeFirst()
  const live = row && Number(row.expires_at) > now ? row : undefined
  if (!live) {
    // nothing to guess: compared against a dummy so the answer takes as long, and never counted
    sameDigest(undefined, digest)
    return { outcome: 'wrong' }
  }
  // a code mailed before a rotation was hashed under the previous secret: it stays good until it expires
  if (previousSecret && !sameDigest(live.code_hash, digest)) {
    const before = hashCode(previousSecret, key, code)
    if (sameDigest(live.code_hash, before)) digest = before
  }
  const guess = await claimGuess(db, key, live.code_hash)
  if (guess === undefined) return { outcome: 'ended' }
  if (sameDigest(live.code_hash, digest)) {
    // a code is good once: of two racing right guesses only the one that deletes it signs in
    const taken = await db
      .deleteFrom('auth_codes')
      .where('key', '=', key)
      .where('code_hash', '=', live.code_hash)
      .executeTakeFirst()
    if (Number(taken.numDeletedRows) !== 1) return { outcome: 'wrong' }
    // SPEC: a successful login clears the recorded start, so the cooldown no longer applies
    await db.updateTable('auth_emails').set({ last_sent_at: null }).where('email', '=', live.email).execute()
    return { outcome: 'ok', email: live.email, payload: JSON.parse(live.payload) as Record<string, string> }
  }
  if (guess < MAX_WRONG_CODES) return { outcome: 'wrong' }
  await db.deleteFrom('auth_codes').where('key', '=', key).where('code_hash', '=', live.code_hash).execute()
  return { outcome: 'ended' }
}
