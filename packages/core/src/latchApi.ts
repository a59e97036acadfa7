// The public Latch instance, written out: what a dApp, @latch/react and the tests call. Internals (options, the
// store's setState, the cloud client, the embedded controller) stay out of it.
import type { LiveApproval } from './approvals/live.ts'
import type { Balance } from './adapter.ts'
import type { CatalogueWallet, WalletCatalogue } from './catalogue.ts'
import type { FetchBalanceParameters } from './balances/createBalances.ts'
import type { EmbeddedActions } from './embedded/embeddedActions.ts'
import type { SocialLogin } from './embedded/types.ts'
import type { HeadlessActions } from './headless/headlessActions.ts'
import type { LatchEventListener } from './instance/events.ts'
import type { LatchState, Toast } from './instance/state.ts'
import type { OpenParameters } from './modal/createModal.ts'
import type { RouteData, ViewName } from './modal/router.ts'
import type { DeepLinkChoice } from './pairing/pairing.ts'
import type { DataCaptureActions } from './dataCapture/createDataCapture.ts'
import type { MultiWalletActions } from './multiWallet/createMultiWallet.ts'
import type { NamesActions } from './names/createNames.ts'
import type { OnrampActions } from './onramp/createOnramp.ts'
import type { PayActions } from './pay/createPay.ts'
import type { SiwxActions } from './siwx/createSiwx.ts'
import type { SendRequest } from './transactions/createTransactions.ts'
import type { SwapActions } from './swaps/types.ts'
import type { ChainNamespace, ConnectMethod, Network, ThemeMode, ThemeVariables, WalletGroup } from './types.ts'

export type { EmbeddedActions } from './embedded/embeddedActions.ts'
export type { HeadlessActions } from './headless/headlessActions.ts'

/** what the app configured for the Connect view: method and wallet-group order, hidden wallets, socials */
export interface ConnectViewSettings {
  /** the app's connect-method order (SPEC §2), else the default */
  readonly methodsOrder?: readonly ConnectMethod[]
  /** wallet groups to list first (SPEC §2) */
  readonly walletTypeOrder?: readonly WalletGroup[]
  /** catalogue ids, rdns or names of wallets never listed (SPEC §5) */
  readonly excludeWalletIds?: readonly string[]
  /** catalogue ids listed first in Connect (SPEC §2 featured) */
  readonly featuredWalletIds?: readonly string[]
  /** catalogue ids: the only ones recommended or listed in AllWallets */
  readonly includeWalletIds?: readonly string[]
  /** the app's own wallets (SPEC §2 custom) */
  readonly customWallets?: readonly CatalogueWallet[]
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
  /**
   * Loads the instance's features now if they have not loaded yet (they load once the page has painted after mount,
   * or on the first action) and resolves once they have: until then the state is the stored one and the getters
   * answer their empty values.
   * @example
   * ```ts
   * await latch.whenLoaded()
   * const groups = latch.getWalletGroups()
   * ```
   */
  whenLoaded(): Promise<void>
  /** false with `createLatch({ modal: false })`: no modal mounts, the app draws its own screens (headless) */
  readonly hasModal: boolean
}

export interface ModalActions {
  /** opens on Connect, or Account once connected, unless a view is given */
  open(parameters?: OpenParameters): void
  /** closes; pending embedded-wallet requests are rejected; refused while canClose() is false */
  close(): void
  /** false while sign-in is required and the connected account has no session: the UI hides Close */
  canClose(): boolean
  /** the previous view; closes at the first */
  back(): void
  /** pushes a view (next transition) */
  navigate(view: ViewName, data?: RouteData): void
  /** clears state.alert (SPEC §8 alerts) */
  dismissAlert(): void
  /** shows a toast in the modal (the UI's copy and send confirmations) */
  showToast(message: string, variant?: Toast['variant']): void
  /** clears state.toast */
  dismissToast(): void
}

export interface ConnectionActions {
  /** connects through a listed connector (a MULTI_CHAIN one in `namespace`, else the active one's); a failure shows
   * in state.connectError */
  connect(connectorId: string, namespace?: ChainNamespace): Promise<void>
  /**
   * Connects a catalogue wallet picked from a list (featured, recommended, All Wallets): one that opens by a link (a
   * phone or desktop app) pairs over the pairing connector, its view named after it with an "Open" link of its own
   * beside the QR code; any other wallet, or any without a pairing connector, shows where to get it.
   * @example
   * ```ts
   * const [ledger] = (await latch.searchCatalogue({ search: 'Ledger Live' })).wallets
   * if (ledger) await latch.connectWallet(ledger)
   * ```
   */
  connectWallet(wallet: CatalogueWallet): Promise<void>
  /** disconnects the active namespace (every namespace for a pairing or embedded connector) */
  disconnect(): Promise<void>
  /** the connected wallet's provider (EIP-1193 on eip155) */
  getProvider(namespace?: ChainNamespace): Promise<unknown>
  /** loads the adapters' heavy parts ahead of a connection (the modal calls it when a pointer is over, or the focus
   * on, a wallet's row) */
  preloadAdapters(): void
  /** the Connect view's settings (the UI reads them) */
  readonly connectView: ConnectViewSettings
  /** whether the visitor is on a mobile device (the UI shows deep links then) */
  isMobile(): boolean
}

