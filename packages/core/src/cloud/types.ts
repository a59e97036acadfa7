// The cloud's HTTP shapes the client reads (team CLOUD.md, SPEC §3 Transaction, Token balance) and the
// state the modal shows from them.

export interface CloudBalance {
  name: string
  symbol: string
  /** CAIP-2 */
  chainId: string
  /** CAIP-10 for tokens; absent for the native coin */
  address?: string
  value?: number
  price?: number
  /** numeric: a decimal string in whole units */
  quantity: { decimals: string | number; numeric: string }
  iconUrl?: string
}

export type OperationType = 'send' | 'receive' | 'mint' | 'burn' | 'execute' | (string & {})

/** One movement of a token or an NFT in a transaction of the Activity list, as the cloud reports it. */
export interface CloudTransfer {
  direction: 'in' | 'out' | (string & {})
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string | null } | null } | null
  nft_info?: {
    name?: string
    content?: { preview?: { url?: string | null } | null } | null
    flags?: { is_spam?: boolean } | null
  } | null
  quantity: { numeric: string }
  value?: number | null
  price?: number | null
}

/** One transaction of the Activity list, as the cloud reports it: its kind, status, time and transfers. */
export interface CloudTransaction {
  id: string
  metadata: {
    operationType: OperationType
    status: 'confirmed' | 'failed' | (string & {})
    sentFrom: string
    sentTo: string
    /** ISO date */
    minedAt: string
    chain?: string
    hash: string
    blockNumber?: number | string
  }
  transfers: CloudTransfer[]
}

export interface HistoryPage {
  data: CloudTransaction[]
  next: string | null
}

/** One NFT the account holds, as the cloud reports it for the NFTs list. */
export interface CloudNft {
  chainId: string
  contract: string
  tokenId: string
  name?: string | null
  symbol?: string | null
  tokenUri?: string | null
  previewUrl?: string | null
}

/** The account's name (ENS or Latch name) and avatar, as the cloud resolves them. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** Where a list the modal loads from the cloud stands: not asked, loading, loaded or failed. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error'

/** what the Account view's NFTs and Activity tabs and its identity line show (state.cloud) */
export interface CloudState {
  /** the address and CAIP-2 network the lists below belong to */
  scope?: { address: string; chainId: string }
  activity: { status: LoadStatus; transactions: CloudTransaction[]; next: string | null; loadingMore: boolean }
  nfts: { status: LoadStatus; items: CloudNft[] }
  identity?: Identity
}

export const emptyCloudState = (): CloudState => ({
  activity: { status: 'idle', transactions: [], next: null, loadingMore: false },
  nfts: { status: 'idle', items: [] },
})
