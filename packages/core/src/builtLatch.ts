// The loaded instance: every feature over the context (features.ts), and the public Latch object naming each
// feature's actions. createLatch (latch.ts) loads this module once the page has painted, or on first use.
import type { CreateEmbeddedBridge } from './embedded/types.ts'
import type { InstanceContext } from './instance/context.ts'
import type { LatchState } from './instance/state.ts'
import type { Latch } from './latchApi.ts'
import { createFeatures } from './features.ts'
import type { ChainNamespace, ConnectionStatus } from './types.ts'

/** every feature built over the instance's context, and the public object naming each one's actions */
export function buildLatch(
  context: InstanceContext,
  initialState: LatchState,
  createEmbeddedBridge?: CreateEmbeddedBridge,
): LatchLoaded {
  const { store, options } = context
  const { failures, mount, actions } = createFeatures(context, createEmbeddedBridge)
  const {
    modal,
    connection,
    networks,
    balances,
    transactions,
    swaps,
    signedIn,
    multiWallet,
    cloud,
    onramp,
    pay,
    embedded,
    theme,
    locale,
    pairing,
    headless,
  } = actions

  // every public action: a failure is wrapped with a category, reported to analytics and rethrown (SPEC §8)
  const latch: Omit<Latch, 'mount' | 'whenLoaded'> = failures.boundary<Omit<Latch, 'mount' | 'whenLoaded'>>({
    getState: store.getState,
    getInitialState: () => initialState,
    subscribe: store.subscribe,
    subscribeEvents: context.emitter.subscribe,
    hasModal: options.modal !== false,
    // modal
    open: modal.open,
    close: modal.close,
    canClose: modal.canClose,
    back: modal.back,
    navigate: modal.navigate,
    dismissAlert: modal.dismissAlert,
    showToast: modal.showToast,
    dismissToast: modal.dismissToast,
    // connection
    connect: connection.connect,
    connectWallet: connection.connectWallet,
    getProvider: connection.getProvider,
    preloadAdapters: connection.preloadAdapters,
    connectView: connection.connectView,
    isMobile: connection.isMobile,
    // a connect screen of the app's own (the modal's views read the same)
    getWalletGroups: headless.getWalletGroups,
    searchCatalogue: headless.searchCatalogue,
    getConnectState: headless.getConnectState,
    getPairingQr: headless.getPairingQr,
    loadPairingQr: headless.loadPairingQr,
    getWalletLinks: headless.getWalletLinks,
    getEmailLogin: headless.getEmailLogin,
    getSocialLogin: headless.getSocialLogin,
    getFarcasterLogin: headless.getFarcasterLogin,
    // networks and balances
    switchNetwork: networks.switchNetwork,
    networkImage: networks.networkImage,
    fetchBalance: balances.fetchBalance,
    getBalance: balances.getBalance,
    // transactions and swaps
    signMessage: transactions.signMessage,
    send: transactions.send,
    getApprovals: transactions.getApprovals,
    revokeApproval: transactions.revokeApproval,
    swapTokens: swaps.swapTokens,
    swapQuote: swaps.swapQuote,
    swapGasPrice: swaps.swapGasPrice,
    swap: swaps.swap,
    // sign in with X (its disconnect revokes the sessions first), email capture, names
    disconnect: signedIn.disconnect,
    signIn: signedIn.signIn,
    cancelSignIn: signedIn.cancelSignIn,
    getSession: signedIn.getSession,
    startEmailCapture: signedIn.startEmailCapture,
    submitEmailCaptureCode: signedIn.submitEmailCaptureCode,
    skipEmailCapture: signedIn.skipEmailCapture,
    removeCapturedEmail: signedIn.removeCapturedEmail,
    nameRuleError: signedIn.nameRuleError,
    suggestNames: signedIn.suggestNames,
    registerName: signedIn.registerName,
    // several wallets at once
    getProfileWallets: multiWallet.getProfileWallets,
    switchConnection: multiWallet.switchConnection,
    deleteConnection: multiWallet.deleteConnection,
    openProfileWallets: multiWallet.openProfileWallets,
    // cloud
    catalogue: cloud.catalogue,
    hasDataService: cloud.hasDataService,
    loadActivity: cloud.loadActivity,
    loadNfts: cloud.loadNfts,
    loadIdentity: cloud.loadIdentity,
    whenCloudReady: cloud.whenCloudReady,
    getAnalyticsConsent: cloud.getAnalyticsConsent,
    setAnalyticsConsent: cloud.setAnalyticsConsent,
    // onramp and pay
    getOnrampOptions: onramp.getOnrampOptions,
    getOnrampQuotes: onramp.getOnrampQuotes,
    openOnrampCheckout: onramp.openOnrampCheckout,
    waitForOnrampFunds: onramp.waitForOnrampFunds,
    pay: pay.pay,
    payRequest: pay.payRequest,
    payBalance: pay.payBalance,
    confirmPay: pay.confirmPay,
    cancelPay: pay.cancelPay,
    // embedded wallet
    preloadEmbeddedWallet: embedded.preloadEmbeddedWallet,
    connectEmail: embedded.connectEmail,
    submitEmailCode: embedded.submitEmailCode,
    resendEmailCode: embedded.resendEmailCode,
    connectSocial: embedded.connectSocial,
    connectFarcaster: embedded.connectFarcaster,
    connectPasskey: embedded.connectPasskey,
    startUpdateEmail: embedded.startUpdateEmail,
    submitUpdateEmailCode: embedded.submitUpdateEmailCode,
    exportPrivateKey: embedded.exportPrivateKey,
    loadSignInMethods: embedded.loadSignInMethods,
    startLinkEmail: embedded.startLinkEmail,
    submitLinkEmailCode: embedded.submitLinkEmailCode,
    linkPasskey: embedded.linkPasskey,
    unlinkSignInMethod: embedded.unlinkSignInMethod,
    linkWallet: embedded.linkWallet,
    connectLinkedWallet: embedded.connectLinkedWallet,
    linkSocial: embedded.linkSocial,
    downloadRecoveryFile: embedded.downloadRecoveryFile,
    recoverFromFile: embedded.recoverFromFile,
    signOutEverywhere: embedded.signOutEverywhere,
    switchAccountType: embedded.switchAccountType,
    showEmbeddedFrame: embedded.showEmbeddedFrame,
    hideEmbeddedFrame: embedded.hideEmbeddedFrame,
    // theme, locale, pairing
    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,
    setLocale: locale.setLocale,
    getDeepLinkChoice: pairing.getDeepLinkChoice,
    setDeepLinkChoice: pairing.setDeepLinkChoice,
  })
  let mounted = false
  let adaptersSetUp: Promise<void> | undefined
  return {
    latch,
    mount(statuses) {
      if (!mounted) {
        mounted = true
        adaptersSetUp = mount(statuses)
      }
      return adaptersSetUp
    },
  }
}

/** the loaded instance's actions, and the features' half of mount (the stored statuses it restores from), run once:
 * a promise while an adapter's setup is still loading, settled when every one has run */
export interface LatchLoaded {
  readonly latch: Omit<Latch, 'mount' | 'whenLoaded'>
  mount(statuses: Record<ChainNamespace, ConnectionStatus>): Promise<void> | undefined
}
