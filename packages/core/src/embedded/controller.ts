// The embedded wallet inside one Latch instance: the shared frame load, its actions, and what close, reconnect
// and disconnect add for the AUTH connector.
import { checkLoginSession, deleteLoginData } from './emailLogin.ts'
import { type AlertCode, FRAME_ALERTS } from '../errors.ts'
import type { LatchState } from '../instance/state.ts'
import type { SafeStorage } from '../storage.ts'
import type { ConnectionStatusReason } from '../types.ts'
import type { Store } from '../instance/store.ts'
import { approvalHooks, type ApprovalDeps } from './approvals.ts'
import { type EmbeddedDeps, setEmbedded } from './deps.ts'
import { deviceActions } from './device.ts'
import { emailActions } from './email.ts'
import type { FarcasterActions } from './farcaster.ts'
import { methodActions } from './methods.ts'
import { passkeyActions } from './passkey.ts'
import { linkedWalletActions } from './linkedWallet.ts'
import { socialLinkActions } from './socialLink.ts'
import { type OpenWindow, socialActions, takeResultUri } from './social.ts'
import type {
  EmbeddedFrame,
  EmbeddedHooks,
  EmbeddedLoadOptions,
  EmbeddedRect,
  EmbeddedWallet,
  SocialLogin,
} from './types.ts'
import { ConnectionError, EmbeddedWalletError } from '../errors/classes.ts'
import { coreToast } from '../modal/coreToast.ts'

/**
 * What the embedded wallet's controller needs from the instance: the wallet, storage, state and the modal's actions.
 */
export interface EmbeddedControllerDeps
  extends Omit<EmbeddedDeps, 'frame'>,
    Omit<ApprovalDeps, 'store' | 'abort' | 'alert'> {
  wallet: EmbeddedWallet
  storage: SafeStorage
  store: Store<LatchState>
  /** projectId, chainId and rpcUrl of the active network; undefined without a projectId */
  loadOptions(): EmbeddedLoadOptions | undefined
  /** the SYNC_DAPP_DATA payload, sent once the frame is up */
  dappData(): unknown
  /** the SYNC_THEME payload, sent once the frame is up and on every theme change */
  theme(): unknown
  /** the AUTH connection is dropped and the modal reset to Connect */
  /** ends the AUTH connection; the reason says why (the frame did not load, or the session ended elsewhere) */
  resetAuth(reason: ConnectionStatusReason): void
  /** SPEC §8: the frame that did not start is reported and logged, its alert (APKT003) shown once */
  providerInitFailed(error: unknown, fallback: AlertCode): void
  showAlert(code: AlertCode): void
  openWindow?: OpenWindow
}

/** The embedded wallet's controller: loads its frame once and passes the instance's requests to it. */
export type EmbeddedController = ReturnType<typeof createEmbeddedController>

/**
 * Loads the embedded wallet's frame once, on first use, and passes the instance's requests and the user's approvals to
 * it; the instance's bridge makes it.
 *
 * @example
 * ```ts
 * // deps: the embeddedWallet, the instance's storage and store, the frame's load options and the modal's hooks
 * const controller = createEmbeddedController(deps)
 * ```
 */
