// The instance's side of the embedded wallet, carried by the app's embeddedWallet (so apps without one do not bundle
// it): the controller, the AUTH session check on restore, resetAuth, the preferred account type, and the email,
// social and approval-frame actions the views call.
import { DEFAULT_SDK_TYPE, SDK_VERSION } from '../cloud/sdk.ts'
import { statusAfterSessionCheck } from '../connection/connectionStatus.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { LatchState } from '../instance/state.ts'
import type { EmbeddedActions } from './embeddedActions.ts'
import { initialRouter } from '../modal/router.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import type { AccountType, ChainNamespace, ConnectionStatusReason } from '../types.ts'
import { DEFAULT_ACCOUNT_TYPES, setPreferredAccountType, withPreferredAccountType } from './accountTypes.ts'
import { createEmbeddedController } from './controller.ts'
import {
  AUTH_CONNECTOR_ID,
  type EmbeddedBridge,
  type EmbeddedBridgeDeps,
  type EmbeddedFrame,
  isAuthConnector,
} from './types.ts'
import { EmbeddedWalletError } from '../errors/classes.ts'
import { whenIdle } from '../whenIdle.ts'

/**
 * The instance's side of the embedded wallet: its controller, the session check on restore, and the email, social and
 * approval actions the views call. An `embeddedWallet` carries it, so an app without one does not bundle it.
 *
 * @example
 * ```ts
 * const wallet: EmbeddedWallet = { frameUrl, load, createBridge: createEmbeddedBridge }
 * ```
 */
