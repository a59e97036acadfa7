// Sessions: random bearer tokens, stored as hashes, scoped to a project, expiring after SESSION_LIFETIME_MS.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type AuthDeps, authError } from './deps.ts'
import { AUTH_TEXTS, SESSION_LIFETIME_MS } from './limits.ts'
import { hashToken, randomToken } from './secrets.ts'
import type { User } from './users.ts'
import { signIns } from '../observe/metrics.ts'

type Db = Kysely<Database>

export interface NewSession {
  userId: string
  projectId: string
  provider: string
  userName: string | null
  /** the method's id as methods.ts names it ('email', `passkey:…`, `social:…`): unlinking it ends the session (every
   * sign-in names one; without it the session is matched by its provider, as rows from before the column) */
  methodId?: string
}

export interface IssuedSession {
  token: string
  expiresAt: string
}

export async function createSession(db: Db, session: NewSession, now: number): Promise<IssuedSession> {
  const token = randomToken()
  const expiresAt = now + SESSION_LIFETIME_MS
  // the session and its line in the sign-in history, or neither
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_sessions')
      .values({
        token_hash: hashToken(token),
        user_id: session.userId,
        project_id: session.projectId,
        provider: session.provider,
        user_name: session.userName,
        method_id: session.methodId ?? null,
        created: now,
        expires_at: expiresAt,
      })
      .execute()
    await trx
      .insertInto('auth_sign_ins')
      .values({ project_id: session.projectId, provider: session.provider, created: now })
      .execute()
  })
  signIns.inc({ method: session.provider })
  return { token, expiresAt: new Date(expiresAt).toISOString() }
}

export type SessionLookup =
  | { status: 'none' }
  | { status: 'expired' }
  | { status: 'active'; user: User; provider: string; userName: string | null; expiresAt: string }

/** an expired session is deleted on the way, so it answers 'expired' once and 'none' after */
export async function findSession(db: Db, token: string, projectId: string, now: number): Promise<SessionLookup> {
  const tokenHash = hashToken(token)
  // one query for the session and its user; a session whose user is gone reads as none
  const row = await db
    .selectFrom('auth_sessions')
    .innerJoin('auth_users', 'auth_users.id', 'auth_sessions.user_id')
    .select([
      'auth_sessions.project_id',
      'auth_sessions.expires_at',
      'auth_sessions.provider',
      'auth_sessions.user_name',
      'auth_users.id',
      'auth_users.email',
    ])
    .where('auth_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst()
  if (!row || row.project_id !== projectId) return { status: 'none' }
  if (Number(row.expires_at) <= now) {
    await db.deleteFrom('auth_sessions').where('token_hash', '=', tokenHash).execute()
    return { status: 'expired' }
  }
  const user = { id: row.id, email: row.email }
  return {
    status: 'active',
    user,
    provider: row.provider,
    userName: row.user_name,
    expiresAt: new Date(Number(row.expires_at)).toISOString(),
  }
}

export type ActiveSession = Extract<SessionLookup, { status: 'active' }>

/** the live session of this project; 401 'Session Expired' once for an expired one, 'Not signed in' for none */
export async function requireSession(deps: AuthDeps, token: string, projectId: string): Promise<ActiveSession> {
  const session = await findSession(deps.db, token, projectId, deps.now())
  if (session.status === 'expired') throw authError(401, AUTH_TEXTS.sessionExpired)
  if (session.status === 'none') throw authError(401, AUTH_TEXTS.notSignedIn)
  return session
}

export const deleteSession = (db: Db, token: string) =>
  db.deleteFrom('auth_sessions').where('token_hash', '=', hashToken(token)).execute()

/** the user's sessions made by one sign-in method (rows older than the column: by their provider), but `keep` */
export async function revokeMethodSessions(
  db: Db,
  userId: string,
  method: { id: string; provider: string },
  keep?: string,
) {
  let query = db
    .deleteFrom('auth_sessions')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('method_id', '=', method.id),
        eb.and([eb('method_id', 'is', null), eb('provider', '=', method.provider)]),
      ]),
    )
  if (keep) query = query.where('token_hash', '!=', hashToken(keep))
  await query.execute()
}

/** sign-out everywhere and email change: every session of the user, but `keep` (the one that asked) when given */
export async function revokeUserSessions(db: Db, userId: string, keep?: string) {
  let query = db.deleteFrom('auth_sessions').where('user_id', '=', userId)
  if (keep) query = query.where('token_hash', '!=', hashToken(keep))
  await query.execute()
}