export function createEmbeddedController(deps: EmbeddedControllerDeps) {
  const { store } = deps
  let loading: Promise<EmbeddedFrame> | undefined
  let loaded: EmbeddedFrame | undefined

  function initFailed(error: unknown) {
    deps.providerInitFailed(error, 'APKT003')
    store.setState({ toast: coreToast('authInitFailed', 'error'), loading: false })
    deps.resetAuth('frameUnreachable')
  }

  /** state.embedded without the login; an approval in progress stays */
  function clearLoginState() {
    store.setState((state) => ({ embedded: { approving: state.embedded.approving } }))
  }

  const hooks: EmbeddedHooks = {
    ...approvalHooks({
      ...deps,
      abort: () => loaded?.abort(),
      alert(alert) {
        if (alert === FRAME_ALERTS.iframeLoadFailed) return initFailed(new Error(alert))
        // SPEC §8: the frame did not answer a request in time
        if (alert === FRAME_ALERTS.iframeRequestTimeout) return deps.showAlert('APKT004')
        console.warn(`[latch] embedded wallet: ${alert}`)
      },
    }),
    // the session ended elsewhere: the AUTH connection ends here too
    signedOut: () => deps.resetAuth('sessionEnded'),
  }

  /** one shared load for every caller (the AdapterContext's embedded()); a failed load is retried on the next call */
  function frame(): Promise<EmbeddedFrame> {
    if (loading) return loading
    const options = deps.loadOptions()
    loading = (options ? deps.wallet.load(hooks, options) : Promise.reject(new Error('Project ID Missing'))).then(
      (ready) => {
        loaded = ready
        void ready.request('SYNC_DAPP_DATA', deps.dappData()).catch(() => undefined)
        syncTheme(ready)
        syncLocale(ready)
        return ready
      },
      (error: unknown) => {
        loading = undefined
        initFailed(error)
        throw new EmbeddedWalletError('AuthInitFailed', { cause: error })
      },
    )
    return loading
  }

  function syncTheme(ready: EmbeddedFrame) {
    void ready.request('SYNC_THEME', deps.theme()).catch(() => undefined)
  }

  // the frame's cards speak the modal's language: sent once the frame is up and whenever the modal's changes
  let syncedLocale: string | undefined
  function syncLocale(ready: EmbeddedFrame) {
    const { locale } = store.getState()
    if (locale === syncedLocale) return
    syncedLocale = locale
    void ready.request('SYNC_LOCALE', { locale }).catch(() => undefined)
  }
  store.subscribe(() => {
    if (loaded) syncLocale(loaded)
  })

  const shared: EmbeddedDeps = { ...deps, frame }
  const device = deviceActions(shared)
  const email = emailActions(shared, device)
  const social = socialActions(shared, deps.openWindow ?? defaultOpenWindow, device)
  const passkey = passkeyActions(shared, device)
  const methods = methodActions(shared)
  const linkedWallet = linkedWalletActions(shared, device)
  const socialLink = socialLinkActions(shared, deps.openWindow ?? defaultOpenWindow)
  let farcaster: Promise<FarcasterActions> | undefined

  /** Farcaster sign-in loads on first use, so pages whose visitors never choose it do not carry it */
  function connectFarcaster(): Promise<void> {
    farcaster ??= import('./farcaster.ts').then(({ farcasterActions }) => farcasterActions(shared, device))
    return farcaster.then(
      (actions) => actions.connectFarcaster(),
      (error: unknown) => {
        farcaster = undefined
        const failed = new ConnectionError('FailedToConnectFarcaster', { cause: error })
        store.setState({ connectError: failed })
        deps.show('ConnectingFarcaster')
        throw failed
      },
    )
  }

  return {
    frame,
    get loaded() {
      return loaded
    },
    ...email,
    /** farcaster signs in by QR code, so it opens no pop-up; the others must be called within the click */
    connectSocial: (provider: SocialLogin): Promise<void> =>
      provider === 'farcaster' ? connectFarcaster() : social.connectSocial(provider),
    connectFarcaster,
    /** the frame's own passkey card over ConnectPasskey; the button's click only opens it */
    connectPasskey: passkey.connectPasskey,
    /** the key, shown in the frame only, behind a fresh code */
    exportPrivateKey: device.exportPrivateKey,
    downloadRecoveryFile: device.downloadRecoveryFile,
    recoverFromFile: device.recoverFromFile,
    ...methods,
    ...linkedWallet,
    ...socialLink,
    /** every session and device of the account ends; the caller disconnects */
    async signOutEverywhere(): Promise<void> {
      await (await frame()).request('SIGN_OUT_EVERYWHERE')
    },
    showEmbeddedFrame: (rect: EmbeddedRect) => loaded?.show(rect),
    hideEmbeddedFrame: () => loaded?.hide(),
    /** a frame request answered on the frame's own card: the modal shows it (ApproveTransaction) while it waits */
    async approved<T>(run: () => Promise<T>): Promise<T> {
      hooks.approvalNeeded()
      try {
        const result = await run()
        hooks.approvalDone('success')
        return result
      } catch (error) {
        hooks.approvalDone('error')
        throw error
      }
    },

    /** closing the modal (not after a settled approval) rejects pending approval requests */
    onClose({ settled }: { settled: boolean }) {
      if (!loaded) return
      loaded.hide()
      if (!settled) loaded.abort()
      // a device setup, an export or a passkey card waiting in the frame ends with the modal
      if (device.pending || passkey.pending || email.isProving())
        void loaded.request('RPC_ABORT').catch(() => undefined)
      if (store.getState().embedded.approving) setEmbedded(store, { approving: false })
    },

    /** a restored AUTH connection needs a live session; without one the login is
     * forgotten and false moves the connection to disconnected */
    async checkSession(): Promise<boolean> {
      const hasSession = await checkLoginSession(deps.storage, async () => {
        const { isConnected } = (await (await frame()).request('IS_CONNECTED')) as { isConnected: boolean }
        return isConnected
      })
      if (!hasSession) clearLoginState()
      return hasSession
    },

    /** what disconnecting the AUTH connector leaves: no login data (SPEC §4) */
    forgetLogin() {
      deleteLoginData(deps.storage)
      clearLoginState()
    },

    /** : a result_uri on load finishes a redirected social login */
    resumeRedirect() {
      if (typeof location === 'undefined' || typeof history === 'undefined') return
      const uri = takeResultUri(location, history)
      if (uri) void social.resumeRedirect(uri)
    },

    setTheme() {
      if (loaded) syncTheme(loaded)
    },
  }
}

const defaultOpenWindow: OpenWindow = (url, target, features) =>
  typeof window === 'undefined' ? null : window.open(url, target, features)
