// createLatch: one context (options, store, storage, events, adapters), each feature built over it, and the public
// Latch object binding their actions. Features that need each other get functions, late-bound where circular.
import { createBalances } from './balances/createBalances.ts'
import { createCloudBridge } from './cloud/createCloudBridge.ts'
import { createAccountEvents } from './connection/accountEvents.ts'
import type { AdapterEventHandlers } from './connection/adapterEvents.ts'
import { createConnection } from './connection/createConnection.ts'
import { createEmbeddedBridge } from './embedded/createEmbeddedBridge.ts'
import { createInstanceContext } from './instance/context.ts'
import { createMount } from './instance/mount.ts'
import type { LatchOptions } from './instance/options.ts'
import type { Latch } from './latchApi.ts'
import { createModal } from './modal/createModal.ts'
import { createNetworks } from './networks/createNetworks.ts'
import { createPairing } from './pairing/createPairing.ts'
import { createTheme } from './theme/createTheme.ts'
import { createTransactions } from './transactions/createTransactions.ts'

const defaultIsMobile = () =>
  typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)

/** builds an instance without touching the page; in a browser it mounts at once unless `ssr` leaves that to the host */
export function createLatch(options: LatchOptions): Latch {
  const context = createInstanceContext(options)
  const initialState = context.store.getState()

  const modal = createModal(context, {
    onClose(parameters) {
      embedded.onClose(parameters)
      pairing.cancelRefresh()
    },
  })
  const cloud = createCloudBridge(context, { showAlert: modal.showAlert })
  const { fetchBalance } = createBalances(context, { cloudBalances: cloud.balances })
  const refreshBalance = () => void fetchBalance({ force: true })
  const networks = createNetworks(context, {
    openView: modal.openView,
    close: modal.close,
    showAlert: modal.showAlert,
    fetchBalance: () => fetchBalance(),
  })
  const accounts = createAccountEvents(context, { setActiveNetwork: networks.setActiveNetwork, fetchBalance: () => fetchBalance() })
  const pairing = createPairing(context, { reconnect: (connectorId) => connection.connect(connectorId) })
  const embedded = createEmbeddedBridge(context, {
    show: modal.show,
    openView: modal.openView,
    open: () => modal.open(),
    closeSettled: modal.closeSettled,
    back: modal.back,
    connect: (connectorId) => connection.connect(connectorId),
    refreshBalance,
    onDisconnected: accounts.onDisconnected,
  })
  const connection = createConnection(context, {
    accounts,
    close: modal.close,
    cancelPairingRefresh: pairing.cancelRefresh,
    applyPreferredAccountType: embedded.applyPreferredAccountType,
    forgetLogin: embedded.forgetLogin,
  })
  const transactions = createTransactions(context, { refreshBalance, afterSend: cloud.afterSend })
  const theme = createTheme(context, { syncEmbedded: embedded.setTheme })

  const handlers: AdapterEventHandlers = {
    accountChanged: accounts.onAccountChanged,
    switchNetwork: (namespace, { chainId }) => networks.setActiveNetwork(namespace, chainId),
    disconnect: (namespace) => accounts.onAdapterDisconnect(namespace),
    connectors: (namespace, { connectors }) => accounts.setConnectors(namespace, connectors),
    connections: (namespace, { connections }) => accounts.setConnections(namespace, connections),
    pairingUri: (_namespace, event) => pairing.onPairingUri(event),
  }
  const mount = createMount(context, {
    handlers,
    ...(embedded.frame ? { embeddedFrame: embedded.frame } : {}),
    restoreEmbedded: embedded.restore,
    startCloud: cloud.startWhenIdle,
  })

  const latch: Latch = {
    getState: context.store.getState,
    getInitialState: () => initialState,
    subscribe: context.store.subscribe,
    subscribeEvents: context.emitter.subscribe,
    mount,

    open: modal.open,
    close: modal.close,
    back: modal.back,
    navigate: modal.navigate,
    dismissAlert: modal.dismissAlert,
    showToast: modal.showToast,
    dismissToast: modal.dismissToast,

    connect: connection.connect,
    disconnect: connection.disconnect,
    getProvider: connection.getProvider,
    preloadAdapters: connection.preloadAdapters,
    connectView: {
      methodsOrder: options.connectMethodsOrder,
      walletTypeOrder: options.walletTypeOrder,
      excludeWalletIds: options.excludeWalletIds,
      socials: options.embeddedWallet?.socials,
    },
    isMobile: options.isMobile ?? defaultIsMobile,

    switchNetwork: networks.switchNetwork,
    fetchBalance,
    signMessage: transactions.signMessage,
    send: transactions.send,

    catalogue: cloud.catalogue,
    hasDataService: cloud.hasDataService,
    loadActivity: cloud.loadActivity,
    loadNfts: cloud.loadNfts,
    loadIdentity: cloud.loadIdentity,
    whenCloudReady: cloud.whenReady,

    preloadEmbeddedWallet: embedded.preload,
    connectEmail: embedded.connectEmail,
    submitEmailCode: embedded.submitEmailCode,
    resendEmailCode: embedded.resendEmailCode,
    connectSocial: embedded.connectSocial,
    connectFarcaster: embedded.connectFarcaster,
    startUpdateEmail: embedded.startUpdateEmail,
    submitUpdateEmailCode: embedded.submitUpdateEmailCode,
    showEmbeddedFrame: embedded.showFrame,
    hideEmbeddedFrame: embedded.hideFrame,

    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,

    getDeepLinkChoice: pairing.getDeepLinkChoice,
    setDeepLinkChoice: pairing.setDeepLinkChoice,
  }

  if (!options.ssr && typeof window !== 'undefined') mount()
  return latch
}
