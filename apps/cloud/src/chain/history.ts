// Transaction history of an address from the index (SPEC §3 Transaction), newest first, one page at a time.
// The cursor is the opaque sort key of the last transaction of the previous page.
import type { ExpressionBuilder, Selectable } from 'kysely'
import { formatUnits, getAddress } from 'viem'
import type { CloudContext } from '../context.ts'
import type { Database } from '../db/schema.ts'
import { caip2, findChain } from './chains.ts'
import { ZERO_ADDRESS } from './nftOwners.ts'
import { priceOf, valueOf } from './prices.ts'
import type { ChainTransfersTable } from './schema.ts'
import { storedTokens, type TokenInfo } from './tokens.ts'

export type OperationType = 'send' | 'receive' | 'mint' | 'burn' | 'execute'

export interface Transfer {
  direction: 'in' | 'out'
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
  quantity: { numeric: string }
  value: number
  price: number
}

export interface Transaction {
  id: string
  metadata: {
    operationType: OperationType
    status: 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
    minedAt: string
    chain: string
    hash: string
    blockNumber: number
  }
  transfers: Transfer[]
}

export interface HistoryQuery {
  address: string
  chainId?: number
  cursor?: string
  limit: number
}

export interface Images {
  token(symbol: string): string
  nft(tokenUri: string | null, fallbackId: string): string
}

const SORT_KEY = /^\d{15}:\d{10}:\d{15}:\d{6}$/

export const encodeCursor = (sortKey: string) => Buffer.from(sortKey).toString('base64url')

/** the sort key inside a cursor, or undefined when it is not one of ours */
export function decodeCursor(cursor: string): string | undefined {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8')
  return SORT_KEY.test(sortKey) ? sortKey : undefined
}

type Row = Selectable<ChainTransfersTable>

/** from the address's point of view: minted to it, burned by it, sent by it, or received */
export function operationTypeOf(rows: Pick<Row, 'from_address' | 'to_address'>[], address: string): OperationType {
  if (rows.every((row) => row.from_address === ZERO_ADDRESS && row.to_address === address)) return 'mint'
  if (rows.every((row) => row.to_address === ZERO_ADDRESS && row.from_address === address)) return 'burn'
  return rows.some((row) => row.from_address === address) ? 'send' : 'receive'
}

export async function accountHistory(
  context: CloudContext,
  query: HistoryQuery,
  images: Images,
): Promise<{ data: Transaction[]; next: string | null }> {
  const { db } = context
  const involved = (eb: ExpressionBuilder<Database, 'chain_transfers'>) =>
    eb.or([eb('from_address', '=', query.address), eb('to_address', '=', query.address)])
  const keys = await db
    .selectFrom('chain_transfers')
    .select('sort_key')
    .where(involved)
    .$if(query.chainId !== undefined, (qb) => qb.where('chain_id', '=', query.chainId!))
    .$if(query.cursor !== undefined, (qb) => qb.where('sort_key', '<', query.cursor!))
    .groupBy('sort_key')
    .orderBy('sort_key', 'desc')
    .limit(query.limit + 1)
    .execute()
  const page = keys.slice(0, query.limit).map((key) => key.sort_key)
  if (page.length === 0) return { data: [], next: null }
  const rows: Row[] = await db
    .selectFrom('chain_transfers')
    .selectAll()
    .where('sort_key', 'in', page)
    .where(involved)
    .orderBy('sort_key', 'desc')
    .orderBy('log_index', 'asc')
    .execute()

  const byTx = new Map<string, Row[]>()
  for (const row of rows) byTx.set(row.sort_key, [...(byTx.get(row.sort_key) ?? []), row])
  const tokens = new Map<string, TokenInfo>()
  const spam = new Set<string>()
  const nftUris = new Map<string, string | null>()
  for (const chainId of new Set(rows.map((row) => row.chain_id))) {
    const ofChain = rows.filter((row) => row.chain_id === chainId)
    const contracts = [...new Set(ofChain.flatMap((row) => (row.contract ? [row.contract] : [])))]
    for (const [address, token] of await storedTokens(db, chainId, contracts))
      tokens.set(`${chainId}/${address}`, token)
    if (contracts.length === 0) continue
    const flagged = await db
      .selectFrom('chain_spam_contracts')
      .select('address')
      .where('chain_id', '=', chainId)
      .where('address', 'in', contracts)
      .execute()
    for (const row of flagged) spam.add(`${chainId}/${row.address}`)
    const nfts = await db
      .selectFrom('chain_nfts')
      .select(['contract', 'token_id', 'token_uri'])
      .where('chain_id', '=', chainId)
      .where('contract', 'in', contracts)
      .execute()
    for (const nft of nfts) nftUris.set(`${chainId}/${nft.contract}/${nft.token_id}`, nft.token_uri)
  }

  const transferOf = (row: Row): Transfer => {
    const direction = row.from_address === query.address ? 'out' : 'in'
    if (row.kind === 'erc721') {
      const token = tokens.get(`${row.chain_id}/${row.contract}`)
      const uri = nftUris.get(`${row.chain_id}/${row.contract}/${row.token_id}`) ?? null
      return {
        direction,
        nft_info: {
          name: `${token?.name ?? 'NFT'} #${row.token_id}`,
          content: { preview: { url: images.nft(uri, `${token?.symbol ?? 'NFT'} ${row.token_id}`) } },
          flags: { is_spam: spam.has(`${row.chain_id}/${row.contract}`) },
        },
        quantity: { numeric: '1' },
        value: 0,
        price: 0,
      }
    }
    const native = findChain(context, row.chain_id)?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const token = row.kind === 'erc20' ? tokens.get(`${row.chain_id}/${row.contract}`) : undefined
    const symbol = row.kind === 'native' ? native.symbol : (token?.symbol ?? '')
    const decimals = row.kind === 'native' ? native.decimals : (token?.decimals ?? 18)
    const numeric = formatUnits(BigInt(row.amount), decimals)
    const price = priceOf(context, row.chain_id, row.contract ?? 'native')
    return {
      direction,
      fungible_info: {
        name: row.kind === 'native' ? native.name : (token?.name ?? symbol),
        symbol,
        icon: { url: images.token(symbol) },
      },
      quantity: { numeric },
      value: valueOf(numeric, price),
      price,
    }
  }

  const data = page.map((key): Transaction => {
    const txRows = byTx.get(key)!
    const first = txRows[0]!
    const failed = txRows.some((row) => row.status === 'failed')
    return {
      id: `${caip2(first.chain_id)}:${first.tx_hash}`,
      metadata: {
        operationType: operationTypeOf(txRows, query.address),
        status: failed ? 'failed' : 'confirmed',
        sentFrom: getAddress(first.tx_from),
        sentTo: first.tx_to ? getAddress(first.tx_to) : '',
        minedAt: first.mined_at,
        chain: caip2(first.chain_id),
        hash: first.tx_hash,
        blockNumber: Number(first.block_number),
      },
      transfers: txRows.map(transferOf),
    }
  })
  return { data, next: keys.length > query.limit ? encodeCursor(page.at(-1)!) : null }
}
