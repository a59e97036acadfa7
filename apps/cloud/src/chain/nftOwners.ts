// NFT ownership is derived from the indexed transfers: the receiver of a token's latest transfer owns it.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

export interface NftKey {
  contract: string
  tokenId: string
}

export const nftKey = ({ contract, tokenId }: NftKey) => `${contract}/${tokenId}`

/** recomputes the owner of each token from what is indexed now (after new blocks or a rollback) */
export async function refreshNftOwners(
  db: Kysely<Database>,
  chainId: number,
  tokens: NftKey[],
  tokenUris = new Map<string, string | null>(),
) {
  for (const token of tokens) {
    const latest = await db
      .selectFrom('chain_transfers')
      .select('to_address')
      .where('chain_id', '=', chainId)
      .where('kind', '=', 'erc721')
      .where('contract', '=', token.contract)
      .where('token_id', '=', token.tokenId)
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .limit(1)
      .executeTakeFirst()
    const where = db
      .deleteFrom('chain_nfts')
      .where('chain_id', '=', chainId)
      .where('contract', '=', token.contract)
      .where('token_id', '=', token.tokenId)
    if (!latest || latest.to_address === ZERO_ADDRESS) {
      await where.execute()
      continue
    }
    await db
      .insertInto('chain_nfts')
      .values({
        chain_id: chainId,
        contract: token.contract,
        token_id: token.tokenId,
        owner: latest.to_address,
        token_uri: tokenUris.get(nftKey(token)) ?? null,
      })
      .onConflict((conflict) =>
        conflict.columns(['chain_id', 'contract', 'token_id']).doUpdateSet({ owner: latest.to_address }),
      )
      .execute()
  }
}
