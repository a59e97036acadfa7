// The people of a project: embedded-wallet users and their sign-in sessions. Only who and when:
// no key, share, code or token leaves these queries (token hashes identify a session for revocation only).
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface PersonView {
  userId: string
  email: string | null
  /** the sign-in providers used on this project: 'email' or a social */
  providers: string[]
  /** the last sign-in on this project, ISO */
  lastSeen: string
  hasWallet: boolean
}

export interface SessionView {
  id: string
  userId: string
  email: string | null
  provider: string
  userName: string | null
  created: string
  expiresAt: string
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString()
const LIST_LIMIT = 500

export async function listPeople(
  db: Kysely<Database>,
  projectId: string,
): Promise<{ count: number; data: PersonView[] }> {
  const rows = await db
    .selectFrom('auth_sessions')
    .innerJoin('auth_users', 'auth_users.id', 'auth_sessions.user_id')
    .leftJoin('auth_wallets', 'auth_wallets.user_id', 'auth_sessions.user_id')
    .select((eb) => [
      'auth_sessions.user_id as userId',
      'auth_users.email as email',
      'auth_sessions.provider as provider',
      eb.fn.max('auth_sessions.created').as('lastSeen'),
      eb.fn.count('auth_wallets.user_id').as('wallets'),
    ])
    .where('auth_sessions.project_id', '=', projectId)
    .groupBy(['auth_sessions.user_id', 'auth_users.email', 'auth_sessions.provider'])
    .execute()
  const people = new Map<string, PersonView>()
  for (const row of rows) {
    const seen = iso(row.lastSeen as number | string)
    const person = people.get(row.userId) ?? {
      userId: row.userId,
      email: row.email,
      providers: [],
      lastSeen: seen,
      hasWallet: false,
    }
    person.providers.push(row.provider)
    if (seen > person.lastSeen) person.lastSeen = seen
    person.hasWallet ||= Number(row.wallets) > 0
    people.set(row.userId, person)
  }
  const data = [...people.values()].sort((a, b) => b.lastSeen.localeCompare(a.lastSeen))
  return { count: data.length, data: data.slice(0, LIST_LIMIT) }
}

export async function listActiveSessions(db: Kysely<Database>, projectId: string, now: Date): Promise<SessionView[]> {
  const rows = await db
    .selectFrom('auth_sessions')
    .innerJoin('auth_users', 'auth_users.id', 'auth_sessions.user_id')
    .select([
      'token_hash',
      'user_id',
      'auth_users.email',
      'provider',
      'user_name',
      'auth_sessions.created',
      'expires_at',
    ])
    .where('project_id', '=', projectId)
    .where('expires_at', '>', now.getTime())
    .orderBy('auth_sessions.created', 'desc')
    .limit(LIST_LIMIT)
    .execute()
  return rows.map((row) => ({
    id: row.token_hash,
    userId: row.user_id,
    email: row.email,
    provider: row.provider,
    userName: row.user_name,
    created: iso(row.created),
    expiresAt: iso(row.expires_at),
  }))
}

/** true when a session of the project was revoked */
export async function revokeSession(db: Kysely<Database>, projectId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('auth_sessions')
    .where('project_id', '=', projectId)
    .where('token_hash', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
