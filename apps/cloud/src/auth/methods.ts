// A user's sign-in methods: the account's email, its passkeys, its social identities and its linked wallets, read from the tables that
// sign them in, each with a stable id (never a key, a credential id or a subject). Any but the last can be unlinked;
// every link and unlink is an event row, and the account's email (before the change) is told.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { firstLine, log } from '../observe/logger.ts'
import { type AuthDeps, authError } from './deps.ts'
import { hashToken, randomToken } from './secrets.ts'
import { revokeMethodSessions } from './sessions.ts'

type Db = Kysely<Database>

export type MethodKind = 'email' | 'passkey' | 'social' | 'wallet'
export type Actor = 'user' | 'operator'

export interface SignInMethod {
  /** 'email', `passkey:<hash>`, `social:<hash>` or `wallet:<hash>`: names the method for unlink, reveals nothing of it */
  id: string
  kind: MethodKind
  /** the social provider ('google', 'farcaster'…), for kind social; 'eip155' for a wallet */
  provider?: string
  /** the address, the passkey's name, the identity's user name or the wallet's address */
  name: string
  /** ISO, or null when it was linked before the cloud kept the date */
  added: string | null
  /** ISO of its last sign-in the cloud still knows, or null */
  lastUsed: string | null
}

export interface MethodEvent {
  kind: string
  name: string
  action: 'link' | 'unlink'
  actor: Actor
  at: string
}

export const METHOD_TEXTS = {
  lastMethod: 'This is the only way to sign in to this account: add another before removing it',
  unknownMethod: 'This sign-in method is not linked to this account',
  hasEmail: 'This account already has an email: change it from the account view instead',
  noticeSubject: 'The sign-in methods of your Latch wallet changed',
  notice: (what: string, action: 'link' | 'unlink', actor: Actor) =>
    `${what} was ${action === 'link' ? 'added to' : 'removed from'} the ways to sign in to your Latch wallet` +
    `${actor === 'operator' ? ' by the app’s support' : ''}.\n\n` +
    `If you did this, there is nothing to do.\n` +
    `If you did not, sign in, look at your sign-in methods and remove any you do not know, then contact the app’s support.\n`,
} as const

const iso = (ms: number | string | null | undefined) => (ms == null ? null : new Date(Number(ms)).toISOString())
const shortHash = (text: string) => hashToken(text).slice(0, 32)
export const passkeyMethodId = (credentialId: string) => `passkey:${shortHash(credentialId)}`
/** identities of these issuers are wallets proven by a signature, not social accounts */
const WALLET_ISSUERS = new Set(['eip155', 'solana'])
export const identityMethodId = (issuer: string, subject: string) =>
  `${WALLET_ISSUERS.has(issuer) ? 'wallet' : 'social'}:${shortHash(`${issuer}\n${subject}`)}`
/** a social identity's method id, as its sessions record it */
export const socialMethodId = identityMethodId

/** a method id as listMethods gives them */
export const METHOD_ID = /^(email|(passkey|social|wallet):[0-9a-f]{32})$/

/** the newest sign-in this user made with `provider` that the cloud still keeps a session of */
async function lastSessions(db: Db, userId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom('auth_sessions')
    .select((eb) => ['provider', eb.fn.max('created').as('last')])
    .where('user_id', '=', userId)
    .groupBy('provider')
    .execute()
  return new Map(rows.map((row) => [row.provider, iso(row.last as number | string)]))
}

