// Tables of the chain feature: what the indexer followed, and what it found. Addresses are stored lowercase.
import type { ColumnType } from 'kysely'

/** PostgreSQL returns bigint columns as strings; SQLite as numbers */
type BigintColumn = ColumnType<number | string, number, number>

export type TransferKind = 'native' | 'erc20' | 'erc721'
export type TransferStatus = 'confirmed' | 'failed'

/** the last block indexed per chain: resume point and reorg check */
export interface ChainCursorsTable {
  chain_id: number
  block_number: BigintColumn
  block_hash: string
  updated_at: string
}

/** hashes of recent indexed blocks, to find the common ancestor after a reorg */
export interface ChainBlocksTable {
  chain_id: number
  number: BigintColumn
  hash: string
}

/** one row per native value transfer (log_index -1) or Transfer log */
export interface ChainTransfersTable {
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: BigintColumn
  block_hash: string
  tx_index: number
  mined_at: string
  /** time, chain, block, tx position, zero-padded: newest-first order and the history cursor */
  sort_key: string
  tx_from: string
  tx_to: string | null
  status: TransferStatus
  kind: TransferKind
  contract: string | null
  from_address: string
  to_address: string
  /** wei or token units as a decimal string; '1' for an NFT */
  amount: string
  token_id: string | null
}

export interface ChainTokensTable {
  chain_id: number
  address: string
  kind: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** current NFT owners, derived from the indexed transfers */
export interface ChainNftsTable {
  chain_id: number
  contract: string
  token_id: string
  owner: string
  token_uri: string | null
}

/** contracts whose NFT transfers are flagged as spam (flags.is_spam) */
export interface ChainSpamContractsTable {
  chain_id: number
  address: string
}

export type ApprovalKind = 'allowance' | 'operator'

/** one row per ERC-20 Approval or ApprovalForAll log: the standing pairs are each pair's latest row (approvals.ts) */
export interface ChainApprovalsTable {
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: BigintColumn
  owner: string
  /** the token (allowance) or the collection (operator) */
  contract: string
  /** the spender (allowance) or the operator */
  spender: string
  kind: ApprovalKind
  /** the allowance in token units as a decimal string; '1' or '0' for an operator flag */
  amount: string
}

/** a chain indexed before approvals were: the approval logs of the blocks below `below` are still to be read */
export interface ChainApprovalsBackfillTable {
  chain_id: number
  below: BigintColumn
}

export interface ChainTables {
  chain_cursors: ChainCursorsTable
  chain_blocks: ChainBlocksTable
  chain_transfers: ChainTransfersTable
  chain_tokens: ChainTokensTable
  chain_nfts: ChainNftsTable
  chain_spam_contracts: ChainSpamContractsTable
  chain_approvals: ChainApprovalsTable
  chain_approvals_backfill: ChainApprovalsBackfillTable
}
