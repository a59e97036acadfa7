// createLatch: one context (options, store, storage, events, adapters), each feature built over it, and the public
// Latch object made of their actions. Features that need each other get functions, late-bound where circular.
import { createBalances } from './balances/createBalances.ts'
import { createCloudBridge } from './cloud/createCloudBridge.ts'
import { createAccountEvents } from './connection/accountEvents.ts'
import { adapterEventHandlers } from './connection/adapterEvents.ts'
import { createConnection } from './connection/createConnection.ts'
import { withoutEmbeddedWallet } from './embedded/withoutEmbeddedWallet.ts'
import { createInstanceContext } from './instance/context.ts'
import { createFailures } from './instance/failures.ts'
import { createMount } from './instance/mount.ts'
import { createLocale } from './locale/createLocale.ts'
import type { LatchOptions } from './instance/options.ts'
import type { Latch } from './latchApi.ts'
import { createModal } from './modal/createModal.ts'
import { createMultiWallet } from './multiWallet/createMultiWallet.ts'
import { createNetworks } from './networks/createNetworks.ts'
import { createOnramp } from './onramp/createOnramp.ts'
import { createPay } from './pay/createPay.ts'
import { createPairing } from './pairing/createPairing.ts'
import { createSignedInFeatures } from './signedIn/createSignedInFeatures.ts'
import { createTheme } from './theme/createTheme.ts'
import { createTransactions } from './transactions/createTransactions.ts'
import { createSwaps } from './swaps/createSwaps.ts'

/** builds an instance without touching the page; in a browser it mounts at once unless `ssr` leaves that to the host */
export function createLatch(options: LatchOptions): Latch {
  const context = createInstanceContext(options)
  const { store } = context
  const initialState = store.getState()

  const modal = createModal(context, {
    onClose(parameters) {
      // a payment still open when the modal closes is cancelled (the dApp's promise rejects)
      pay.onClose()
      embedded.onClose(parameters)
      pairing.cancelRefresh()
    },
    canClose: () => signedIn.canClose(),
  })
  const { close } = modal.actions
  // SPEC §8: errors reported to analytics through the cloud (late-bound: the cloud shows alerts through it too)
  const failures = createFailures({ showAlert: modal.showAlert, report: (report) => cloud.reportError(report) })
  const cloud = createCloudBridge(context, { showAlert: failures.alertOnce })
  const balances = createBalances(context, { cloudBalances: cloud.balances })
  const refreshBalance = () => void balances.fetchBalance({ force: true })
  const fetchBalance = () => balances.fetchBalance()
  const connectAlongside: typeof connection.connectAlongside = (namespace, network) => connection.connectAlongside(namespace, network)
  const networks = createNetworks(context, { ...modal, close, fetchBalance, connectAlongside })
  const { setActiveNetwork, followNetwork } = networks
  const accounts = createAccountEvents(context, { setActiveNetwork, followNetwork, fetchBalance })
  const connect = (connectorId: string) => connection.actions.connect(connectorId)
  const pairing = createPairing(context, { reconnect: connect })
  // an email or social sign-in in progress: its GET_USER carries the sign-in message fields (SPEC §3 siwxMessage)
  let embeddedSignIns = 0
  const embeddedDeps = {
    ...modal,
    ...modal.actions,
    async connect(connectorId: string) {
      embeddedSignIns++
      try {
        await connect(connectorId)
      } finally {
        embeddedSignIns--
      }
    },
    refreshBalance,
    onDisconnected: accounts.onDisconnected,
    disconnect: () => connection.actions.disconnect(),
    providerInitFailed: failures.providerInitFailed,
  }
  const embedded = options.embeddedWallet?.createBridge(context, embeddedDeps) ?? withoutEmbeddedWallet()
  const connection = createConnection(context, {
    ...embedded,
    accounts,
    close,
    cancelPairingRefresh: pairing.cancelRefresh,
    providerError: failures.providerError,
    // a connection does not close the modal over the sign-in step it leads to (signedIn is made below; late-bound)
    keepOpen: () => signedIn.needsSession(),
    setActiveNetwork,
    fetchBalance,
  })

  const transactions = createTransactions(context, { refreshBalance, afterSend: cloud.afterSend, beginTransaction: modal.beginTransaction })
  const swaps = createSwaps(context, { refreshBalance, afterSend: cloud.afterSend, beginTransaction: modal.beginTransaction })
  // a disconnect revokes the sign-in sessions first (while the accounts are still known): the active account's, and
  // those of every namespace the same connector leaves with it (an embedded sign-in's EVM and Solana accounts)
  const disconnect = async () => {
    const { accounts, activeNamespace } = store.getState()
    const connectorId = accounts[activeNamespace]?.connectorId
    const leaving = Object.values(accounts).filter((entry) => entry?.status === 'connected' && connectorId && entry.connectorId === connectorId)
    await signedIn.revokeFor([context.account()?.address, ...leaving.map((entry) => entry?.address)])
    await connection.actions.disconnect()
  }
  // sign in with X, email capture and names: their state now, their code on first use (import())
  const signedIn = createSignedInFeatures(context, {
    modal,
    signMessage: transactions.actions.signMessage,
    signIn: transactions.signIn,
    switchNetwork: networks.actions.switchNetwork,
    disconnect,
    loadIdentity: cloud.actions.loadIdentity,
  })

  const pay = createPay(context, { modal, switchNetwork: networks.actions.switchNetwork, refreshBalance, afterSend: cloud.afterSend })
  const theme = createTheme(context, { syncEmbedded: embedded.setTheme })
  const locale = createLocale(context)
  const mountInstance = createMount(context, {
    handlers: adapterEventHandlers({
      ...networks,
      ...pairing,
      accounts,
      activeNamespace: () => store.getState().activeNamespace,
      providerInitFailed: (error) => failures.providerInitFailed(error),
    }),
    embeddedFrame: embedded.frame && (() => embedded.frame!().then((frame) => signedIn.wrapEmbedded(frame, () => embeddedSignIns > 0))),
    restoreEmbedded: embedded.restore,
    startCloud: cloud.startWhenIdle,
    readBrowserPreferences() {
      locale.readBrowserLocale()
      theme.followSystem()
    },
  })

  const mount = () => {
    signedIn.restore()
    mountInstance()
  }

  // every public action: a failure is wrapped with a category, reported to analytics and rethrown (SPEC §8)
  const latch: Latch = failures.boundary<Latch>({
    getState: store.getState,
    getInitialState: () => initialState,
    subscribe: store.subscribe,
    subscribeEvents: context.emitter.subscribe,
    mount,
    ...modal.actions,
    ...connection.actions,
    disconnect,
    ...networks.actions,
    ...balances,
    ...transactions.actions,
    ...swaps,
    ...signedIn.actions,
    ...createMultiWallet(context, { modal, connect, disconnect, switchNetwork: networks.actions.switchNetwork }),
    ...cloud.actions,
    ...createOnramp(context, { refreshBalance }),
    ...pay.actions,
    ...embedded.actions,
    ...theme.actions,
    ...locale.actions,
    ...pairing.actions,
  })
  if (!options.ssr && typeof window !== 'undefined') mount()
  return latch
}
