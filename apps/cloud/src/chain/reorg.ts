// Reorgs: when the chain no longer has the block the index ends with, walk back to the last block both agree on
// and forget everything above it; the next pass indexes the chain's new blocks.
import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import type { Database } from '../db/schema.ts'
import { type NftKey, refreshNftOwners } from './nftOwners.ts'

export interface BlockRef {
  number: number
  hash: string
}

const STEP = 32

/** the highest stored block whose hash the chain still has; undefined when none is left (index from scratch) */
export async function findCommonAncestor(
  db: Kysely<Database>,
  client: PublicClient,
  chainId: number,
  below: number,
): Promise<BlockRef | undefined> {
  for (let top = below - 1; top >= 0; top -= STEP) {
    const bottom = Math.max(0, top - STEP + 1)
    const stored = await db
      .selectFrom('chain_blocks')
      .select(['number', 'hash'])
      .where('chain_id', '=', chainId)
      .where('number', '>=', bottom)
      .where('number', '<=', top)
      .orderBy('number', 'desc')
      .execute()
    if (stored.length === 0) return undefined // older blocks were pruned: deeper than we can follow
    const onChain = await Promise.all(
      stored.map((block) => client.getBlock({ blockNumber: BigInt(block.number) }).catch(() => null)),
    )
    const index = stored.findIndex((block, i) => onChain[i]?.hash === block.hash)
    if (index >= 0) return { number: Number(stored[index]!.number), hash: stored[index]!.hash }
  }
  return undefined
}

/** deletes what was indexed above `ancestor` (all of the chain's rows when undefined) and moves the cursor there */
export async function rollBack(
  db: Kysely<Database>,
  chainId: number,
  ancestor: BlockRef | undefined,
  now: Date,
): Promise<void> {
  const above = ancestor?.number ?? -1
  await db.transaction().execute(async (trx) => {
    const touched = await trx
      .selectFrom('chain_transfers')
      .select(['contract', 'token_id'])
      .distinct()
      .where('chain_id', '=', chainId)
      .where('kind', '=', 'erc721')
      .where('block_number', '>', above)
      .execute()
    await trx.deleteFrom('chain_transfers').where('chain_id', '=', chainId).where('block_number', '>', above).execute()
    // a rolled-back block's approvals go with it; the next pass reads the new blocks' logs
    await trx.deleteFrom('chain_approvals').where('chain_id', '=', chainId).where('block_number', '>', above).execute()
    // a backfill still to read rolled-back heights leaves them to the forward passes, which read them again
    await trx
      .updateTable('chain_approvals_backfill')
      .set({ below: above + 1 })
      .where('chain_id', '=', chainId)
      .where('below', '>', above + 1)
      .execute()
    await trx.deleteFrom('chain_blocks').where('chain_id', '=', chainId).where('number', '>', above).execute()
    const tokens: NftKey[] = touched.map((row) => ({ contract: row.contract!, tokenId: row.token_id! }))
    await refreshNftOwners(trx, chainId, tokens)
    if (ancestor) {
      await trx
        .updateTable('chain_cursors')
        .set({ block_number: ancestor.number, block_hash: ancestor.hash, updated_at: now.toISOString() })
        .where('chain_id', '=', chainId)
        .execute()
    } else {
      await trx.deleteFrom('chain_cursors').where('chain_id', '=', chainId).execute()
    }
  })
}
