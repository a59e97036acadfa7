// createFeatures: every feature of one instance over one context (options, store, storage, events, signals,
// adapters), each built in dependency order from the features before it. Where an earlier feature needs a later one,
// it emits a signal (instance/signals.ts) the later one listens to once built. docs/design/features.md draws this
// graph, generated from this function.
import { createBalances } from './balances/createBalances.ts'
import { pollBalancesWhileOpen } from './balances/pollWhileOpen.ts'
import { createCloudBridge } from './cloud/createCloudBridge.ts'
import { createAccountEvents } from './connection/accountEvents.ts'
import { adapterEventHandlers } from './connection/adapterEvents.ts'
import { createConnection } from './connection/createConnection.ts'
import type { CreateEmbeddedBridge } from './embedded/types.ts'
import { withoutEmbeddedWallet } from './embedded/withoutEmbeddedWallet.ts'
import { createAlertOnce } from './instance/alertOnce.ts'
import type { InstanceContext } from './instance/context.ts'
import { createFailures } from './instance/failures.ts'
import { createHeadless } from './headless/createHeadless.ts'
import { createMount } from './instance/mount.ts'
import { createLocale } from './locale/createLocale.ts'
import { createModal } from './modal/createModal.ts'
import { createMultiWallet } from './multiWallet/createMultiWallet.ts'
import { createActiveNetwork } from './networks/activeNetwork.ts'
import { createNetworks } from './networks/createNetworks.ts'
import { createOnramp } from './onramp/createOnramp.ts'
import { createPay } from './pay/createPay.ts'
import { createPairing } from './pairing/createPairing.ts'
import { createSignedInFeatures } from './signedIn/createSignedInFeatures.ts'
import { createSiwxState } from './siwx/siwxState.ts'
import { createTheme } from './theme/createTheme.ts'
import { createTransactions } from './transactions/createTransactions.ts'
import { createSwaps } from './swaps/createSwaps.ts'
import type { ChainNamespace, ConnectionStatus } from './types.ts'

