// Device tokens: handed out by every sign-in that proved the user (a code, a social or Farcaster login). A device
// token lets that device sign in again without a code and unlocks the wallet's server share; one is revoked by
// sign-out, all of a user's by sign-out everywhere and by an email change (issue 17).
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { DEVICE_LIFETIME_MS } from './limits.ts'
import { hashToken, randomToken } from './secrets.ts'

type Db = Kysely<Database>

export interface Device {
  userId: string
  projectId: string
}

export async function issueDevice(db: Db, device: Device, now: number): Promise<string> {
  const token = randomToken()
  await db
    .insertInto('auth_devices')
    .values({ token_hash: hashToken(token), user_id: device.userId, project_id: device.projectId, created: now, expires_at: now + DEVICE_LIFETIME_MS })
    .execute()
  return token
}

/** the live device of `token` in this project, if any */
export async function deviceOf(db: Db, token: string, projectId: string, now: number): Promise<Device | undefined> {
  const row = await db.selectFrom('auth_devices').select(['user_id', 'project_id', 'expires_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst()
  if (!row || row.project_id !== projectId || Number(row.expires_at) <= now) return undefined
  return { userId: row.user_id, projectId: row.project_id }
}

/** true when `token` is a live device of this project whose user signs in with `email` */
export async function isKnownDevice(db: Db, token: string, email: string, projectId: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('auth_devices')
    .innerJoin('auth_users', 'auth_users.id', 'auth_devices.user_id')
    .select(['auth_devices.project_id', 'auth_devices.expires_at', 'auth_users.email'])
    .where('auth_devices.token_hash', '=', hashToken(token))
    .executeTakeFirst()
  return !!row && row.email === email && row.project_id === projectId && Number(row.expires_at) > now
}

/** sign-out: this device, and only when it is the signed-out user's */
export const revokeDevice = (db: Db, token: string, userId: string) =>
  db.deleteFrom('auth_devices').where('token_hash', '=', hashToken(token)).where('user_id', '=', userId).execute()

/** sign-out everywhere, email change: every device of the user */
export const revokeUserDevices = (db: Db, userId: string) => db.deleteFrom('auth_devices').where('user_id', '=', userId).execute()
