// createLatch: the instance a page holds from its first line. What first paint reads (the store, the stored account
// restored on mount, the Connect view's settings) is here; every feature loads once the page has painted, or on the
// first action (builtLatch.ts, by import()), and each action runs there once it has.
import type { LatchLoaded } from './builtLatch.ts'
import { getDeepLinkChoice } from './pairing/deepLinkChoice.ts'
import { readAnalyticsConsent } from './cloud/analyticsConsent.ts'
import { connectViewSettings } from './connection/connectViewSettings.ts'
import type { EmailLoginState, SocialLoginState } from './headless/loginFlows.ts'
import type { FarcasterLoginState } from './headless/farcasterLogin.ts'
import type { ConnectState } from './headless/connectState.ts'
import type { WalletGroupEntries } from './headless/walletGroups.ts'
import type { WalletLinks } from './headless/walletLinks.ts'
import { createInstanceContext } from './instance/context.ts'
import { afterPaint, createFeatureLoader } from './instance/loadFeatures.ts'
import type { LatchOptions } from './instance/options.ts'
import { memberTable } from './instance/memberTable.ts'
import { restoreStoredState } from './instance/restore.ts'
import type { Latch } from './latchApi.ts'
import type { ProfileWallets } from './multiWallet/createMultiWallet.ts'
import { nameRuleError } from './names/rules.ts'
import type { ChainNamespace, ConnectionStatus } from './types.ts'

type Loaded = LatchLoaded['latch']
type Method<T> = (...args: never[]) => T
type ActionKey = { [K in keyof Loaded]: Loaded[K] extends Method<Promise<unknown>> ? K : never }[keyof Loaded]
type CommandKey = { [K in keyof Loaded]: Loaded[K] extends Method<void> ? K : never }[keyof Loaded]

// what the getters answer before the features load: stable values, so a UI reading them renders once, not in a loop
const NO_GROUPS: readonly WalletGroupEntries[] = Object.freeze([])
const NOT_CONNECTING: ConnectState = Object.freeze({ status: 'idle' })
const EMAIL_LOGIN: EmailLoginState = Object.freeze({ step: 'email' })
const SOCIAL_LOGIN: SocialLoginState = Object.freeze({ step: 'idle' })
const FARCASTER_LOGIN: FarcasterLoginState = Object.freeze({ step: 'idle' })
const NO_PROFILE_WALLETS: ProfileWallets = Object.freeze({ connections: [], recent: [] })
const NO_LINKS: WalletLinks = Object.freeze({ stores: [] })

/** the actions that answer a promise, run once the features have loaded */
const ACTIONS = [
  // connection
  'connect',
  'connectWallet',
  'getProvider',
  // a connect screen of the app's own (the modal's views read the same)
  'searchCatalogue',
  'loadPairingQr',
  // networks and balances
  'switchNetwork',
  'fetchBalance',
  'getBalance',
  // transactions and swaps
  'signMessage',
  'send',
  'getApprovals',
  'revokeApproval',
  'swapTokens',
  'swapQuote',
  'swapGasPrice',
  'swap',
  // sign in with X, email capture, names
  'disconnect',
  'signIn',
  'cancelSignIn',
  'startEmailCapture',
  'submitEmailCaptureCode',
  'removeCapturedEmail',
  'suggestNames',
  'registerName',
  // several wallets at once
  'switchConnection',
  'deleteConnection',
  // cloud
  'loadActivity',
  'loadNfts',
  'loadIdentity',
  'whenCloudReady',
  'setAnalyticsConsent',
  // onramp and pay
  'getOnrampOptions',
  'getOnrampQuotes',
  'openOnrampCheckout',
  'waitForOnrampFunds',
  'pay',
  'payBalance',
  'confirmPay',
  // embedded wallet
  'connectEmail',
  'submitEmailCode',
  'resendEmailCode',
  'connectSocial',
  'connectFarcaster',
  'connectPasskey',
  'startUpdateEmail',
  'submitUpdateEmailCode',
  'exportPrivateKey',
  'loadSignInMethods',
  'startLinkEmail',
  'submitLinkEmailCode',
  'linkPasskey',
  'unlinkSignInMethod',
  'linkWallet',
  'connectLinkedWallet',
  'linkSocial',
  'downloadRecoveryFile',
  'recoverFromFile',
  'signOutEverywhere',
  'switchAccountType',
] as const satisfies readonly ActionKey[]

/** the actions that answer nothing, run once the features have loaded */
const COMMANDS = [
  // modal
  'open',
  'close',
  'back',
  'navigate',
  'dismissAlert',
  'showToast',
  'dismissToast',
  // connection
  'preloadAdapters',
  // sign in with X, email capture, names
  'skipEmailCapture',
  // several wallets at once
  'openProfileWallets',
  // onramp and pay
  'cancelPay',
  // embedded wallet
  'preloadEmbeddedWallet',
  'showEmbeddedFrame',
  'hideEmbeddedFrame',
  // theme, locale, pairing
  'setThemeMode',
  'setThemeVariables',
  'setLocale',
  'setDeepLinkChoice',
] as const satisfies readonly CommandKey[]

