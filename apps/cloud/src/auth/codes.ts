// One-time codes and the per-email limits around them: 30 s send cooldown, 5 wrong codes lock the email for 15 min.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { CODE_LIFETIME_MS, EMAIL_COOLDOWN_MS, LOCK_MS, MAX_WRONG_CODES } from './limits.ts'
import { hashCode, sameDigest } from './secrets.ts'

type Db = Kysely<Database>

async function ensureEmailRow(db: Db, email: string) {
  await db
    .insertInto('auth_emails')
    .values({ email, last_sent_at: null, failed_attempts: 0, locked_until: null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute()
}

/** ms the email stays locked (0 when not locked); an ended lock is cleared */
export async function lockedFor(db: Db, email: string, now: number): Promise<number> {
  const row = await db.selectFrom('auth_emails').select('locked_until').where('email', '=', email).executeTakeFirst()
  if (!row || row.locked_until === null) return 0
  const until = Number(row.locked_until)
  if (until > now) return until - now
  await db.updateTable('auth_emails').set({ locked_until: null, failed_attempts: 0 }).where('email', '=', email).execute()
  return 0
}

export type SendReservation = { ok: true; previous: number | null } | { ok: false; retryInMs: number }

/** claims the right to mail this address now; atomic, so two racing starts cannot both pass the cooldown */
export async function reserveSend(db: Db, email: string, now: number): Promise<SendReservation> {
  await ensureEmailRow(db, email)
  const before = await db.selectFrom('auth_emails').select('last_sent_at').where('email', '=', email).executeTakeFirstOrThrow()
  const previous = before.last_sent_at === null ? null : Number(before.last_sent_at)
  const claimed = await db
    .updateTable('auth_emails')
    .set({ last_sent_at: now })
    .where('email', '=', email)
    .where((eb) => eb.or([eb('last_sent_at', 'is', null), eb('last_sent_at', '<=', now - EMAIL_COOLDOWN_MS)]))
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) === 1) return { ok: true, previous }
  const row = await db.selectFrom('auth_emails').select('last_sent_at').where('email', '=', email).executeTakeFirstOrThrow()
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
  }
  // the guesses at this code are counted on its address's row
  await ensureEmailRow(db, pending.email)
  await db
    .insertInto('auth_codes')
    .values(values)
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ email: values.email, code_hash: values.code_hash, expires_at: values.expires_at, payload: values.payload }))
    .execute()
}

export const deleteCode = (db: Db, key: string) => db.deleteFrom('auth_codes').where('key', '=', key).execute()

export type CodeCheck =
  | { outcome: 'ok'; email: string; payload: Record<string, string> }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; lockedForMs: number }

/**
 * Claims one guess at the address's pending code: a single conditional update that succeeds only while the
 * address is unlocked and has guesses left, so parallel guesses can never compare more than MAX_WRONG_CODES.
 */
async function claimGuess(db: Db, email: string, now: number): Promise<number | undefined> {
  const claimed = await db
    .updateTable('auth_emails')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('email', '=', email)
    .where('failed_attempts', '<', MAX_WRONG_CODES)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('failed_attempts')
    .executeTakeFirst()
  return claimed ? Number(claimed.failed_attempts) : undefined
}

/** the fifth wrong guess: the address is locked for LOCK_MS and its pending codes are dropped */
async function lock(db: Db, email: string, now: number) {
  await db.updateTable('auth_emails').set({ failed_attempts: 0, locked_until: now + LOCK_MS }).where('email', '=', email).execute()
  await db.deleteFrom('auth_codes').where('email', '=', email).execute()
}

/**
 * Checks a code in constant time. Wrong, expired and never-sent codes look the same to the caller. Only a guess
 * at a pending code counts against its address (else anyone could lock any address); the fifth in a row locks it.
 */
export async function checkCode(db: Db, secret: string, key: string, fallbackEmail: string, code: string, now: number): Promise<CodeCheck> {
  const digest = hashCode(secret, key, code)
  const row = await db.selectFrom('auth_codes').selectAll().where('key', '=', key).executeTakeFirst()
  const live = row && Number(row.expires_at) > now ? row : undefined
  const email = live?.email ?? fallbackEmail
  if (!live) {
    // nothing to guess: compared against a dummy so the answer takes as long, and never counted
    sameDigest(undefined, digest)
    const lockedForMs = await lockedFor(db, email, now)
    return lockedForMs > 0 ? { outcome: 'locked', lockedForMs } : { outcome: 'wrong' }
  }
  const guess = await claimGuess(db, email, now)
  if (guess === undefined) {
    const lockedForMs = await lockedFor(db, email, now)
    // no guess left but no lock yet: the guess that used the last one is locking it right now
    return { outcome: 'locked', lockedForMs: lockedForMs || LOCK_MS }
  }
  if (sameDigest(live.code_hash, digest)) {
    // a code is good once: of two racing right guesses only the one that deletes it signs in
    const taken = await db.deleteFrom('auth_codes').where('key', '=', key).where('code_hash', '=', live.code_hash).executeTakeFirst()
    if (Number(taken.numDeletedRows) !== 1) return { outcome: 'wrong' }
    // SPEC: a successful login clears the recorded start, so the cooldown no longer applies
    await db.updateTable('auth_emails').set({ failed_attempts: 0, last_sent_at: null }).where('email', '=', email).execute()
    return { outcome: 'ok', email, payload: JSON.parse(live.payload) as Record<string, string> }
  }
  if (guess < MAX_WRONG_CODES) return { outcome: 'wrong' }
  await lock(db, email, now)
  return { outcome: 'locked', lockedForMs: LOCK_MS }
}
