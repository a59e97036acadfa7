// One indexer pass over one chain: check the last indexed block is still on the chain (else roll back), then read
// the next batch of blocks, their value transfers, Transfer logs and approval logs, and store them with the new cursor
// atomically.
import type { Insertable, Kysely } from 'kysely'
import { type Hash, type PublicClient, toHex } from 'viem'
import type { CloudContext } from '../context.ts'
import type { Database } from '../db/schema.ts'
import { APPROVAL_FOR_ALL_TOPIC, APPROVAL_TOPIC, approvalRows } from './approvals.ts'
import { chainClient, findChain } from './chains.ts'
import { type NftKey, nftKey, refreshNftOwners } from './nftOwners.ts'
import { type BlockRef, findCommonAncestor, rollBack } from './reorg.ts'
import type { ChainTransfersTable } from './schema.ts'
import { readTokenInfo, readTokenUri, storedTokens, storeTokens, type TokenInfo } from './tokens.ts'
import { landingsOf, readLandings, settleSponsorships } from '../paymaster/landings.ts'

/** keccak256('Transfer(address,address,uint256)'): the same topic for ERC-20 and ERC-721 */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** block hashes kept for finding a common ancestor; deeper reorgs re-index the chain from scratch */
const KEPT_BLOCKS = 1024

export interface IndexPassOptions {
  /** blocks read per pass */
  batchSize?: number
}

export interface IndexPass {
  /** first and last block stored by this pass (to < from when nothing was new) */
  from: number
  to: number
  head: number
  caughtUp: boolean
  /** the block the index was rolled back to when the chain reorganised (-1: from scratch) */
  rolledBackTo?: number
}

interface RawLog {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  blockHash: string
  transactionHash: string
  logIndex: string
}

const addressFromTopic = (topic: string) => `0x${topic.slice(26)}`.toLowerCase()
const pad = (value: number | string, width: number) => String(value).padStart(width, '0')

export function sortKey(minedAtMs: number, chainId: number, blockNumber: number, txIndex: number): string {
  return `${pad(minedAtMs, 15)}:${pad(chainId, 10)}:${pad(blockNumber, 15)}:${pad(txIndex, 6)}`
}

async function readCursor(db: Kysely<Database>, chainId: number): Promise<BlockRef | undefined> {
  const row = await db.selectFrom('chain_cursors').selectAll().where('chain_id', '=', chainId).executeTakeFirst()
  return row ? { number: Number(row.block_number), hash: row.block_hash } : undefined
}