export function createEmbeddedBridge(context: InstanceContext, deps: EmbeddedBridgeDeps): EmbeddedBridge {
  const { options, store, storage, account, isConnected } = context
  const {
    onDisconnected,
    connect,
    show,
    openView,
    open,
    closeSettled,
    hasTransaction,
    popTransaction,
    refreshBalance,
    providerInitFailed,
    showAlert,
  } = deps
  const wallet = options.embeddedWallet
  if (!wallet) throw new EmbeddedWalletError('UnableToLoadEmailDependency')

  /** the chain SDKs the AUTH connection needs load while the visitor reads the mailed code or signs in at the provider
   * or with a passkey, so they are here when the frame answers with the wallet */
  function preloadSessions() {
    whenIdle(() => {
      for (const adapter of context.adapters.values()) adapter.preload?.().catch(() => undefined)
    })
  }

  /** without a working frame the AUTH connection is dropped and the modal starts again at Connect */
  function resetAuth(reason: ConnectionStatusReason) {
    const stored = storage.getJson<Record<string, string>>(FEATURE_STORAGE_KEYS.connectedConnectorIds, {})
    for (const [namespace, current] of Object.entries(store.getState().accounts) as [
      ChainNamespace,
      LatchState['accounts'][ChainNamespace],
    ][]) {
      const viaAuth =
        isAuthConnector(current?.connectorId) ||
        (current?.status === 'connecting' && isAuthConnector(stored[namespace]))
      if (viaAuth && current?.status !== 'disconnected') onDisconnected(namespace, reason)
    }
    if (store.getState().open) store.setState({ router: initialRouter('Connect'), connectError: undefined })
  }

  const controller = createEmbeddedController({
    wallet,
    storage,
    store,
    loadOptions: () => {
      if (!options.projectId) return undefined
      const network = store.getState().activeNetwork
      return {
        projectId: options.projectId,
        chainId: network.chainNamespace === 'eip155' ? network.id : undefined,
        rpcUrl: network.rpcUrls.default.http[0],
      }
    },
    dappData: () => ({
      ...(options.metadata ? { metadata: options.metadata } : {}),
      sdkVersion: SDK_VERSION,
      sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
      projectId: options.projectId ?? '',
    }),
    theme: () => ({
      themeMode: store.getState().themeMode,
      themeVariables: Object.fromEntries(
        Object.entries(store.getState().themeVariables).filter(([, value]) => value !== undefined),
      ),
    }),
    connectAuth: () => connect(AUTH_CONNECTOR_ID),
    show,
    openApproval: () => openView('ApproveTransaction'),
    open,
    closeSettled,
    hasTransaction,
    popTransaction,
    refreshBalance,
    resetAuth,
    providerInitFailed,
    showAlert,
  })

  /** a stored AUTH connection is restored only while the frame still has a session */
  function checkSession(namespaces: ChainNamespace[]) {
    if (namespaces.length === 0) return
    void controller.checkSession().then((hasSession) => {
      for (const namespace of namespaces) {
        const status = statusAfterSessionCheck(account(namespace)?.status ?? 'disconnected', hasSession)
        if (status === 'disconnected' && account(namespace)?.status !== 'disconnected')
          onDisconnected(namespace, 'sessionEnded')
      }
    })
  }

  /** the stored preference of the namespace, else SPEC's default */
  const preferredType = (namespace: ChainNamespace): AccountType =>
    storage.getJson<Partial<Record<ChainNamespace, AccountType>>>(FEATURE_STORAGE_KEYS.preferredAccountTypes, {})[
      namespace
    ] ??
    DEFAULT_ACCOUNT_TYPES[namespace] ??
    'eoa'

  function storePreferredType(type: AccountType) {
    storage.setJson(FEATURE_STORAGE_KEYS.preferredAccountTypes, {
      ...storage.getJson<Partial<Record<ChainNamespace, AccountType>>>(FEATURE_STORAGE_KEYS.preferredAccountTypes, {}),
      eip155: type,
    })
  }

  /** SET_PREFERRED_ACCOUNT; the frame's answer names the account, which its provider makes the active one */
  async function applyAccountType(namespace: ChainNamespace, preferred: AccountType): Promise<AccountType> {
    const frame = controller.loaded
    if (!frame || namespace !== 'eip155') return 'eoa'
    const accountType = await setPreferredAccountType(
      (type) => frame.request('SET_PREFERRED_ACCOUNT', { type }),
      preferred,
    )
    const deployed =
      accountType === 'smartAccount' &&
      (await frame.request('INIT_SMART_ACCOUNT').then(
        (answer: { isDeployed?: boolean } | undefined) => answer?.isDeployed === true,
        () => false,
      ))
    const current = account(namespace)
    if (current && isAuthConnector(current.connectorId))
      store.setState((state) => ({
        accounts: {
          ...state.accounts,
          [namespace]: { ...state.accounts[namespace]!, accountType, isSmartAccountDeployed: deployed },
        },
      }))
    return accountType
  }

  /** each load's frame as adapters get it: one object per load, so every adapter shares it */
  const adapterFrames = new WeakMap<EmbeddedFrame, EmbeddedFrame>()

  const actions: EmbeddedActions = {
    /** the Account view's switch between the smart account and the EOA: stored per namespace; a refusal leaves eoa */
    async switchAccountType(type) {
      const current = account('eip155')
      const frame = controller.loaded
      // leaving the smart account for the key that owns it is the person's choice on the frame's card; a refusal changes nothing
      if (type === 'eoa' && current?.accountType === 'smartAccount' && isAuthConnector(current.connectorId) && frame) {
        const end = deps.beginTransaction()
        try {
          await controller.approved(() => frame.request('SET_PREFERRED_ACCOUNT', { type }))
        } catch {
          return 'smartAccount'
        } finally {
          end()
        }
        storePreferredType('eoa')
        store.setState((state) => ({
          accounts: {
            ...state.accounts,
            eip155: { ...state.accounts.eip155!, accountType: 'eoa', isSmartAccountDeployed: false },
          },
        }))
        return 'eoa'
      }
      storePreferredType(type)
      return applyAccountType('eip155', type)
    },
    /** the frame takes its load plus 500 ms after ready; the email field starts it while the visitor types.
     * Not on open: Chromium dropped the frame's READY when a social click opened its pop-up during the frame's load */
    preloadEmbeddedWallet() {
      if (!isConnected()) void controller.frame().catch(() => undefined)
    },
    async connectEmail(email) {
      await controller.connectEmail(email)
      preloadSessions()
    },
    submitEmailCode: (code) => controller.submitEmailCode(code),
    resendEmailCode: () => controller.resendEmailCode(),
    connectSocial(provider) {
      preloadSessions()
      return controller.connectSocial(provider)
    },
    connectFarcaster() {
      preloadSessions()
      return controller.connectFarcaster()
    },
    connectPasskey() {
      preloadSessions()
      return controller.connectPasskey()
    },
    startUpdateEmail: (newEmail, options) => controller.startUpdateEmail(newEmail, options),
    submitUpdateEmailCode: (code) => controller.submitUpdateEmailCode(code),
    exportPrivateKey: () => controller.exportPrivateKey(),
    loadSignInMethods: () => controller.loadSignInMethods(),
    startLinkEmail: (email) => controller.startLinkEmail(email),
    submitLinkEmailCode: (code) => controller.submitLinkEmailCode(code),
    linkPasskey: () => controller.linkPasskey(),
    unlinkSignInMethod: (id) => controller.unlinkSignInMethod(id),
    linkWallet: (walletId, chain) => controller.linkWallet(walletId, chain),
    connectLinkedWallet: (walletId, chain) => controller.connectLinkedWallet(walletId, chain),
    linkSocial: (provider) => controller.linkSocial(provider),
    downloadRecoveryFile: () => controller.downloadRecoveryFile(),
    recoverFromFile: () => controller.recoverFromFile(),
    async signOutEverywhere() {
      await controller.signOutEverywhere()
      await deps.disconnect()
    },
    showEmbeddedFrame: (rect) => void controller.showEmbeddedFrame(rect),
    hideEmbeddedFrame: () => void controller.hideEmbeddedFrame(),
  }

  return {
    actions,
    /** the shared frame load adapters are given (AdapterContext.embedded); their GET_USER names the preferred type */
    async frame() {
      const frame = await controller.frame()
      let shared = adapterFrames.get(frame)
      if (!shared) adapterFrames.set(frame, (shared = withPreferredAccountType(frame, () => preferredType('eip155'))))
      return shared
    },
    onClose: (parameters: { settled: boolean }) => controller.onClose(parameters),
    /** what disconnecting the AUTH connector leaves: no login data (SPEC §4) */
    forgetLogin: () => controller.forgetLogin(),
    setTheme: () => controller.setTheme(),
    /** on mount: the session check of namespaces restored through AUTH, then a redirected social login */
    restore(namespaces: ChainNamespace[]) {
      checkSession(namespaces)
      controller.resumeRedirect()
    },

    /** the preferred account type is asked of the frame; a refusal leaves the account an eoa */
    async applyPreferredAccountType(namespace: ChainNamespace) {
      await applyAccountType(namespace, preferredType(namespace))
    },
  }
}