export interface NetworkActions {
  /** switches the wallet (when connected) and the active network; one not configured alerts APKT001; across
   * namespaces it switches at once when connected there or through the same wallet, else opens SwitchActiveChain */
  switchNetwork(network: Network): Promise<void>
  /** the network's logo: its own image, else the cloud's asset image (undefined: none known); until the features have
   * loaded, only its own image */
  networkImage(network: Network): string | undefined
}

export interface BalanceActions {
  /** refreshes the active account's balances (cloud first, RPC after) */
  fetchBalance(parameters?: FetchBalanceParameters): Promise<void>
  /** reads a namespace's account balance on its network over the adapter (the native coin, or a token); undefined
   * while that namespace has no connected account */
  getBalance(parameters?: { namespace?: ChainNamespace; tokenAddress?: string }): Promise<Balance | undefined>
}

export interface TransactionActions {
  /** signs with the active account; resolves with the signature */
  signMessage(message: string): Promise<string>
  /** validates (SPEC §5), sends and resolves with the transaction hash once mined */
  send(request: SendRequest): Promise<string>
  /** the connected EVM account's ERC-20 allowances and NFT operator approvals that still stand on the active network,
   * from the cloud's indexer when the app has a `cloudUrl` (else, or when the cloud does not index the network, from the
   * chain's Approval / ApprovalForAll logs), always with the current allowances */
  getApprovals(): Promise<LiveApproval[]>
  /** takes one approval back (approve 0, or setApprovalForAll false) through the connected wallet; resolves with the
   * transaction hash once mined; RevokeFailed if it reverted */
  revokeApproval(approval: LiveApproval): Promise<string>
}

export interface CloudActions {
  /** the wallets AllWallets pages through: the app's catalogue, the cloud's, or none */
  readonly catalogue: WalletCatalogue | undefined
  /** true with a cloudUrl: the NFTs and Activity tabs have a data service */
  readonly hasDataService: boolean
  /** the Activity tab's history into state.cloud.activity; `more` pages on */
  loadActivity(parameters?: { more?: boolean }): Promise<void>
  /** the NFTs tab's items into state.cloud.nfts */
  loadNfts(): Promise<void>
  /** the account's registered name and avatar into state.cloud.identity */
  loadIdentity(): Promise<void>
  /** resolves once the cloud client has started and applied the project's configuration; rejects without a cloudUrl */
  whenCloudReady(): Promise<void>
  /** the visitor's stored analytics choice; undefined when not asked yet (a consent banner shows then) */
  getAnalyticsConsent(): boolean | undefined
  /**
   * grants or withdraws the visitor's consent to analytics, stored like the other settings: with
   * `analytics: 'consent'` nothing is sent before it is granted; a withdrawal stops every later event
   */
  setAnalyticsConsent(consent: boolean): Promise<void>
}

export interface ThemeActions {
  /** light or dark; the embedded wallet's frame follows */
  setThemeMode(themeMode: ThemeMode): void
  /** merged over the current variables */
  setThemeVariables(themeVariables: ThemeVariables): void
}

export interface LocaleActions {
  /** switches the modal's language at run time ('ar', 'zh-TW', …); an unknown tag falls back to its language, else English */
  setLocale(locale: string): void
}

export interface PairingActions {
  /** the mobile deep link the visitor last chose (SPEC §3) */
  getDeepLinkChoice(): DeepLinkChoice | undefined
  /** stores the deep link the visitor chose on mobile */
  setDeepLinkChoice(choice: DeepLinkChoice): void
}

/** one modal instance: each feature's actions, bound to it */
export interface Latch
  extends InstanceActions,
    ModalActions,
    ConnectionActions,
    HeadlessActions,
    NetworkActions,
    BalanceActions,
    TransactionActions,
    SwapActions,
    CloudActions,
    EmbeddedActions,
    ThemeActions,
    LocaleActions,
    PairingActions,
    SiwxActions,
    DataCaptureActions,
    MultiWalletActions,
    NamesActions,
    OnrampActions,
    PayActions {}
