// Revoking a sign-in session needs its account and the signature that made it, whether it is live or
// expired. The signature is known only to the client that signed in: GET /v1/sessions/:id never returns it, so a
// holder of the id (a dApp server verifying sessions) cannot revoke with what the cloud told it.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashToken } from '../auth/secrets.ts'
import type { Database } from '../db/schema.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** whether `proof` names this session's account and carries its sign-in signature (compared in constant time) */
export async function provesSession(
  db: Kysely<Database>,
  id: string,
  proof: { pci: string; signature: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('siwx_sessions')
    .select(['account', 'signature'])
    .where('id_hash', '=', hashToken(id))
    .executeTakeFirst()
  if (!row) return false
  const sameSignature = timingSafeEqual(digest(row.signature), digest(proof.signature))
  return sameSignature && row.account.toLowerCase() === proof.pci.toLowerCase()
}
