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
  subject: string
  email: string | null
  /** only a provider-verified email links the identity to the user of that email */
  emailVerified: boolean
  userName: string | null
}

/** the user of a social identity: known identity, else the user of its verified email, else a new user */
export async function socialUser(db: Db, profile: SocialProfile, now: number): Promise<User> {
  const known = await db
    .selectFrom('auth_identities')
    .select('user_id')
    .where('provider', '=', profile.provider)
    .where('subject', '=', profile.subject)
    .executeTakeFirst()
  if (known) {
    await db
      .updateTable('auth_identities')
      .set({ email: profile.email, user_name: profile.userName })
      .where('provider', '=', profile.provider)
      .where('subject', '=', profile.subject)
      .execute()
    return (await userById(db, known.user_id))!
  }
  let user: User
  if (profile.email && profile.emailVerified) {
    user = await emailUser(db, profile.email, now)
  } else {
    user = { id: randomToken(16), email: null }
    await db.insertInto('auth_users').values({ id: user.id, email: null, created: now }).execute()
  }
  await db
    .insertInto('auth_identities')
    .values({ provider: profile.provider, subject: profile.subject, user_id: user.id, email: profile.email, user_name: profile.userName })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
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
