// Nonces and sessions in the database: a nonce is consumed and its session written in one transaction, so a
// refused or failed sign-in leaves nothing behind and a replayed nonce finds the nonce already used.
import type { Kysely } from 'kysely'
import { hashToken, randomToken } from '../auth/secrets.ts'
import type { Database } from '../db/schema.ts'
import { signIns } from '../observe/metrics.ts'

type Db = Kysely<Database>

export const NONCE_LIFETIME_MS = 10 * 60_000
/** a session without an expiration time in its message lasts this long */
export const DEFAULT_SESSION_LIFETIME_MS = 7 * 24 * 3600_000

/** EIP-4361 nonces are alphanumeric, at least 8 characters */
export async function issueNonce(
  db: Db,
  projectId: string,
  now: number,
): Promise<{ nonce: string; expiresAt: string }> {
  const nonce = randomToken(16).replace(/[^A-Za-z0-9]/g, '') + randomToken(4).replace(/[^A-Za-z0-9]/g, '')
  const expiresAt = now + NONCE_LIFETIME_MS
  await db
    .insertInto('siwx_nonces')
    .values({ nonce, project_id: projectId, expires_at: expiresAt, used_at: null })
    .execute()
  // expired nonces are pruned as new ones are issued
  await db
    .deleteFrom('siwx_nonces')
    .where('expires_at', '<', now - NONCE_LIFETIME_MS)
    .execute()
  return { nonce, expiresAt: new Date(expiresAt).toISOString() }
}

/** the nonce may still be used in this project */
export async function nonceUsable(db: Db, nonce: string, projectId: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('siwx_nonces')
    .select(['project_id', 'expires_at', 'used_at'])
    .where('nonce', '=', nonce)
    .executeTakeFirst()
  return Boolean(row && row.project_id === projectId && row.used_at === null && Number(row.expires_at) > now)
}

export interface NewSession {
  projectId: string
  account: string
  chainId: string
  address: string
  domain: string
  uri: string
  message: string
  signature: string
  issuedAt: string
  expiresAt: number
  nonce: string
}

/** consumes the nonce and stores the session (the account's earlier sessions are revoked: one per account);
 * undefined when the nonce was used meanwhile */
export async function createSession(db: Db, session: NewSession, now: number): Promise<string | undefined> {
  const id = await db.transaction().execute(async (trx) => {
    const consumed = await trx
      .updateTable('siwx_nonces')
      .set({ used_at: now })
      .where('nonce', '=', session.nonce)
      .where('project_id', '=', session.projectId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    if (Number(consumed.numUpdatedRows) !== 1) return undefined
    await trx
      .updateTable('siwx_sessions')
      .set({ revoked_at: now })
      .where('project_id', '=', session.projectId)
      .where('account', '=', session.account)
      .where('revoked_at', 'is', null)
      .execute()
    const id = randomToken()
    await trx
      .insertInto('siwx_sessions')
      .values({
        id_hash: hashToken(id),
        project_id: session.projectId,
        account: session.account,
        chain_id: session.chainId,
        address: session.address,
        domain: session.domain,
        uri: session.uri,
        message: session.message,
        signature: session.signature,
        issued_at: session.issuedAt,
        created: now,
        expires_at: session.expiresAt,
        revoked_at: null,
      })
      .execute()
    return id
  })
  if (id) signIns.inc({ method: 'siwx' })
  return id
}

/** a session as read back: what was stored, its expiry as an ISO date */
export type StoredSession = Omit<NewSession, 'projectId' | 'nonce' | 'expiresAt'> & { expiresAt: string }

export type SessionLookup =
  | { status: 'none' }
  | { status: 'revoked' }
  | { status: 'expired' }
  | { status: 'active'; session: StoredSession }

/** another project's session reads as none */
export async function findSession(db: Db, id: string, projectId: string, now: number): Promise<SessionLookup> {
  const row = await db.selectFrom('siwx_sessions').selectAll().where('id_hash', '=', hashToken(id)).executeTakeFirst()
  if (!row || row.project_id !== projectId) return { status: 'none' }
  if (row.revoked_at !== null) return { status: 'revoked' }
  if (Number(row.expires_at) <= now) return { status: 'expired' }
  return {
    status: 'active',
    session: {
      account: row.account,
      chainId: row.chain_id,
      address: row.address,
      domain: row.domain,
      uri: row.uri,
      message: row.message,
      signature: row.signature,
      issuedAt: row.issued_at,
      expiresAt: new Date(Number(row.expires_at)).toISOString(),
    },
  }
}

/** false when it was revoked meanwhile */
export async function revokeSession(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('siwx_sessions')
    .set({ revoked_at: now })
    .where('id_hash', '=', hashToken(id))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
