// The instance's side of the embedded wallet: its controller (carried by the app's embeddedWallet, so apps without
// one do not bundle it), the AUTH session check on restore, resetAuth, the preferred account type, and the email,
// social and approval-frame actions the views call.
import { SDK_VERSION, DEFAULT_SDK_TYPE } from '../cloud/sdk.ts'
import { TEXTS } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { LatchState } from '../instance/state.ts'
import type { RouteData, ViewName } from '../modal/router.ts'
import { statusAfterSessionCheck } from '../connection/connectionStatus.ts'
import { STORAGE_KEYS } from '../storage.ts'
import type { AccountType, ChainNamespace } from '../types.ts'
import { DEFAULT_ACCOUNT_TYPES, setPreferredAccountType } from './accountTypes.ts'
import type { EmbeddedController } from './controller.ts'
import { AUTH_CONNECTOR_ID, type EmbeddedRect, isAuthConnector, type SocialLogin } from './types.ts'
import { initialRouter } from '../modal/router.ts'

export interface EmbeddedBridgeDeps {
  /** connect('AUTH') without routing to ConnectingExternal */
  connect(connectorId: string): Promise<void>
  show(view: ViewName, data?: RouteData): void
  openView(view: ViewName): void
  open(): void
  closeSettled(): void
  back(): void
  refreshBalance(): void
  onDisconnected(namespace: ChainNamespace): void
}

export function createEmbeddedBridge(context: InstanceContext, deps: EmbeddedBridgeDeps) {
  const { options, store, storage } = context
  const wallet = options.embeddedWallet

  /** without a working frame the AUTH connection is dropped and the modal starts again at Connect */
  function resetAuth() {
    const stored = storage.getJson<Record<string, string>>(STORAGE_KEYS.connectedConnectorIds, {})
    for (const [namespace, current] of Object.entries(store.getState().accounts) as [ChainNamespace, LatchState['accounts'][ChainNamespace]][]) {
      const viaAuth = isAuthConnector(current?.connectorId) || (current?.status === 'connecting' && isAuthConnector(stored[namespace]))
      if (viaAuth && current?.status !== 'disconnected') deps.onDisconnected(namespace)
    }
    if (store.getState().open) store.setState({ router: initialRouter('Connect'), connectError: undefined })
  }

  const controller: EmbeddedController | undefined = wallet?.createController({
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
      themeVariables: Object.fromEntries(Object.entries(store.getState().themeVariables).filter(([, value]) => value !== undefined)),
    }),
    connectAuth: () => deps.connect(AUTH_CONNECTOR_ID),
    show: deps.show,
    openApproval: () => deps.openView('ApproveTransaction'),
    open: deps.open,
    closeSettled: deps.closeSettled,
    back: deps.back,
    refreshBalance: deps.refreshBalance,
    resetAuth,
  })

  function required(): EmbeddedController {
    if (!controller) throw new Error(TEXTS.unableToLoadEmailDependency)
    return controller
  }

  /** a stored AUTH connection is restored only while the frame still has a session */
  function checkSession(namespaces: ChainNamespace[]) {
    if (!controller || namespaces.length === 0) return
    void controller.checkSession().then((hasSession) => {
      for (const namespace of namespaces) {
        const status = statusAfterSessionCheck(context.account(namespace)?.status ?? 'disconnected', hasSession)
        if (status === 'disconnected' && context.account(namespace)?.status !== 'disconnected') deps.onDisconnected(namespace)
      }
    })
  }

  return {
    /** the shared frame load adapters are given (AdapterContext.embedded) */
    frame: controller?.frame,
    onClose: (parameters: { settled: boolean }) => controller?.onClose(parameters),
    /** what disconnecting the AUTH connector leaves: no login data (SPEC §4) */
    forgetLogin: () => controller?.forgetLogin(),
    setTheme: () => controller?.setTheme(),
    /** on mount: the session check of namespaces restored through AUTH, then a redirected social login */
    restore(namespaces: ChainNamespace[]) {
      checkSession(namespaces)
      controller?.resumeRedirect()
    },

    /** the preferred account type is asked of the frame; a refusal leaves the account an eoa */
    async applyPreferredAccountType(namespace: ChainNamespace) {
      const preferred =
        storage.getJson<Partial<Record<ChainNamespace, AccountType>>>(STORAGE_KEYS.preferredAccountTypes, {})[namespace] ??
        DEFAULT_ACCOUNT_TYPES[namespace] ??
        'eoa'
      const frame = controller?.loaded
      if (!frame || preferred === 'eoa') return
      const accountType = await setPreferredAccountType((type) => frame.request('SET_PREFERRED_ACCOUNT', { type }), preferred)
      const current = context.account(namespace)
      if (current && isAuthConnector(current.connectorId))
        store.setState((state) => ({ accounts: { ...state.accounts, [namespace]: { ...current, accountType } } }))
    },

    /** the frame takes its load plus 500 ms after ready; the email field starts it while the visitor types.
     * Not on open: Chromium dropped the frame's READY when a social click opened its pop-up during the frame's load */
    preload() {
      if (controller && !context.isConnected()) void controller.frame().catch(() => undefined)
    },
    connectEmail: (email: string) => required().connectEmail(email),
    submitEmailCode: (code: string) => required().submitEmailCode(code),
    resendEmailCode: () => required().resendEmailCode(),
    connectSocial: (provider: SocialLogin) => required().connectSocial(provider),
    connectFarcaster: () => required().connectFarcaster(),
    startUpdateEmail: (newEmail: string) => required().startUpdateEmail(newEmail),
    submitUpdateEmailCode: (code: string) => required().submitUpdateEmailCode(code),
    showFrame: (rect: EmbeddedRect) => void controller?.showEmbeddedFrame(rect),
    hideFrame: () => void controller?.hideEmbeddedFrame(),
  }
}

export type EmbeddedBridge = ReturnType<typeof createEmbeddedBridge>
