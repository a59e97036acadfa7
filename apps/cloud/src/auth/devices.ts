// Device tokens: handed out by a successful code check, they let that device connect again without a code.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { DEVICE_LIFETIME_MS } from './limits.ts'
import { hashToken, randomToken } from './secrets.ts'

type Db = Kysely<Database>

export async function issueDevice(db: Db, email: string, now: number): Promise<string> {
  const token = randomToken()
  await db.insertInto('auth_devices').values({ token_hash: hashToken(token), email, expires_at: now + DEVICE_LIFETIME_MS }).execute()
  return token
}

export async function isKnownDevice(db: Db, token: string, email: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('auth_devices').select(['email', 'expires_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst()
  return !!row && row.email === email && Number(row.expires_at) > now
}
