// A share of the user's wallet sealed by the frame under one passkey's PRF output (apps/frame/KEYS.md), kept beside
// that passkey: a new device with the same passkey (a synced one) rebuilds the wallet from it and the server's share,
// with no recovery code typed. The cloud cannot open it; it hands it only to a proven session of the passkey's user.
import type { Kysely, Migration } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database>

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url')

/** the sealed share as the frame sent it (AES-GCM: a 12-byte iv, a 33-byte share and its tag) */
export const passkeyRecoverySchema = z.strictObject({ v: z.literal(1), iv: base64url(32), data: base64url(128) })
export type SealedPasskeyRecovery = z.infer<typeof passkeyRecoverySchema>
export const credentialIdSchema = base64url(1400)

/** one nullable column: the share goes with its passkey when the passkey is removed */
export const authPasskeyRecoveryMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('auth_passkeys').addColumn('prf_recovery', 'text').execute()
  },
}

/** keeps (or replaces) the sealed share of one of `userId`'s passkeys; false when the user has no such passkey */
export async function keepPasskeyRecovery(
  db: Db,
  userId: string,
  credentialId: string,
  sealed: SealedPasskeyRecovery,
): Promise<boolean> {
  const updated = await db
    .updateTable('auth_passkeys')
    .set({ prf_recovery: JSON.stringify(sealed) })
    .where('credential_id', '=', credentialId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) > 0
}

/** the sealed share kept beside one of `userId`'s own passkeys; undefined for another user's or none */
export async function passkeyRecoveryOf(
  db: Db,
  userId: string,
  credentialId: string,
): Promise<SealedPasskeyRecovery | undefined> {
  const row = await db
    .selectFrom('auth_passkeys')
    .select('prf_recovery')
    .where('credential_id', '=', credentialId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.prf_recovery ? (JSON.parse(row.prf_recovery) as SealedPasskeyRecovery) : undefined
}
