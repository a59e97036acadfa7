// The state of one modal instance, read by the UI through subscribe/getState.
import type { RemoteFeatureValues } from '../cloud/featureDefaults.ts'
import type { CloudState } from '../cloud/types.ts'
import type { Alert, TEXTS } from '../errors.ts'
import type { EmbeddedState } from '../embedded/types.ts'
import type { Locale } from '../locale/locales.ts'
import type { RouterState } from '../modal/router.ts'
import type { SIWXState } from '../siwx/types.ts'
import type {
  AccountState,
  ChainNamespace,
  Connection,
  ConnectionStatusReason,
  Connector,
  Network,
  RecentWallet,
  ThemeMode,
  ThemeVariables,
  TokenBalance,
  WalletInfo,
} from '../types.ts'

/** the name of one of core's own fixed texts (TEXTS) */
export type CoreTextName = {
  [K in keyof typeof TEXTS]: (typeof TEXTS)[K] extends string ? K : never
}[keyof typeof TEXTS]

/** A short message the modal shows over its view: its text and whether it reports success, an error, or information. */
export interface Toast {
  message: string
  variant: 'success' | 'error' | 'info'
  /** which of core's texts the message is, so the modal shows it in the visitor's language; a dApp's own toast has none */
  text?: CoreTextName
}

/**
 * Everything the modal shows, in one object: open or closed, the view, the accounts, networks, balances and the alert;
 * read it with `getState()` or `useLatchState()`.
 */
export interface LatchState {
  open: boolean
  /** on while a wallet or the embedded wallet syncs (SPEC §4) */
  loading: boolean
  router: RouterState
  themeMode: ThemeMode
  /** the modal's language (the UI loads its messages) */
  locale: Locale
  themeVariables: ThemeVariables
  networks: readonly Network[]
  activeNamespace: ChainNamespace
  activeNetwork: Network
  /** true when the wallet is on a network the app did not configure */
  unsupportedNetwork: boolean
  accounts: Partial<Record<ChainNamespace, AccountState>>
  connections: Partial<Record<ChainNamespace, Connection[]>>
  connectors: Connector[]
  recentWallets: RecentWallet[]
  connectedWalletInfo?: WalletInfo
  /** the stored address each namespace is restoring on load, while its status is `connecting`: what a button shows
   * ("Reconnecting...") before the wallet answers; never an account the instance acts for */
  restoring?: Partial<Record<ChainNamespace, string>>
  /** the error of the last connection attempt, shown in ConnectingExternal with a retry: a LatchError with its code
   * (`ConnectionRejected`, `FailedToConnect`, …) whenever Latch raised it */
  connectError?: Error
  /** the connector of the last connection attempt (the email/social one included); cleared when the modal closes */
  connectingConnectorId?: string
  /** the pairing link of the current attempt; cleared on close */
  pairingUri?: string
  /** when that link stops being offered (4 minutes after it was made, SPEC §4) */
  pairingExpiresAt?: number
  balance?: { value: bigint; decimals: number; symbol: string }
  tokenBalances: TokenBalance[]
  alert?: Alert
  toast?: Toast
  /** remote features: the project's configuration once fetched, else the app's settings over defaults */
  features: RemoteFeatureValues
  /** the Account view's NFTs, Activity and identity from the cloud (empty without a cloudUrl) */
  cloud: CloudState
  /** the embedded wallet's login, update-email and approval state (docs/design/embedded.md) */
  embedded: EmbeddedState
  /** sign-in sessions (SPEC §2 SIWXSignMessage), empty without the `siwx` option */
  siwx: SIWXState
  /** DataCapture's step: the address typed, then its code (undefined when not capturing) */
  dataCapture?: { step: 'email' | 'code' | 'done'; email?: string }
}

export const disconnectedAccount = (reason?: ConnectionStatusReason): AccountState => ({
  status: 'disconnected',
  allAccounts: [],
  ...(reason ? { statusReason: reason } : {}),
})
