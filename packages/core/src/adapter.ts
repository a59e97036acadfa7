// The one interface core knows adapters by (DESIGN: react -> core <- adapters).
import type { EmbeddedFrame } from './embedded/types.ts'
import type { SIWXMessageFields } from './siwx/types.ts'
import type { AccountEntry, ChainNamespace, Connection, ConnectionStatusReason, Connector, Network } from './types.ts'

/**
 * What an adapter reports to the instance: account and chain changes, disconnects, and the connectors it found, each
 * with its payload.
 */
export interface AdapterEvents {
  /** the wallet's account or chain changed, or a connection was restored; `allAccounts` when the wallet types its
   * accounts (Bitcoin's payment and ordinal), else each of `accounts` is an eoa */
  accountChanged: {
    address: string
    chainId: number | string
    connectorId: string
    accounts: string[]
    allAccounts?: AccountEntry[]
    /** a restored session the adapter cannot vouch for yet (its transport has not delivered what the wallet sent
     * meanwhile, or is down): the account starts with this status instead of connected, until a health report */
    health?: { status: 'reconnecting' | 'stale'; reason: ConnectionStatusReason }
  }
  switchNetwork: { chainId: number | string }
  /** the session ended; `reason` says why when the wallet or its session told (deleted, expired, no account) */
  disconnect: { connectorId?: string; reason?: ConnectionStatusReason }
  /** a liveness check's result on a live session: the wallet answered, did not answer, or its transport is down;
   * `connectorId` names the connector whose session it is (a pairing session spans namespaces) */
  health: { status: 'connected' | 'reconnecting' | 'stale'; reason: ConnectionStatusReason; connectorId?: string }
  connectors: { connectors: Connector[] }
  connections: { connections: Connection[] }
  /** a pairing link to show as a QR code or open as a deep link (SPEC §2 ConnectingWalletConnect) */
  pairingUri: { uri: string; expiresAt: number }
  /** a provider the adapter needs (the pairing provider) could not start: reported and logged, its alert shown once (SPEC §8) */
  providerInitFailed: { error: unknown }
}

export type AdapterEventName = keyof AdapterEvents
/** How an adapter sends one of its AdapterEvents to the instance. */
export type AdapterEmit = <E extends AdapterEventName>(event: E, payload: AdapterEvents[E]) => void

/** What the instance gives an adapter when it sets it up: the networks, storage and emitter it works with. */
export interface AdapterContext {
  /** the configured networks of this adapter's namespace */
  networks: readonly Network[]
  /** every configured network, of every namespace (a pairing proposal names them all) */
  allNetworks: readonly Network[]
  emit: AdapterEmit
  /** whether the last session left this namespace connected (reconnect on load) */
  shouldReconnect: boolean
  /** the connector that namespace was connected through, when reconnecting (AUTH and WALLET_CONNECT span namespaces) */
  lastConnectorId?: string
  /** whether the visitor disconnected this connector in the app: a wallet that authorizes the site again by
   * itself (accountsChanged, a Wallet Standard `change` with accounts) is then not connected without a click. Read at
   * the time of the wallet's event; core always gives it */
  disconnectedByVisitor?(connectorId: string): boolean
  /** values the instance's adapters share, by key: the pairing session one adapter opens and the others follow
   * (SHARED_PAIRING); one map per instance, never module state */
  shared: Map<string, unknown>
  /** whether the visitor is on a mobile device (the app's isMobile, else a user-agent check); core always gives it */
  isMobile?(): boolean
  /** the embedded wallet's frame, loaded once on first call; absent when no embedded wallet is configured */
  embedded?: () => Promise<EmbeddedFrame>
}

/** The account and chain a wallet connected with, as an adapter's `connect` resolves. */
export interface ConnectResult {
  address: string
  chainId: number | string
  accounts: string[]
  /** typed accounts (Bitcoin's payment and ordinal, R-3.17); absent: each of `accounts` is an eoa */
  allAccounts?: AccountEntry[]
}

/** the AdapterContext.shared key of the pairing session: the adapter offering WalletConnect puts its options there,
 * and the universal adapter's provider, made once, is kept beside them (packages/pairing/src/shared.ts) */
export const SHARED_PAIRING = 'latch:pairing'

/** the AdapterContext.shared key of the instance's request hand-off (core's, for the pairing session's requests on a
 * phone: packages/core/src/pairing/requestHandOff.ts), held as `() => Promise<RequestHandOff>` so it loads on use */
export const SHARED_REQUEST_HAND_OFF = 'latch:requestHandOff'

/** A native-coin or token transfer as the instance hands it to the adapter of the active namespace. */
export interface SendParameters {
  to: string
  /** amount in the smallest unit */
  value: bigint
  /** ERC-20 (or other fungible) contract; absent for the native coin */
  tokenAddress?: string
}

/** An amount in the smallest unit of a coin or token, with its decimals and symbol to show it. */
export interface Balance {
  value: bigint
  decimals: number
  symbol: string
  name: string
}

/** a wallet's one-step sign-in: the message it wrote, its signature (as signMessage writes it) and the account */
export interface SignedSignIn {
  message: string
  signature: string
  address: string
}

/**
 * One chain namespace's bridge between the instance and its wallets (eip155, solana, bip122): it lists connectors,
 * connects, signs, sends and reads balances. Write one to add a namespace; pass it in `adapters` of createLatch.
 */
export interface Adapter {
  namespace: ChainNamespace
  /** SPEC §5's address rule of the namespace, checked before a send (eip155 and solana have core's own) */
  isAddress?(value: string): boolean
  /** start discovery and, when asked, reconnect; must not block first paint. A setup that loads its code first
   * returns a promise: the instance's actions wait for it */
  setup(context: AdapterContext): void | Promise<void>
  /** fetch the code setup() will load, without running it: the instance asks as it starts fetching its own features,
   * so a visitor's early press waits for one round of requests, not two */
  prefetchSetup?(): void
  /** load the heavy part ahead of need (for example when the modal opens) */
  preload?(): Promise<void>
  connect(parameters: { connectorId: string; network?: Network }): Promise<ConnectResult>
  disconnect(parameters?: { connectorId?: string }): Promise<void>
  switchNetwork(network: Network): Promise<void>
  getBalance(parameters: { address: string; network: Network; tokenAddress?: string }): Promise<Balance>
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /** CAIP-122 sign-in in one step where the wallet offers it (Solana's solana:signIn): the wallet writes the message
   * from the fields and signs it; undefined when it cannot, and core has signMessage sign the text it builds */
  signIn?(fields: SIWXMessageFields): Promise<SignedSignIn | undefined>
  sendTransaction(parameters: SendParameters & { network: Network }): Promise<string>
  /** the network fee a transfer from `from` would pay, in the smallest unit (Solana's gas estimate, SPEC §7) */
  estimateFee?(parameters: SendParameters & { network: Network; from: string }): Promise<bigint>
  /** the wallet's EIP-1193 provider on eip155, the Wallet Standard wallet (or pairing provider) on solana, for hosts
   * that talk to it directly */
  getProvider(): Promise<unknown>
}
