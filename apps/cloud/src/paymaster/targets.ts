// A project's allow-list of the contracts its sponsored operations may call on a chain, set by the operator: with one,
// the paymaster signs only operations whose every call (calls.ts) goes to a listed contract. Without one, any target.
import type { Kysely } from 'kysely'
import { getAddress } from 'viem'
import type { Database } from '../db/schema.ts'

type Key = { projectId: string; chainId: number }

/** the listed contracts (checksummed), empty when the project allows any target there */
export async function allowedTargets(db: Kysely<Database>, { projectId, chainId }: Key): Promise<string[]> {
  const rows = await db
    .selectFrom('sponsorship_targets')
    .select('address')
    .where('project_id', '=', projectId)
    .where('chain_id', '=', chainId)
    .orderBy('address')
    .execute()
  return rows.map((row) => getAddress(row.address))
}

/** replaces the list; an empty one allows any target again */
export async function setAllowedTargets(
  db: Kysely<Database>,
  { projectId, chainId, targets }: Key & { targets: readonly string[] },
): Promise<void> {
  const addresses = [...new Set(targets.map((target) => target.toLowerCase()))]
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sponsorship_targets')
      .where('project_id', '=', projectId)
      .where('chain_id', '=', chainId)
      .execute()
    if (addresses.length > 0)
      await trx
        .insertInto('sponsorship_targets')
        .values(addresses.map((address) => ({ project_id: projectId, chain_id: chainId, address })))
        .execute()
  })
}