export async function indexChainOnce(
  context: CloudContext,
  chainId: number,
  options: IndexPassOptions = {},
): Promise<IndexPass> {
  const chain = findChain(context, chainId)
  if (!chain) throw new Error(`Chain ${chainId} is not configured`)
  const client = chainClient(chain)
  const { db } = context
  let cursor = await readCursor(db, chainId)
  let rolledBackTo: number | undefined
  if (cursor) {
    const current = await client.getBlock({ blockNumber: BigInt(cursor.number) }).catch(() => null)
    if (current?.hash !== cursor.hash) {
      cursor = await findCommonAncestor(db, client, chainId, cursor.number)
      await rollBack(db, chainId, cursor, context.now())
      rolledBackTo = cursor?.number ?? -1
    }
  }
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  const from = cursor ? cursor.number + 1 : 0
  const to = Math.min(head, from + (options.batchSize ?? 500) - 1)
  const idle = { from, to: from - 1, head, caughtUp: true, rolledBackTo }
  if (from > head) return idle

  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const [blocks, logs, sponsored] = await Promise.all([
    Promise.all(numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true }))),
    client.request({
      method: 'eth_getLogs',
      // one query for the three events: the first topic matches any of them
      params: [
        {
          fromBlock: toHex(from),
          toBlock: toHex(to),
          topics: [[TRANSFER_TOPIC, APPROVAL_TOPIC, APPROVAL_FOR_ALL_TOPIC]],
        },
      ],
    }) as Promise<RawLog[]>,
    readLandings(client, chain, from, to) as Promise<RawLog[]>,
  ])
  // a batch must hang together (each block's parent is the one before, logs from these very blocks); if a reorg
  // raced this pass, store nothing: the next pass sees the changed chain and rolls back
  const linked = blocks.every(
    (block, i) => block.parentHash === (i === 0 ? (cursor?.hash ?? block.parentHash) : blocks[i - 1]!.hash),
  )
  const hashes = new Map(blocks.map((block) => [Number(block.number), block.hash as string]))
  if (!linked || [...logs, ...sponsored].some((log) => hashes.get(Number(log.blockNumber)) !== log.blockHash))
    return { ...idle, caughtUp: false }

  const rows: Insertable<ChainTransfersTable>[] = []
  const txs = new Map(blocks.flatMap((block) => block.transactions.map((tx) => [tx.hash, { tx, block }] as const)))
  const valueTxs = [...txs.values()].filter(({ tx }) => tx.value > 0n)
  const receipts = await Promise.all(valueTxs.map(({ tx }) => client.getTransactionReceipt({ hash: tx.hash })))
  const base = (hash: string) => {
    const { tx, block } = txs.get(hash as Hash)!
    const minedAtMs = Number(block.timestamp) * 1000
    return {
      chain_id: chainId,
      tx_hash: tx.hash,
      block_number: Number(block.number),
      block_hash: block.hash as string,
      tx_index: tx.transactionIndex,
      mined_at: new Date(minedAtMs).toISOString(),
      sort_key: sortKey(minedAtMs, chainId, Number(block.number), tx.transactionIndex),
      tx_from: tx.from.toLowerCase(),
      tx_to: tx.to?.toLowerCase() ?? null,
    }
  }
  valueTxs.forEach(({ tx }, i) => {
    const receipt = receipts[i]!
    rows.push({
      ...base(tx.hash),
      log_index: -1,
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
      kind: 'native',
      contract: null,
      from_address: tx.from.toLowerCase(),
      to_address: (tx.to ?? receipt.contractAddress ?? '').toLowerCase(),
      amount: tx.value.toString(),
      token_id: null,
    })
  })
  const kinds = new Map<string, TokenInfo['kind']>()
  const touchedNfts = new Map<string, NftKey>()
  for (const log of logs) {
    if (log.topics[0] !== TRANSFER_TOPIC) continue
    const contract = log.address.toLowerCase()
    const [, fromTopic, toTopic, idTopic] = log.topics
    if (!fromTopic || !toTopic || !txs.has(log.transactionHash as Hash)) continue
    const nft = log.topics.length === 4 && idTopic !== undefined
    if (!nft && (log.topics.length !== 3 || log.data.length !== 66)) continue // not an ERC-20/721 Transfer
    const tokenId = nft ? BigInt(idTopic).toString() : null
    if (!kinds.has(contract)) kinds.set(contract, nft ? 'erc721' : 'erc20')
    if (tokenId !== null) touchedNfts.set(nftKey({ contract, tokenId }), { contract, tokenId })
    rows.push({
      ...base(log.transactionHash),
      log_index: Number(log.logIndex),
      status: 'confirmed', // a reverted transaction leaves no logs
      kind: nft ? 'erc721' : 'erc20',
      contract,
      from_address: addressFromTopic(fromTopic),
      to_address: addressFromTopic(toTopic),
      amount: nft ? '1' : BigInt(log.data).toString(),
      token_id: tokenId,
    })
  }

  const approvals = approvalRows(
    chainId,
    logs.filter((log) => txs.has(log.transactionHash as Hash)),
  )
  // an approved token's symbol and decimals are read once, as a transferred one's are
  for (const approval of approvals)
    if (!kinds.has(approval.contract)) kinds.set(approval.contract, approval.kind === 'allowance' ? 'erc20' : 'erc721')

  const known = await storedTokens(db, chainId, [...kinds.keys()])
  const newTokens = await Promise.all(
    [...kinds]
      .filter(([address]) => !known.has(address))
      .map(([address, kind]) => readTokenInfo(client, address, kind)),
  )
  const tokenUris = await newNftUris(db, client, chainId, [...touchedNfts.values()])

  const last = blocks.at(-1)!
  await db.transaction().execute(async (trx) => {
    await storeTokens(trx, chainId, newTokens)
    for (const chunk of chunks(
      blocks.map((block) => ({ chain_id: chainId, number: Number(block.number), hash: block.hash as string })),
      500,
    )) {
      await trx
        .insertInto('chain_blocks')
        .values(chunk)
        .onConflict((conflict) => conflict.columns(['chain_id', 'number']).doNothing())
        .execute()
    }
    for (const chunk of chunks(rows, 200)) {
      await trx
        .insertInto('chain_transfers')
        .values(chunk)
        .onConflict((conflict) => conflict.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
        .execute()
    }
    for (const chunk of chunks(approvals, 200)) {
      await trx
        .insertInto('chain_approvals')
        .values(chunk)
        .onConflict((conflict) => conflict.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
        .execute()
    }
    await refreshNftOwners(trx, chainId, [...touchedNfts.values()], tokenUris)
    const next = {
      block_number: Number(last.number),
      block_hash: last.hash as string,
      updated_at: context.now().toISOString(),
    }
    await trx
      .insertInto('chain_cursors')
      .values({ chain_id: chainId, ...next })
      .onConflict((conflict) => conflict.column('chain_id').doUpdateSet(next))
      .execute()
    await trx
      .deleteFrom('chain_blocks')
      .where('chain_id', '=', chainId)
      .where('number', '<', to - KEPT_BLOCKS)
      .execute()
    await settleSponsorships(trx, chainId, landingsOf(sponsored), Number(last.timestamp))
  })
  return { from, to, head, caughtUp: to === head, rolledBackTo }
}

/** tokenURI of tokens seen for the first time (read once, like token metadata) */
async function newNftUris(db: Kysely<Database>, client: PublicClient, chainId: number, tokens: NftKey[]) {
  const uris = new Map<string, string | null>()
  if (tokens.length === 0) return uris
  const stored = await db
    .selectFrom('chain_nfts')
    .select(['contract', 'token_id'])
    .where('chain_id', '=', chainId)
    .where('contract', 'in', [...new Set(tokens.map((token) => token.contract))])
    .execute()
  const seen = new Set(stored.map((row) => nftKey({ contract: row.contract, tokenId: row.token_id })))
  const fresh = tokens.filter((token) => !seen.has(nftKey(token)))
  const read = await Promise.all(fresh.map((token) => readTokenUri(client, token.contract, token.tokenId)))
  fresh.forEach((token, i) => uris.set(nftKey(token), read[i]!))
  return uris
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = []
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size))
  return result
}
