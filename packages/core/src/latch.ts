// createLatch: the instance a page holds from its first line. What first paint reads (the store, the stored account
// restored on mount, the Connect view's settings) is here; every feature loads once the page has painted, or on the
// first action (builtLatch.ts, by import()), and each action runs there once it has.
import type { LatchLoaded } from './builtLatch.ts'
import { getDeepLinkChoice } from './pairing/pairing.ts'
import { readAnalyticsConsent } from './cloud/analyticsConsent.ts'
import { connectViewSettings } from './connection/connectViewSettings.ts'
import type { EmailLoginState, SocialLoginState } from './headless/loginFlows.ts'
import type { FarcasterLoginState } from './headless/farcasterLogin.ts'
import type { ConnectState } from './headless/connectState.ts'
import type { WalletGroupEntries } from './headless/walletGroups.ts'
import { walletLinks } from './headless/walletLinks.ts'
import { createInstanceContext } from './instance/context.ts'
import { afterPaint, createFeatureLoader } from './instance/loadFeatures.ts'
import type { LatchOptions } from './instance/options.ts'
import { restoreStoredState } from './instance/restore.ts'
import type { Latch } from './latchApi.ts'
import type { ProfileWallets } from './multiWallet/createMultiWallet.ts'
import { nameRuleError } from './names/rules.ts'
import { networkImageUrl } from './networks/networkImage.ts'
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

  const latch: Latch = {
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
    open: command('open'),
    close: command('close'),
    canClose: () => live?.canClose() ?? true,
    back: command('back'),
    navigate: command('navigate'),
    dismissAlert: command('dismissAlert'),
    showToast: command('showToast'),
    dismissToast: command('dismissToast'),
    // connection
    connect: action('connect'),
    connectWallet: action('connectWallet'),
    getProvider: action('getProvider'),
    preloadAdapters: command('preloadAdapters'),
    connectView: connectViewSettings(options),
    isMobile: context.isMobile,
    // a connect screen of the app's own (the modal's views read the same)
    getWalletGroups: () => live?.getWalletGroups() ?? NO_GROUPS,
    searchCatalogue: action('searchCatalogue'),
    getConnectState: () => live?.getConnectState() ?? NOT_CONNECTING,
    getPairingQr: () => live?.getPairingQr(),
    loadPairingQr: action('loadPairingQr'),
    getWalletLinks: (wallet) => live?.getWalletLinks(wallet) ?? walletLinks(wallet, store.getState().pairingUri),
    getEmailLogin: () => live?.getEmailLogin() ?? EMAIL_LOGIN,
    getSocialLogin: () => live?.getSocialLogin() ?? SOCIAL_LOGIN,
    getFarcasterLogin: () => live?.getFarcasterLogin() ?? FARCASTER_LOGIN,
    // networks and balances
    switchNetwork: action('switchNetwork'),
    networkImage: (network) => networkImageUrl(network, options.cloudUrl),
    fetchBalance: action('fetchBalance'),
    getBalance: action('getBalance'),
    // transactions and swaps
    signMessage: action('signMessage'),
    send: action('send'),
    getApprovals: action('getApprovals'),
    revokeApproval: action('revokeApproval'),
    swapTokens: action('swapTokens'),
    swapQuote: action('swapQuote'),
    swapGasPrice: action('swapGasPrice'),
    swap: action('swap'),
    // sign in with X, email capture, names
    disconnect: action('disconnect'),
    signIn: action('signIn'),
    cancelSignIn: action('cancelSignIn'),
    getSession: () => live?.getSession(),
    startEmailCapture: action('startEmailCapture'),
    submitEmailCaptureCode: action('submitEmailCaptureCode'),
    skipEmailCapture: command('skipEmailCapture'),
    removeCapturedEmail: action('removeCapturedEmail'),
    nameRuleError,
    suggestNames: action('suggestNames'),
    registerName: action('registerName'),
    // several wallets at once
    getProfileWallets: () => live?.getProfileWallets() ?? NO_PROFILE_WALLETS,
    switchConnection: action('switchConnection'),
    deleteConnection: action('deleteConnection'),
    openProfileWallets: command('openProfileWallets'),
    // cloud
    get catalogue() {
      return live ? live.catalogue : options.catalogue
    },
    hasDataService: Boolean(options.cloudUrl),
    loadActivity: action('loadActivity'),
    loadNfts: action('loadNfts'),
    loadIdentity: action('loadIdentity'),
    whenCloudReady: action('whenCloudReady'),
    getAnalyticsConsent: () => readAnalyticsConsent(storage),
    setAnalyticsConsent: action('setAnalyticsConsent'),
    // onramp and pay
    getOnrampOptions: action('getOnrampOptions'),
    getOnrampQuotes: action('getOnrampQuotes'),
    openOnrampCheckout: action('openOnrampCheckout'),
    waitForOnrampFunds: action('waitForOnrampFunds'),
    pay: action('pay'),
    payRequest: () => live?.payRequest(),
    payBalance: action('payBalance'),
    confirmPay: action('confirmPay'),
    cancelPay: command('cancelPay'),
    // embedded wallet
    preloadEmbeddedWallet: command('preloadEmbeddedWallet'),
    connectEmail: action('connectEmail'),
    submitEmailCode: action('submitEmailCode'),
    resendEmailCode: action('resendEmailCode'),
    connectSocial: action('connectSocial'),
    connectFarcaster: action('connectFarcaster'),
    connectPasskey: action('connectPasskey'),
    startUpdateEmail: action('startUpdateEmail'),
    submitUpdateEmailCode: action('submitUpdateEmailCode'),
    exportPrivateKey: action('exportPrivateKey'),
    downloadRecoveryFile: action('downloadRecoveryFile'),
    recoverFromFile: action('recoverFromFile'),
    signOutEverywhere: action('signOutEverywhere'),
    switchAccountType: action('switchAccountType'),
    showEmbeddedFrame: command('showEmbeddedFrame'),
    hideEmbeddedFrame: command('hideEmbeddedFrame'),
    // theme, locale, pairing
    setThemeMode: command('setThemeMode'),
    setThemeVariables: command('setThemeVariables'),
    setLocale: command('setLocale'),
    getDeepLinkChoice: () => getDeepLinkChoice(storage),
    setDeepLinkChoice: command('setDeepLinkChoice'),
  }
  if (!options.ssr && typeof window !== 'undefined') latch.mount()
  return latch
}
