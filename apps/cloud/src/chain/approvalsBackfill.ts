// Approval logs of the blocks a chain's indexer passed before it kept approvals: read backwards in batches when the
// indexer has caught up with the head, so an upgraded cloud lists the approvals given before the upgrade too. Until a
// chain's backfill is done its approvals list would be incomplete, and the route says so instead of answering.
import { toHex } from 'viem'
import type { CloudContext } from '../context.ts'
import { APPROVAL_FOR_ALL_TOPIC, APPROVAL_TOPIC, approvalRows } from './approvals.ts'
import { chainClient, findChain } from './chains.ts'
import { readTokenInfo, storedTokens, storeTokens } from './tokens.ts'

/** blocks per eth_getLogs of the backfill: wider than a forward pass, since it reads logs only */
export const BACKFILL_BATCH_BLOCKS = 2000

/** whether `chainId`'s approval logs are all indexed (no backfill left) */
export async function approvalsComplete(context: CloudContext, chainId: number): Promise<boolean> {
  const row = await context.db
    .selectFrom('chain_approvals_backfill')
    .select('below')
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  return row === undefined
}

/** one backward batch of `chainId`'s backfill; false when nothing is left to read */
export async function backfillApprovalsOnce(
  context: CloudContext,
  chainId: number,
  batchBlocks = BACKFILL_BATCH_BLOCKS,
): Promise<boolean> {
  const { db } = context
  const row = await db
    .selectFrom('chain_approvals_backfill')
    .select('below')
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  if (!row) return false
  const below = Number(row.below)
  const chain = findChain(context, chainId)
  if (!chain) return false
  const client = chainClient(chain)
  const from = Math.max(0, below - batchBlocks)
  const logs =
    below > 0
      ? ((await client.request({
          method: 'eth_getLogs',
          params: [
            { fromBlock: toHex(from), toBlock: toHex(below - 1), topics: [[APPROVAL_TOPIC, APPROVAL_FOR_ALL_TOPIC]] },
          ],
        })) as Parameters<typeof approvalRows>[1])
      : []
  const approvals = approvalRows(chainId, logs)
  const contracts = new Map(approvals.map((approval) => [approval.contract, approval.kind]))
  const known = await storedTokens(db, chainId, [...contracts.keys()])
  const newTokens = await Promise.all(
    [...contracts]
      .filter(([address]) => !known.has(address))
      .map(([address, kind]) => readTokenInfo(client, address, kind === 'allowance' ? 'erc20' : 'erc721')),
  )
  await db.transaction().execute(async (trx) => {
    await storeTokens(trx, chainId, newTokens)
    for (let start = 0; start < approvals.length; start += 200)
      await trx
        .insertInto('chain_approvals')
        .values(approvals.slice(start, start + 200))
        .onConflict((conflict) => conflict.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
        .execute()
    // only the row this batch read from moves (a reorg's rollback lowers `below` itself, reorg.ts)
    if (from === 0)
      await trx
        .deleteFrom('chain_approvals_backfill')
        .where('chain_id', '=', chainId)
        .where('below', '=', below)
        .execute()
    else
      await trx
        .updateTable('chain_approvals_backfill')
        .set({ below: from })
        .where('chain_id', '=', chainId)
        .where('below', '=', below)
        .execute()
  })
  return from > 0
}