/** the user's methods, oldest first; none carries key material or a credential's public key */
export async function listMethods(db: Db, userId: string): Promise<SignInMethod[]> {
  const user = await db
    .selectFrom('auth_users')
    .select(['email', 'created'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return []
  const last = await lastSessions(db, userId)
  const methods: SignInMethod[] = []
  if (user.email) {
    const linked = await db
      .selectFrom('auth_method_events')
      .select((eb) => eb.fn.max('created').as('at'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'email')
      .where('action', '=', 'link')
      .executeTakeFirst()
    methods.push({
      id: 'email',
      kind: 'email',
      name: user.email,
      added: iso((linked?.at as number | string | null) ?? user.created),
      lastUsed: last.get('email') ?? null,
    })
  }
  const passkeys = await db
    .selectFrom('auth_passkeys')
    .select(['credential_id', 'name', 'created', 'last_used'])
    .where('user_id', '=', userId)
    .orderBy('created')
    .execute()
  for (const row of passkeys) {
    methods.push({
      id: passkeyMethodId(row.credential_id),
      kind: 'passkey',
      name: row.name,
      added: iso(row.created),
      lastUsed: iso(row.last_used),
    })
  }
  const identities = await db
    .selectFrom('auth_identities')
    .select(['issuer', 'subject', 'provider', 'user_name', 'email', 'created'])
    .where('user_id', '=', userId)
    .execute()
  for (const row of identities) {
    const wallet = WALLET_ISSUERS.has(row.issuer)
    methods.push({
      id: identityMethodId(row.issuer, row.subject),
      kind: wallet ? 'wallet' : 'social',
      provider: wallet ? row.issuer : row.provider,
      name: row.user_name ?? row.email ?? row.provider,
      added: iso(row.created),
      lastUsed: last.get(row.provider) ?? null,
    })
  }
  return methods
}

/** the user's link and unlink rows, newest first */
export async function listMethodEvents(db: Db, userId: string, limit = 50): Promise<MethodEvent[]> {
  const rows = await db
    .selectFrom('auth_method_events')
    .select(['kind', 'name', 'action', 'actor', 'created'])
    .where('user_id', '=', userId)
    .orderBy('created', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    kind: row.kind,
    name: row.name,
    action: row.action,
    actor: row.actor,
    at: iso(row.created)!,
  }))
}

/** the event row, then a notice to the account's email as it was before the change (a failed mail is only logged) */
export async function recordMethodChange(
  deps: AuthDeps,
  change: { userId: string; kind: string; name: string; action: 'link' | 'unlink'; actor: Actor; tell: string | null },
) {
  await deps.db
    .insertInto('auth_method_events')
    .values({
      id: randomToken(16),
      user_id: change.userId,
      kind: change.kind,
      name: change.name,
      action: change.action,
      actor: change.actor,
      created: deps.now(),
    })
    .execute()
  if (!change.tell) return
  const what =
    change.kind === 'email'
      ? `The email ${change.name}`
      : change.kind === 'wallet'
        ? `The wallet ${change.name}`
        : `The ${change.kind} “${change.name}”`
  try {
    await deps.mailer.send({
      to: change.tell,
      subject: METHOD_TEXTS.noticeSubject,
      text: METHOD_TEXTS.notice(what, change.action, change.actor),
    })
  } catch (error) {
    log.warn({ error: firstLine(error) }, 'sign-in method notice not sent')
  }
}

/**
 * removes one method of the user, never the last (409); 404 for a method the user does not have. The sessions that
 * method made end with it, but `keep` (the session that asked, on a device that just proved the user)
 */
export async function unlinkMethod(deps: AuthDeps, userId: string, methodId: string, actor: Actor, keep?: string) {
  const { removed, method, email } = await deps.db.transaction().execute(async (trx) => {
    // a write to the user's row first: two unlinks of the same user wait for each other, so both cannot pass the count
    await trx.updateTable('auth_users').set({ id: userId }).where('id', '=', userId).execute()
    const methods = await listMethods(trx, userId)
    const method = methods.find((candidate) => candidate.id === methodId)
    if (!method) throw authError(404, METHOD_TEXTS.unknownMethod)
    if (methods.length < 2) throw authError(409, METHOD_TEXTS.lastMethod)
    const email = methods.find((candidate) => candidate.kind === 'email')?.name ?? null
    const removed = await removeRow(trx, userId, method)
    const provider = method.kind === 'social' ? method.provider! : method.kind
    if (removed === 1) await revokeMethodSessions(trx, userId, { id: method.id, provider }, keep)
    return { removed, method, email }
  })
  // another request removed it in between
  if (removed !== 1) throw authError(404, METHOD_TEXTS.unknownMethod)
  await recordMethodChange(deps, {
    userId,
    kind: method.kind === 'social' ? method.provider! : method.kind,
    name: method.name,
    action: 'unlink',
    actor,
    tell: email,
  })
  return method
}

/** deletes the row that signs the user in with `method` (an email: the account's email becomes null); rows removed */
async function removeRow(trx: Db, userId: string, method: SignInMethod): Promise<number> {
  const methodId = method.id
  if (method.kind === 'email') {
    const result = await trx
      .updateTable('auth_users')
      .set({ email: null })
      .where('id', '=', userId)
      .where('email', '=', method.name)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }
  if (method.kind === 'passkey') {
    const rows = await trx.selectFrom('auth_passkeys').select('credential_id').where('user_id', '=', userId).execute()
    const row = rows.find((candidate) => passkeyMethodId(candidate.credential_id) === methodId)
    if (!row) return 0
    const result = await trx
      .deleteFrom('auth_passkeys')
      .where('credential_id', '=', row.credential_id)
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
  const rows = await trx
    .selectFrom('auth_identities')
    .select(['issuer', 'subject'])
    .where('user_id', '=', userId)
    .execute()
  const row = rows.find((candidate) => identityMethodId(candidate.issuer, candidate.subject) === methodId)
  if (!row) return 0
  const result = await trx
    .deleteFrom('auth_identities')
    .where('issuer', '=', row.issuer)
    .where('subject', '=', row.subject)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
