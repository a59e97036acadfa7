// Entities of SPEC §3, shared by every package.

/** the chain namespaces SPEC §1 supports */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const
/** A chain family by its CAIP namespace: 'eip155' (EVM), 'solana', 'bip122' (Bitcoin)… */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
/** A network's CAIP-2 id, namespace and chain: 'eip155:1'. */
export type CaipNetworkId = `${string}:${string}`
/** An account's CAIP-10 id, network and address: 'eip155:1:0xd8da…6045'. */
export type CaipAddress = `${string}:${string}:${string}`

/**
 * How a wallet is reached: announced in the browser (EIP-6963), injected, paired by QR code, embedded (email and
 * social), or one wallet across several namespaces.
 */
export type ConnectorType =
  | 'MULTI_CHAIN'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'ID_AUTH'

/** A wallet the modal can connect to, as an adapter lists it. */
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

/** A network's own coin, which pays its fees. */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/**
 * A chain an app works with: its ids, name, coin, RPC and explorer; make one with `defineNetwork` and list it in
 * `networks`.
 */
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

/** What an account is: a key-pair account, a smart account, or Bitcoin's payment and ordinal accounts. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** One account of a connected wallet. */
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

/**
 * Whether a namespace has a wallet, and whether it answers. connecting: being restored or made; reconnecting: the
 * transport is down and being retried; stale: the wallet did not answer a liveness check, so actions will probably fail
 * until it answers again.
 */
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
  /** a session restored from storage on load, until its transport has delivered what the wallet sent while the page
   * was closed (a deletion among it) */
  | 'sessionRestoring'
  /** the restored session's transport delivered everything stored for it and the session is still there */
  | 'sessionRestored'
  /** the wallet ended the session (deleted it, listed no account, or its provider went away) */
  | 'sessionEnded'
  /** the session reached its expiry */
  | 'sessionExpired'
  /** the embedded wallet's frame did not load or stopped answering */
  | 'frameUnreachable'

/**
 * A namespace's connected account: its status, address, every account of the wallet, and the embedded wallet's user.
 */
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

/** A wallet connected in a namespace, with its accounts and network (several with multi-wallet). */
export interface Connection {
  connectorId: string
  accounts: { address: string }[]
  caipNetwork?: Network
}

/** The connected wallet's name and icon, as the Account view shows them. */
export interface WalletInfo {
  name: string
  icon?: string
  identifier?: string
  social?: string
}

/** A wallet connected before, listed first in the Connect view. */
export interface RecentWallet {
  id: string
  rdns?: string
  name?: string
  imageUrl?: string
}

/** A token the account holds, with its quantity and price, as the Account view lists it. */
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

/** The app as wallets show it when asked to connect: name, description, address and icons. */
export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** The modal's light or dark look. */
export type ThemeMode = 'light' | 'dark'

/**
 * The `--latch-*` CSS variables an app sets to fit the modal to its brand: accent, background, font, radius, z-index.
 */
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

/** A way to connect the Connect view offers: email, a social login, or a wallet; `connectMethodsOrder` orders them. */
export type ConnectMethod = 'email' | 'social' | 'wallet'
/** A group of the Connect view's wallet list; `walletsOrder` orders them. */
export type WalletGroup = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'
