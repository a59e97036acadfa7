// What an app passes to createLatch.
import type { Adapter } from '../adapter.ts'
import type { CatalogueWallet, WalletCatalogue } from '../catalogue.ts'
import type { RemoteFeatureValues } from '../cloud/featureDefaults.ts'
import type { EmbeddedWallet } from '../embedded/types.ts'
import type { SIWXConfig } from '../siwx/types.ts'
import type { StorageLike } from '../storage.ts'
import type {
  CaipNetworkId,
  ConnectMethod,
  Metadata,
  Network,
  ThemeMode,
  ThemeVariables,
  WalletGroup,
} from '../types.ts'
import type { LatchInitialState } from './initialState.ts'

/**
 * What an app passes to createLatch: the adapters and networks, the project and its metadata, the theme, the wallets to
 * list, and the features to turn on.
 */
export interface LatchOptions {
  adapters: Adapter[]
  networks: readonly [Network, ...Network[]]
  defaultNetwork?: Network
  projectId?: string
  metadata?: Metadata
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** restore the last connection on load; default true */
  enableReconnect?: boolean
  /** where the session is kept: localStorage by default, `cookieStorage` to let a server render it */
  storage?: StorageLike
  /** true leaves `mount()` to the host (<LatchProvider> calls it after hydration); default: createLatch mounts in a browser */
  ssr?: boolean
  /**
   * false: no modal is ever mounted (<LatchProvider> and the `<latch-*>` elements load none of its code); the app
   * draws its own connect screen from the headless getters and hooks. Default true
   */
  modal?: boolean
  /** the state to start with, from `cookieToInitialState(options, cookieHeader)` on the server and the client alike */
  initialState?: LatchInitialState
  /** fungible tokens to list in the Account view and offer in Send, per network (ERC-20 contracts, SPL mints); the
   * symbol and name stand in where the chain keeps none (an SPL mint) */
  tokens?: Partial<Record<CaipNetworkId, { address: string; symbol?: string; name?: string }[]>>
  connectMethodsOrder?: ConnectMethod[]
  walletTypeOrder?: WalletGroup[]
  /** the wallets AllWallets pages through; without it only discovered wallets are listed */
  catalogue?: WalletCatalogue
  /** catalogue ids, rdns or names of wallets never to list (SPEC §5); catalogue ids are left out of its requests */
  excludeWalletIds?: string[]
  /** catalogue ids of the wallets Connect lists first, in this order (SPEC §2 group featured) */
  featuredWalletIds?: string[]
  /** catalogue ids: only these are recommended and listed in AllWallets */
  includeWalletIds?: string[]
  /** the app's own wallets, listed in Connect after the featured ones (SPEC §2 group custom) */
  customWallets?: CatalogueWallet[]
  /** the modal's language ('de', 'pt-BR', …); default: the browser's languages, else English */
  locale?: string
  /** defaults to a user-agent check */
  isMobile?: () => boolean
  /** sign-in options; setting both is a configuration error (SPEC §5) */
  siweConfig?: unknown
  /** sign in with X after connecting (SPEC §2 ): `{}` uses the Latch cloud; `required` keeps the modal open */
  siwx?: SIWXConfig
  /** the Latch cloud (apps/cloud) serving catalogue, features, analytics and blockchain data; needs projectId */
  cloudUrl?: string
  /** the `st` parameter of cloud calls (SPEC §7); default 'latch-react' */
  sdkType?: string
  /**
   * false turns analytics and error reports off (SPEC §9); 'consent' sends nothing until
   * `latch.setAnalyticsConsent(true)`; default on
   */
  analytics?: boolean | 'consent'
  /** local remote-feature settings; the project's configuration wins over them (SPEC §4) */
  features?: Partial<RemoteFeatureValues>
  /** show identity names on testnets too (R-3.27 keeps them to mainnets; see cloud/identity.ts) */
  identityOnTestnets?: boolean
  /** email and social login through a frame (`embeddedWallet` from @latch/frame); lists the AUTH connector */
  embeddedWallet?: EmbeddedWallet
}
