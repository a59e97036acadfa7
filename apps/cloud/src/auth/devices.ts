// Device tokens: handed out by every sign-in that proved the user (a code, a social or Farcaster login), then bound
// to the public key of a key the device's frame keeps (deviceKeys.ts). A device token, with that key's signature,
// lets that device sign in again without a code and unlocks the wallet's server share; one is revoked by sign-out
// (whatever the session's state), all of a user's by sign-out everywhere and by an email change.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { DEVICE_LIFETIME_MS } from './limits.ts'
import { hashToken, randomToken } from './secrets.ts'

type Db = Kysely<Database>

export interface Device {
  userId: string
  projectId: string
  /** the email the user signs in with (null for a social account without one) */
  email: string | null
  /** the device key's public key, once bound */
  publicKey: string | null
}

export async function issueDevice(db: Db, device: Pick<Device, 'userId' | 'projectId'>, now: number): Promise<string> {
  const token = randomToken()
  await db
    .insertInto('auth_devices')
    .values({
      token_hash: hashToken(token),
      user_id: device.userId,
      project_id: device.projectId,
      created: now,
      expires_at: now + DEVICE_LIFETIME_MS,
      public_key: null,
    })
    .execute()
  return token
}

/** the live device of `token` in this project, if any (whether its key signed is deviceKeys.ts's to check) */
export async function deviceOf(db: Db, token: string, projectId: string, now: number): Promise<Device | undefined> {
  const row = await db
    .selectFrom('auth_devices')
    .innerJoin('auth_users', 'auth_users.id', 'auth_devices.user_id')
    .select([
      'auth_devices.user_id',
      'auth_devices.project_id',
      'auth_devices.expires_at',
      'auth_devices.public_key',
      'auth_users.email',
    ])
    .where('auth_devices.token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row || row.project_id !== projectId || Number(row.expires_at) <= now) return undefined
  return { userId: row.user_id, projectId: row.project_id, email: row.email, publicKey: row.public_key }
}

/** binds the device's key once: true when it is now (or already was) `publicKey` */
export async function bindDeviceKey(db: Db, token: string, userId: string, publicKey: string): Promise<boolean> {
  await db
    .updateTable('auth_devices')
    .set({ public_key: publicKey })
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('public_key', 'is', null)
    .execute()
  const row = await db
    .selectFrom('auth_devices')
    .select('public_key')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  return row?.public_key === publicKey
}

/** sign-out: this device of this project, with or without a live session (holding the token is the proof) */
export const revokeDevice = (db: Db, token: string, projectId: string) =>
  db.deleteFrom('auth_devices').where('token_hash', '=', hashToken(token)).where('project_id', '=', projectId).execute()

/** sign-out everywhere, email change: every device of the user */
export const revokeUserDevices = (db: Db, userId: string) =>
  db.deleteFrom('auth_devices').where('user_id', '=', userId).execute()