/** each name's method, by name */
const byName = <K extends string, V>(names: readonly K[], make: (name: K) => V) =>
  Object.fromEntries(names.map((name) => [name, make(name)])) as Record<K, V>

const loadFailed = (error: unknown) => console.error('[latch] could not load its features', error)

/**
 * builds an instance without touching the page; in a browser it mounts at once unless `ssr` leaves that to the host
 *
 * @example
 * ```ts
 * import { createLatch, defineNetwork } from '@latch/core'
 * import { evmAdapter } from '@latch/evm'
 *
 * const mainnet = defineNetwork({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example.com'] } } })
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet], metadata })
 * latch.open()
 * ```
 */
export function createLatch(options: LatchOptions): Latch {
  const context = createInstanceContext(options)
  const { store, storage } = context
  const initialState = store.getState()
  const features = createFeatureLoader(context, initialState)
  // the statuses mount() restored from storage; the features' own mount starts from them once they load
  let statuses: Record<ChainNamespace, ConnectionStatus> | undefined
  // the features' actions, once built (at once when their code was fetched before, as for a second instance)
  let live: Loaded | undefined = features.loaded?.latch
  // mounted, an action waits for the adapters' setups too (a connector it names is listed by then)
  let featuresMounted = false
  let settingUp: Promise<void> | undefined
  const mountFeatures = (loaded: LatchLoaded) => {
    if (!statuses || featuresMounted) return settingUp
    featuresMounted = true
    settingUp = loaded.mount(statuses)?.finally(() => {
      settingUp = undefined
    })
    return settingUp
  }
  async function ready(): Promise<Loaded> {
    const loaded = await features.load()
    await mountFeatures(loaded)
    if (!live) {
      live = loaded.latch
      // what the getters answered before the load has changed: every subscriber reads again
      store.setState({})
    }
    return live
  }
  const now = () => (settingUp ? undefined : live)

  /** an action that answers a promise: run at once when loaded, else once the features have loaded */
  const action = <K extends ActionKey>(name: K): Latch[K] =>
    ((...args: unknown[]) => {
      const run = (latch: Loaded) => (latch[name] as (...values: unknown[]) => unknown)(...args)
      const loaded = now()
      return loaded ? run(loaded) : ready().then(run)
    }) as Latch[K]
  /** an action that answers nothing: run at once when loaded, else once the features have loaded */
  const command = <K extends CommandKey>(name: K): Latch[K] =>
    ((...args: unknown[]) => {
      const run = (latch: Loaded) => void (latch[name] as (...values: unknown[]) => unknown)(...args)
      const loaded = now()
      if (loaded) run(loaded)
      else ready().then(run, loadFailed)
    }) as Latch[K]

  const latch: Latch = memberTable({
    // the features' actions by name: the names are here once, the first chunk carries no method per name
    ...(byName(ACTIONS, action) as Pick<Latch, (typeof ACTIONS)[number]>),
    ...(byName(COMMANDS, command) as Pick<Latch, (typeof COMMANDS)[number]>),
    getState: store.getState,
    getInitialState: () => initialState,
    subscribe: store.subscribe,
    subscribeEvents: context.emitter.subscribe,
    mount() {
      if (statuses) return
      statuses = restoreStoredState(context)
      if (features.loaded) void mountFeatures(features.loaded)?.catch(loadFailed)
      else afterPaint(() => void ready().catch(loadFailed))
    },
    whenLoaded: () => ready().then(() => undefined),
    hasModal: options.modal !== false,
    // modal
    canClose: () => live?.canClose() ?? true,
    // connection
    connectView: connectViewSettings(options),
    isMobile: context.isMobile,
    // a connect screen of the app's own (the modal's views read the same)
    getWalletGroups: () => live?.getWalletGroups() ?? NO_GROUPS,
    getConnectState: () => live?.getConnectState() ?? NOT_CONNECTING,
    getPairingQr: () => live?.getPairingQr(),
    getWalletLinks: (wallet) => live?.getWalletLinks(wallet) ?? NO_LINKS,
    getEmailLogin: () => live?.getEmailLogin() ?? EMAIL_LOGIN,
    getSocialLogin: () => live?.getSocialLogin() ?? SOCIAL_LOGIN,
    getFarcasterLogin: () => live?.getFarcasterLogin() ?? FARCASTER_LOGIN,
    // networks and balances
    // the known chains' image ids come with the features: before, only a network's own image
    networkImage: (network) => live?.networkImage(network) ?? network.assets?.imageUrl,
    // sign in with X, email capture, names
    getSession: () => live?.getSession(),
    nameRuleError,
    // several wallets at once
    getProfileWallets: () => live?.getProfileWallets() ?? NO_PROFILE_WALLETS,
    // cloud
    get catalogue() {
      return live ? live.catalogue : options.catalogue
    },
    hasDataService: Boolean(options.cloudUrl),
    getAnalyticsConsent: () => readAnalyticsConsent(storage),
    // onramp and pay
    payRequest: () => live?.payRequest(),
    // theme, locale, pairing
    getDeepLinkChoice: () => getDeepLinkChoice(storage),
  })
  if (!options.ssr && typeof window !== 'undefined') latch.mount()
  return latch
}