/** every feature of one instance, each built from those before it; `actions` holds each feature's public actions */
export function createFeatures(context: InstanceContext, createEmbeddedBridge?: CreateEmbeddedBridge) {
  const { store, signals } = context

  // the sign-in state first paint needs: the modal may not close while a required session is missing
  const siwxState = createSiwxState(context)
  const modal = createModal(context, { canClose: () => siwxState?.canClose() ?? true })
  // each alert once, whether the cloud or a failing provider raises it
  const alertOnce = createAlertOnce({ showAlert: modal.showAlert })
  const cloud = createCloudBridge(context, { showAlert: alertOnce })
  // SPEC §8: errors reported to analytics through the cloud
  const failures = createFailures({ alertOnce, report: cloud.reportError })
  const balances = createBalances(context, { cloudBalances: cloud.balances })
  const fetchBalance = () => balances.fetchBalance()
  const refreshBalance = () => void balances.fetchBalance({ force: true })

  const activeNetwork = createActiveNetwork(context, { openView: modal.openView, close: modal.actions.close })
  const { setActiveNetwork, followNetwork } = activeNetwork
  const accounts = createAccountEvents(context, { setActiveNetwork, followNetwork, fetchBalance })
  const pairing = createPairing(context)
  signals.on('modalClosing', () => pairing.cancelRefresh())
  const connection = createConnection(context, {
    accounts,
    setActiveNetwork,
    fetchBalance,
    close: modal.actions.close,
    cancelPairingRefresh: pairing.cancelRefresh,
    providerError: failures.providerError,
    // a connection does not close the modal over the sign-in step it leads to
    keepOpen: () => siwxState?.needsSession() ?? false,
  })
  signals.on('pairingLinkExpiring', ({ connectorId }) => void connection.actions.connect(connectorId))
  const networks = createNetworks(context, {
    setActiveNetwork,
    openView: modal.openView,
    showAlert: modal.showAlert,
    fetchBalance,
    connectAlongside: connection.connectAlongside,
  })

  // an email or social sign-in in progress: its GET_USER carries the sign-in message fields (SPEC §3 siwxMessage)
  let embeddedSignIns = 0
  const embedded =
    createEmbeddedBridge?.(context, {
      async connect(connectorId) {
        embeddedSignIns++
        try {
          await connection.actions.connect(connectorId)
        } finally {
          embeddedSignIns--
        }
      },
      show: modal.show,
      openView: modal.openView,
      open: () => modal.actions.open(),
      closeSettled: modal.closeSettled,
      showAlert: modal.showAlert,
      hasTransaction: modal.hasTransaction,
      popTransaction: modal.popTransaction,
      beginTransaction: modal.beginTransaction,
      providerInitFailed: failures.providerInitFailed,
      refreshBalance,
      onDisconnected: accounts.onDisconnected,
      disconnect: connection.disconnect,
    }) ?? withoutEmbeddedWallet()
  signals.on('modalClosing', ({ settled }) => embedded.onClose({ settled }))
  const headless = createHeadless(context, {
    connectView: connection.actions.connectView,
    catalogue: cloud.actions.catalogue,
    logins: embedded.actions,
  })
  signals.on('authConnected', ({ namespace }) => void embedded.applyPreferredAccountType(namespace))
  signals.on('authDisconnected', () => embedded.forgetLogin())

  const transactions = createTransactions(context, {
    refreshBalance,
    freshBalance: () => balances.fetchBalance({ force: true }),
    afterSend: cloud.afterSend,
    beginTransaction: modal.beginTransaction,
    cloudApprovals: cloud.approvals,
  })
  const swaps = createSwaps(context, {
    refreshBalance,
    afterSend: cloud.afterSend,
    beginTransaction: modal.beginTransaction,
  })
  // sign in with X, email capture and names: their state now, their code on first use (import()); its disconnect
  // revokes the sign-in sessions before the connection's
  const signedIn = createSignedInFeatures(context, {
    siwxState,
    modal,
    signMessage: transactions.actions.signMessage,
    signIn: transactions.signIn,
    switchNetwork: networks.actions.switchNetwork,
    disconnect: connection.disconnect,
    loadIdentity: cloud.actions.loadIdentity,
  })
  const multiWallet = createMultiWallet(context, {
    modal,
    connect: (connectorId) => connection.actions.connect(connectorId),
    disconnect: signedIn.actions.disconnect,
    switchNetwork: networks.actions.switchNetwork,
  })
  const pay = createPay(context, {
    modal,
    switchNetwork: networks.actions.switchNetwork,
    refreshBalance,
    afterSend: cloud.afterSend,
  })
  // a payment still open when the modal closes is cancelled (the dApp's promise rejects)
  signals.on('modalClosing', () => pay.onClose())
  const onramp = createOnramp(context, { refreshBalance })
  const theme = createTheme(context, { syncEmbedded: embedded.setTheme })
  const locale = createLocale(context)

  const mountAdapters = createMount(context, {
    handlers: adapterEventHandlers({
      accounts,
      setActiveNetwork,
      followNetwork,
      activeNamespace: () => store.getState().activeNamespace,
      onPairingUri: pairing.onPairingUri,
      providerInitFailed: (error) => failures.providerInitFailed(error),
    }),
    embeddedFrame:
      embedded.frame &&
      (() => embedded.frame!().then((frame) => signedIn.wrapEmbedded(frame, () => embeddedSignIns > 0))),
    restoreEmbedded: embedded.restore,
    startCloud: cloud.startWhenIdle,
    readBrowserPreferences() {
      locale.readBrowserLocale()
      theme.followSystem()
    },
  })
  const mount = (statuses: Record<ChainNamespace, ConnectionStatus>) => {
    signedIn.restore()
    const adaptersSetUp = mountAdapters(statuses)
    pollBalancesWhileOpen(store, () => balances.fetchBalance({ force: true, quiet: true }))
    return adaptersSetUp
  }

  return {
    failures,
    mount,
    /** each feature's public actions; no two share a name (latch.test.ts) */
    actions: {
      modal: modal.actions,
      connection: connection.actions,
      networks: networks.actions,
      balances,
      transactions: transactions.actions,
      swaps,
      signedIn: signedIn.actions,
      multiWallet,
      cloud: cloud.actions,
      onramp,
      pay: pay.actions,
      // the email, social and Farcaster logins through the flows that getEmailLogin, getSocialLogin and getFarcasterLogin answer
      embedded: { ...embedded.actions, ...headless.logins },
      theme: theme.actions,
      locale: locale.actions,
      pairing: pairing.actions,
      headless: headless.actions,
    },
  }
}
