// NFTs an address holds now, from the ownership the indexer derived; contracts flagged as spam are left out.
import { getAddress } from 'viem'
import type { CloudContext } from '../context.ts'
import { caip2 } from './chains.ts'

export interface HeldNft {
  chainId: string
  contract: string
  tokenId: string
  name: string
  symbol: string
  tokenUri: string | null
  previewUrl: string
}

export async function heldNfts(
  context: CloudContext,
  address: string,
  chainIds: number[],
  preview: (tokenUri: string | null, fallbackId: string) => string,
): Promise<HeldNft[]> {
  if (chainIds.length === 0) return []
  const rows = await context.db
    .selectFrom('chain_nfts as nft')
    .leftJoin('chain_tokens as token', (join) =>
      join.onRef('token.chain_id', '=', 'nft.chain_id').onRef('token.address', '=', 'nft.contract'),
    )
    .leftJoin('chain_spam_contracts as spam', (join) =>
      join.onRef('spam.chain_id', '=', 'nft.chain_id').onRef('spam.address', '=', 'nft.contract'),
    )
    .select(['nft.chain_id', 'nft.contract', 'nft.token_id', 'nft.token_uri', 'token.name', 'token.symbol'])
    .where('nft.owner', '=', address)
    .where('nft.chain_id', 'in', chainIds)
    .where('spam.address', 'is', null)
    .execute()
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.chain_id - b.chain_id ||
    a.contract.localeCompare(b.contract) ||
    (BigInt(a.token_id) < BigInt(b.token_id) ? -1 : 1)
  return rows.sort(order).map((row) => ({
    chainId: caip2(row.chain_id),
    contract: getAddress(row.contract),
    tokenId: row.token_id,
    name: row.name ?? '',
    symbol: row.symbol ?? '',
    tokenUri: row.token_uri,
    previewUrl: preview(row.token_uri, `${row.symbol ?? 'NFT'} ${row.token_id}`),
  }))
}
