// createLatch: one context, every feature over it (features.ts), and the public Latch object naming each feature's
// actions.
import { createInstanceContext } from './instance/context.ts'
import type { LatchOptions } from './instance/options.ts'
import type { Latch } from './latchApi.ts'
import { createFeatures } from './features.ts'

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
  const { store } = context
  const initialState = store.getState()
  const { failures, mount, actions } = createFeatures(context)
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
  const latch: Latch = failures.boundary<Latch>({
    getState: store.getState,
    getInitialState: () => initialState,
    subscribe: store.subscribe,
    subscribeEvents: context.emitter.subscribe,
    mount,
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
  if (!options.ssr && typeof window !== 'undefined') mount()
  return latch
}
