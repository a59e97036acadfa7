// `latch-cloud rotate-secret`: re-seals under LATCH_AUTH_SECRET what LATCH_AUTH_SECRET_PREVIOUS sealed — every
// wallet's server share and every project's social client secret — one row at a time, each written only if nobody
// changed it meanwhile. Safe while the cloud serves (its processes, given both secrets, open either), idempotent
// (a row already under the new secret's key id is skipped) and resumable (an interrupted run is simply run again).
// One-time codes and device challenges are HMACs of values never stored: they cannot be re-keyed, and live only
// minutes — the previous secret stays accepted for them until it is removed from the configuration.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { openSecret, sealSecret } from '../projectSocial/store.ts'
import { keyIdOf, splitIv } from './keyIds.ts'
import { openShare, resealShare } from './wallets.ts'

export interface RotationReport {
  /** rows re-sealed under the new secret by this run */
  resealed: number
  /** rows already under the new secret */
  current: number
  /** rows neither secret opens (sealed under another secret): left as they are, named here */
  unreadable: string[]
}

const PAGE = 200

export async function rotateAuthSecret(
  db: Kysely<Database>,
  secrets: { current: string; previous?: string | undefined },
): Promise<{ wallets: RotationReport; socialClients: RotationReport }> {
  const currentId = keyIdOf(secrets.current)
  const underCurrent = (iv: string) => splitIv(iv).keyId === currentId

  const wallets: RotationReport = { resealed: 0, current: 0, unreadable: [] }
  for (let after = ''; ; ) {
    const rows = await db
      .selectFrom('auth_wallets')
      .select(['user_id', 'evm_address', 'solana_address', 'share_iv', 'share_ciphertext'])
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(PAGE)
      .execute()
    if (rows.length === 0) break
    after = rows.at(-1)!.user_id
    for (const row of rows) {
      if (underCurrent(row.share_iv)) {
        wallets.current++
        continue
      }
      let share: Buffer
      try {
        share = openShare([secrets.current, secrets.previous], row.user_id, row)
      } catch {
        wallets.unreadable.push(`wallet of user ${row.user_id}`)
        continue
      }
      const sealed = resealShare(secrets.current, row.user_id, row, share)
      share.fill(0)
      // compare-and-set on the sealed value read: a row written meanwhile is left to the next run
      const written = await db
        .updateTable('auth_wallets')
        .set(sealed)
        .where('user_id', '=', row.user_id)
        .where('share_iv', '=', row.share_iv)
        .where('share_ciphertext', '=', row.share_ciphertext)
        .executeTakeFirst()
      if (Number(written.numUpdatedRows) === 1) wallets.resealed++
    }
  }

  const socialClients: RotationReport = { resealed: 0, current: 0, unreadable: [] }
  const clients = await db
    .selectFrom('project_social_providers')
    .select(['project_id', 'provider', 'secret_iv', 'secret_ciphertext'])
    .execute()
  for (const row of clients) {
    if (underCurrent(row.secret_iv)) {
      socialClients.current++
      continue
    }
    let clientSecret: string
    try {
      clientSecret = openSecret([secrets.current, secrets.previous], row)
    } catch {
      socialClients.unreadable.push(`${row.provider} client of project ${row.project_id}`)
      continue
    }
    const written = await db
      .updateTable('project_social_providers')
      .set(sealSecret(secrets.current, row.project_id, row.provider, clientSecret))
      .where('project_id', '=', row.project_id)
      .where('provider', '=', row.provider)
      .where('secret_iv', '=', row.secret_iv)
      .where('secret_ciphertext', '=', row.secret_ciphertext)
      .executeTakeFirst()
    if (Number(written.numUpdatedRows) === 1) socialClients.resealed++
  }
  return { wallets, socialClients }
}
