// Users: one per verified email, plus social identities linked to them.
import type { Kysely } from 'kysely'
import type { SocialProvider } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { randomToken } from './secrets.ts'

type Db = Kysely<Database>

export interface User {
  id: string
  email: string | null
}

export const userById = (db: Db, id: string): Promise<User | undefined> =>
  db.selectFrom('auth_users').select(['id', 'email']).where('id', '=', id).executeTakeFirst()

export const userByEmail = (db: Db, email: string): Promise<User | undefined> =>
  db.selectFrom('auth_users').select(['id', 'email']).where('email', '=', email).executeTakeFirst()

/** the user of a verified email, created on first sign-in */
export async function emailUser(db: Db, email: string, now: number): Promise<User> {
  await db
    .insertInto('auth_users')
    .values({ id: randomToken(16), email, created: now })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute()
  return (await userByEmail(db, email))!
}

/** the OpenID/OAuth providers, and Farcaster (subject: the fid) */
export type IdentityProvider = SocialProvider | 'farcaster'

export interface SocialProfile {
  provider: IdentityProvider
  /** who assigned the subject (an OpenID issuer, `oauth:<token endpoint>`, `farcaster`): identities are per issuer */
  issuer: string
  subject: string
  email: string | null
  /** only a provider-verified email links the identity to the user of that email */
  emailVerified: boolean
  userName: string | null
}

/** how a sign-in's issuer is treated: only an issuer the operator trusts links an identity to a user by email */
export interface IssuerTrust {
  trusted: boolean
}

/**
 * The user of a social identity: the known (issuer, subject), else, for a trusted issuer, an identity recorded
 * before issuers were kept (it claims it) or the user of its verified email, else a new user. An untrusted issuer
 * (a project's own provider the operator did not mark) never reaches an existing user through an email it asserts.
 */
export async function socialUser(db: Db, profile: SocialProfile, now: number, trust: IssuerTrust): Promise<User> {
  const known = await db
    .selectFrom('auth_identities')
    .select('user_id')
    .where('issuer', '=', profile.issuer)
    .where('subject', '=', profile.subject)
    .executeTakeFirst()
  if (known) {
    await db
      .updateTable('auth_identities')
      .set({ email: profile.email, user_name: profile.userName })
      .where('issuer', '=', profile.issuer)
      .where('subject', '=', profile.subject)
      .execute()
    return (await userById(db, known.user_id))!
  }
  if (trust.trusted) {
    const claimed = await db
      .updateTable('auth_identities')
      .set({ issuer: profile.issuer, email: profile.email, user_name: profile.userName })
      .where('issuer', '=', `legacy:${profile.provider}`)
      .where('subject', '=', profile.subject)
      .returning('user_id')
      .executeTakeFirst()
    if (claimed) return (await userById(db, claimed.user_id))!
  }
  let user: User
  if (trust.trusted && profile.email && profile.emailVerified) {
    user = await emailUser(db, profile.email, now)
  } else {
    user = { id: randomToken(16), email: null }
    await db.insertInto('auth_users').values({ id: user.id, email: null, created: now }).execute()
  }
  await db
    .insertInto('auth_identities')
    .values({
      issuer: profile.issuer,
      provider: profile.provider,
      subject: profile.subject,
      user_id: user.id,
      email: profile.email,
      user_name: profile.userName,
      created: now,
    })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .execute()
  return user
}

/** 'taken' when another user already has the address */
export async function changeEmail(db: Db, userId: string, email: string): Promise<'changed' | 'taken'> {
  const owner = await userByEmail(db, email)
  if (owner && owner.id !== userId) return 'taken'
  try {
    await db.updateTable('auth_users').set({ email }).where('id', '=', userId).execute()
    return 'changed'
  } catch {
    // the unique index caught a concurrent claim of the same address
    return 'taken'
  }
}
