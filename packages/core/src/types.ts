// Entities of SPEC §3, shared by every package.

/** the chain namespaces SPEC §1 supports */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
export type CaipNetworkId = `${string}:${string}`
export type CaipAddress = `${string}:${string}:${string}`

export type ConnectorType =
  | 'MULTI_CHAIN'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'ID_AUTH'

export interface Connector {
  id: string
  name: string
  type: ConnectorType
  imageUrl?: string
  info?: { rdns?: string }
  explorerId?: string
  chain: ChainNamespace
  /** false when the connector is listed but its wallet is not installed */
  installed?: boolean
  /** MULTI_CHAIN only: the same wallet's connector in each namespace it speaks, one per namespace */
  connectors?: Connector[]
}

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface Network {
  id: number | string
  caipNetworkId: CaipNetworkId
  name: string
  chainNamespace: ChainNamespace
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export interface AccountEntry {
  address: string
  /** eoa by default; Bitcoin wallets give payment (index 0) and ordinal (index 1) accounts */
  type: AccountType
  publicKey?: string
  /** the derivation path, where the wallet tells it (Bitcoin accounts, R-3.20) */
  path?: string
  /** the namespace the account belongs to (Bitcoin accounts carry it, R-3.20) */
  namespace?: ChainNamespace
}

/** connecting: being restored or made; reconnecting: the transport is down and being retried; stale: the wallet did not
 * answer a liveness check, so actions will probably fail until it answers again */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'stale' | 'disconnected'

/** why a namespace's status is what it is, where a liveness check or the wallet said so (stable codes, translated by
 * the UI) */
export type ConnectionStatusReason =
  /** the wallet answered a liveness check (or connected) */
  | 'walletAnswered'
  /** the wallet did not answer a liveness check within its bound */
  | 'walletNoAnswer'
  /** the pairing relay's socket is down and being reopened */
  | 'relayDown'
  /** the wallet ended the session (deleted it, listed no account, or its provider went away) */
  | 'sessionEnded'
  /** the session reached its expiry */
  | 'sessionExpired'
  /** the embedded wallet's frame did not load or stopped answering */
  | 'frameUnreachable'

export interface AccountState {
  status: ConnectionStatus
  /** why the status is what it is, where known (stale and reconnecting always carry one) */
  statusReason?: ConnectionStatusReason
  address?: string
  caipAddress?: CaipAddress
  allAccounts: AccountEntry[]
  connectorId?: string
  /** embedded wallets only */
  user?: { username?: string; email?: string }
  /** embedded wallets only: the social provider, else 'email' */
  authProvider?: string
  accountType?: AccountType
  isSmartAccountDeployed?: boolean
}

export interface Connection {
  connectorId: string
  accounts: { address: string }[]
  caipNetwork?: Network
}

export interface WalletInfo {
  name: string
  icon?: string
  identifier?: string
  social?: string
}

export interface RecentWallet {
  id: string
  rdns?: string
  name?: string
  imageUrl?: string
}

export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export type ThemeMode = 'light' | 'dark'

export interface ThemeVariables {
  '--latch-accent'?: string
  '--latch-background'?: string
  '--latch-color-mix'?: string
  '--latch-color-mix-strength'?: number
  '--latch-font-family'?: string
  '--latch-font-size-master'?: string
  '--latch-border-radius-master'?: string
  '--latch-z-index'?: number
}

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletGroup = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'
