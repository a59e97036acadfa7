// The public Latch instance, written out: what a dApp, @latch/react and the tests call. Internals (options, the
// store's setState, the cloud client, the embedded controller) stay out of it.
import type { WalletCatalogue } from './catalogue.ts'
import type { FetchBalanceParameters } from './balances/createBalances.ts'
import type { EmbeddedRect, SocialLogin } from './embedded/types.ts'
import type { LatchEventListener } from './instance/events.ts'
import type { LatchState, Toast } from './instance/state.ts'
import type { OpenParameters } from './modal/createModal.ts'
import type { RouteData, ViewName } from './modal/router.ts'
import type { DeepLinkChoice } from './pairing/pairing.ts'
import type { SendRequest } from './transactions/createTransactions.ts'
import type { ChainNamespace, ConnectMethod, Network, ThemeMode, ThemeVariables, WalletGroup } from './types.ts'

/** what the app configured for the Connect view: method and wallet-group order, hidden wallets, socials */
export interface ConnectViewSettings {
  readonly methodsOrder?: readonly ConnectMethod[]
  readonly walletTypeOrder?: readonly WalletGroup[]
  readonly excludeWalletIds?: readonly string[]
  /** the embedded wallet's social logins, in order; undefined without an embedded wallet */
  readonly socials?: readonly SocialLogin[]
}

/** the instance itself: its state, its events and its lifecycle */
export interface InstanceActions {
  /** the current state; the UI reads it through subscribe */
  getState(): LatchState
  /** the state the instance was created with: the server snapshot, so a server and the first client render agree */
  getInitialState(): LatchState
  /** called after every state change; returns the unsubscribe */
  subscribe(listener: () => void): () => void
  /** the instance's events (MODAL_OPEN, CONNECT_SUCCESS, …); returns the unsubscribe */
  subscribeEvents(listener: LatchEventListener): () => void
  /** reads storage, sets up the adapters and starts the cloud; idempotent (createLatch calls it unless `ssr`) */
  mount(): void
}

export interface ModalActions {
  /** opens on Connect, or Account once connected, unless a view is given */
  open(parameters?: OpenParameters): void
  close(): void
  /** the previous view; closes at the first */
  back(): void
  navigate(view: ViewName, data?: RouteData): void
  dismissAlert(): void
  showToast(message: string, variant?: Toast['variant']): void
  dismissToast(): void
}

export interface ConnectionActions {
  /** connects through a listed connector; a failure shows in state.connectError */
  connect(connectorId: string): Promise<void>
  /** disconnects the active namespace (every namespace for a pairing or embedded connector) */
  disconnect(): Promise<void>
  /** the connected wallet's provider (EIP-1193 on eip155) */
  getProvider(namespace?: ChainNamespace): Promise<unknown>
  /** loads the adapters' heavy parts once the modal has painted (the UI calls it) */
  preloadAdapters(): void
  /** the Connect view's settings (the UI reads them) */
  readonly connectView: ConnectViewSettings
  /** whether the visitor is on a mobile device (the UI shows deep links then) */
  isMobile(): boolean
}

export interface NetworkActions {
  /** switches the wallet (when connected) and the active network; one not configured alerts APKT001 */
  switchNetwork(network: Network): Promise<void>
}

export interface BalanceActions {
  /** refreshes the active account's balances (cloud first, RPC after) */
  fetchBalance(parameters?: FetchBalanceParameters): Promise<void>
}

export interface TransactionActions {
  /** signs with the active account; resolves with the signature */
  signMessage(message: string): Promise<string>
  /** validates (SPEC §5), sends and resolves with the transaction hash once mined */
  send(request: SendRequest): Promise<string>
}

export interface CloudActions {
  /** the wallets AllWallets pages through: the app's catalogue, the cloud's, or none */
  readonly catalogue: WalletCatalogue | undefined
  /** true with a cloudUrl: the NFTs and Activity tabs have a data service */
  readonly hasDataService: boolean
  loadActivity(parameters?: { more?: boolean }): Promise<void>
  loadNfts(): Promise<void>
  loadIdentity(): Promise<void>
  /** resolves once the cloud client has started and applied the project's configuration; rejects without a cloudUrl */
  whenCloudReady(): Promise<void>
}

/** the embedded wallet's actions; each rejects with an Error whose message is the text to show */
export interface EmbeddedActions {
  /** starts loading the frame while the visitor types an email */
  preloadEmbeddedWallet(): void
  connectEmail(email: string): Promise<void>
  submitEmailCode(code: string): Promise<void>
  resendEmailCode(): Promise<void>
  /** call it synchronously from the click: it opens the pop-up first (farcaster opens none) */
  connectSocial(provider: SocialLogin): Promise<void>
  /** Sign In With Farcaster: ConnectingFarcaster shows state.embedded.farcasterUrl as a QR code */
  connectFarcaster(): Promise<void>
  startUpdateEmail(newEmail: string): Promise<void>
  submitUpdateEmailCode(code: string): Promise<void>
  /** places the frame's approval card over the ApproveTransaction placeholder */
  showEmbeddedFrame(rect: EmbeddedRect): void
  hideEmbeddedFrame(): void
}

export interface ThemeActions {
  setThemeMode(themeMode: ThemeMode): void
  /** merged over the current variables */
  setThemeVariables(themeVariables: ThemeVariables): void
}

export interface PairingActions {
  /** the mobile deep link the visitor last chose (SPEC §3) */
  getDeepLinkChoice(): DeepLinkChoice | undefined
  setDeepLinkChoice(choice: DeepLinkChoice): void
}

/** one modal instance: each feature's actions, bound to it */
export interface Latch
  extends InstanceActions,
    ModalActions,
    ConnectionActions,
    NetworkActions,
    BalanceActions,
    TransactionActions,
    CloudActions,
    EmbeddedActions,
    ThemeActions,
    PairingActions {}
