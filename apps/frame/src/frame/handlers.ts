// One handler per page message (docs/design/embedded.md "Frame app"), over the cloud's auth API and the key scheme.
import { latchError, EmbeddedWalletError } from '@latch/core'
import type { FrameHandlers, RpcRequestPayload } from '@latch/frame'
import { deviceShareInfo, webStorage, wrappingKeyFromPrf } from '../keys/index.ts'
import { createAccountTypes } from './accountType.ts'
import { type ApprovalCard, createApprovalCard } from './approval.ts'
import { createCardHost } from './cards.ts'
import { createDeviceFlow } from './device.ts'
import { type DeviceKeys, deviceKeysOf } from './deviceKey.ts'
import { createExportFlow } from './exportKey.ts'
import { farcasterHandlers } from './farcaster.ts'
import { createLiveSession } from './liveSession.ts'
import { createPasskeyFlow } from './passkey.ts'
import { createRecoveryFileFlow } from './recoveryFile.ts'
import { createRpcHandler } from './rpc.ts'
import { signSiwxMessage } from './siwx.ts'
import { createSmartAccounts, SMART_ACCOUNT_TEXTS } from './smartAccount.ts'
import { createSmartRequests } from './smartRequests.ts'
import { createSponsorship } from './sponsorship.ts'
import { type AuthApi, createAuthApi } from './session.ts'
import { createSignInState, NOT_SIGNED_IN } from './signedIn.ts'
import { loginStateOf, socialLogins, stateOf, waitForProviderReturn } from './social.ts'
import { frameStore, type KeyValue, userScopedStorage } from './store.ts'
import { createWalletKeeper, type SignedInUser, type WalletKeeper } from './wallet.ts'

export { CHECK_REUSE_MS, NOT_SIGNED_IN } from './signedIn.ts'
export const NO_SMART_ACCOUNTS = SMART_ACCOUNT_TEXTS.notEnabled

export interface FrameAppOptions {
  window: Window
  document: Document
  /** the frame origin's localStorage */
  storage: KeyValue
  cloudUrl: string
  projectId: string
  /** from the frame's query: the page's chain and RPC endpoint */
  chainId?: string
  rpcUrl?: string
  fetch?: typeof globalThis.fetch
  socialTimeoutMs?: number
  farcasterPollMs?: number
  /** how long the approval card must have been fully visible before Approve works (0: at once, for tests without layout) */
  approvalArmMs?: number
  /** ERC-4337 bundler per EVM chain id (the server's config): there the wallet holds a smart account */
  bundlers?: Readonly<Record<string, string>>
  /** where the device key lives: the frame window's IndexedDB unless given */
  deviceKeys?: DeviceKeys
}

export interface FrameApp {
  handlers: FrameHandlers
  approval: ApprovalCard
  wallets: WalletKeeper
  api: AuthApi
}

function chainIdOf(value: string): number | string {
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : value
}

export function createFrameApp(options: FrameAppOptions): FrameApp {
  const fetch = options.fetch ?? options.window.fetch.bind(options.window)
  const store = frameStore(options.storage, options.projectId)
  const deviceKeys = options.deviceKeys ?? deviceKeysOf(options.window)
  const api = createAuthApi({ cloudUrl: options.cloudUrl, projectId: options.projectId, fetch, deviceKeys })
  const walletStorage = webStorage(options.storage)
  const wallets = createWalletKeeper({ storage: walletStorage, api })
  const cards = createCardHost(options.document)
  const approval = createApprovalCard(cards, { window: options.window, armMs: options.approvalArmMs })
  const device = createDeviceFlow(cards, wallets, { window: options.window, armMs: options.approvalArmMs })
  const passkeys = createPasskeyFlow(cards, api)
  const exporting = createExportFlow(cards, wallets, api, passkeys)
  const recoveryFiles = createRecoveryFileFlow(cards, wallets, (userId) => userScopedStorage(walletStorage, userId))
  const social = socialLogins(options.storage, options.projectId)
  /** the email login this frame started: its address and the attempt id the cloud answered */
  let pendingLogin: { email: string; attempt: string } | undefined
  /** the last social sign-in, until its wallet is on this device: asked again after CONNECT_DEVICE */
  let completed: { state: string; userName: string | null } | undefined
  /** the last passkey sign-in, until its wallet is on this device: asked again after CONNECT_DEVICE */
  let passkeySignIn: { userName: string } | undefined

  const chainId = () => chainIdOf(store.get('chainId') ?? options.chainId ?? '1')
  const useChain = (id: number | string | undefined, rpcUrl: string | undefined) => {
    if (id !== undefined) store.set('chainId', String(id))
    if (rpcUrl) store.rememberRpcUrl(String(id ?? chainId()), rpcUrl)
  }

  const rpcUrlOfChain = (id: number | string) =>
    store.rpcUrlOf(String(id)) ?? (String(id) === String(chainId()) ? options.rpcUrl : undefined)
  const bundlers = options.bundlers ?? {}
  const smart = Object.keys(bundlers).length > 0 ? createSmartAccounts({ bundlers, rpcUrl: rpcUrlOfChain }) : undefined
  const accountTypes = createAccountTypes({ smart, store, chainId, wallet: () => wallets.current(), approval })

  const { forgetDevice, signedIn, credentials, signedInUser, ...session } = createSignInState({
    store,
    api,
    wallets,
    onForget: () => {
      completed = undefined
      passkeySignIn = undefined
    },
  })

  /** GET_USER's answer; the wallet must already be on this device (DEVICE_NOT_CONNECTED otherwise); asked for a
   * Solana network (its CAIP-2 id), the Solana account of the same wallet. With the page's siwxMessage
   * fields (SPEC §3: EIP-4361 on eip155, Sign In With Solana on solana) the answer carries the signed message too */
  async function user(solanaChain?: string, siwx?: { fields: unknown; origin: string }) {
    const { credentials: signed, user: who, session } = await signedInUser()
    const wallet = await wallets.open(signed, who)
    if (session.email) await store.rememberEmail(session.email, who.userId)
    const signedIn =
      siwx?.fields === undefined
        ? {}
        : await signSiwxMessage(siwx.fields, siwx.origin, wallet, solanaChain ? 'solana' : 'eip155')
    const accounts = solanaChain
      ? {
          address: wallet.solanaAddress,
          accounts: [{ address: wallet.solanaAddress, type: 'eoa' as const }],
          preferredAccountType: 'eoa' as const,
          smartAccountDeployed: false,
        }
      : await accountTypes.userAccounts(wallet)
    return { ...signedIn, email: session.email ?? null, chainId: solanaChain ?? chainId(), ...accounts }
  }

  const farcaster = farcasterHandlers({
    api,
    pollMs: options.farcasterPollMs,
    signedIn,
    async answer(userName) {
      const { user: who } = await signedInUser()
      if (!(await wallets.holds(who))) throw new EmbeddedWalletError('DeviceNotConnected')
      return { userName: userName ?? '' }
    },
  })

  /** whether this device holds a wallet share of the user this email signed in as before */
  async function holdsWalletOf(email: string): Promise<boolean> {
    const userId = await store.userOfEmail(email)
    if (!userId) return false
    return (await deviceShareInfo(userScopedStorage(walletStorage, userId)).catch(() => undefined)) !== undefined
  }

  const rpc = createRpcHandler({
    wallet: () => wallets.current(),
    session: createLiveSession({ token: () => store.get('sessionToken'), isConnected: () => session.isConnected() }),
    chainId,
    rpcUrl: (payload: RpcRequestPayload) =>
      payload.rpcUrl ?? store.rpcUrlOf(String(payload.chainId)) ?? store.rpcUrlOf(String(chainId())) ?? options.rpcUrl,
    approval,
    fetch,
    storage: options.storage,
    // the Safe's address is the same on every chain with a bundler: the request's chain, else the first of them
    smartAccountOf:
      smart && ((wallet, id) => smart.address(wallet, smart.enabled(id) ? id : smart.enabledNetworks()[0]!)),
    smart: smart && {
      active: () => accountTypes.active() === 'smartAccount',
      handle: createSmartRequests({
        smart,
        approval,
        storage: options.storage,
        sponsorship: createSponsorship({
          cloudUrl: options.cloudUrl,
          projectId: options.projectId,
          fetch,
          sessionToken: () => store.get('sessionToken') ?? undefined,
        }),
        endpoint: (payload) => {
          const url = payload.rpcUrl ?? rpcUrlOfChain(payload.chainId)
          if (!url)
            throw latchError('ChainRpcUnavailable', {
              params: { reason: `No RPC URL for chain ${String(payload.chainId)}` },
            })
          return url
        },
      }),
    },
  })

  const handlers: FrameHandlers = {
    // CONNECT: this device proved this email and was not signed out since; otherwise a code was mailed, and
    // VERIFY_DEVICE says the wallet is not on this device yet, so CONNECT_DEVICE follows the code (SPEC §3, §4)
    async CONNECT_EMAIL({ email }) {
      pendingLogin = undefined
      const answer = await api.startEmail(email, store.get('deviceToken') ?? undefined)
      if (answer.action === 'CONNECT') {
        signedIn(answer.token)
        return { action: 'CONNECT' as const }
      }
      pendingLogin = { email, attempt: answer.attempt }
      return { action: (await holdsWalletOf(email)) ? ('VERIFY_OTP' as const) : ('VERIFY_DEVICE' as const) }
    },
    // the account's wallet comes to this device: made with a recovery code, or opened with it (device.ts)
    async CONNECT_DEVICE() {
      const { credentials: signed, user: who, session: checked } = await signedInUser()
      // a card left by a page that gave up waiting (its 120 s, R-9.18) gives way to this one
      cards.abort()
      const wallet = await device.connect(signed, who)
      if (checked.email) await store.rememberEmail(checked.email, who.userId)
      // the GET_USER that follows reuses this check, now with the wallet this device holds
      session.rememberCheck(signed.token, {
        ...checked,
        wallet: { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress },
      })
      return undefined
    },
    async CONNECT_OTP({ otp }) {
      if (!pendingLogin) throw latchError('InvalidRequest', { params: { reason: 'Enter your email first' } })
      const session = await api.verifyEmail(pendingLogin.email, otp, pendingLogin.attempt)
      signedIn(session.token, session.deviceToken)
      pendingLogin = undefined
      return undefined
    },
    async GET_USER(payload, { origin }) {
      // the EVM chain the frame is on stays where it was: a Solana network is asked for its account only
      const solanaChain =
        typeof payload?.chainId === 'string' && payload.chainId.startsWith('solana:') ? payload.chainId : undefined
      if (solanaChain) {
        if (payload?.rpcUrl) store.rememberRpcUrl(solanaChain, payload.rpcUrl)
        return user(solanaChain, { fields: payload?.siwxMessage, origin })
      }
      useChain(payload?.chainId, payload?.rpcUrl)
      accountTypes.preferOnSignIn(payload?.preferredAccountType)
      return user(undefined, { fields: payload?.siwxMessage, origin })
    },
    async IS_CONNECTED() {
      if (!(await session.isConnected())) return { isConnected: false }
      // a share sealed by a passkey opens only after that passkey's sign-in on this page: until then, not connected
      const { credentials: signed, user: who, session: checked } = await signedInUser()
      // the GET_USER of a reload reuses this check still (it was the one IS_CONNECTED made)
      session.rememberCheck(signed.token, checked)
      return { isConnected: !(await wallets.waitsForPasskey(who)) }
    },
    async SIGN_OUT() {
      farcaster.end()
      const token = store.get('sessionToken')
      const deviceToken = store.get('deviceToken') ?? undefined
      forgetDevice()
      wallets.forgetWrappingKeys()
      // after the session expired only the device token is left: it is revoked all the same
      if (token || deviceToken) await api.signOut(token ?? undefined, deviceToken)
      await deviceKeys.remove(options.projectId)
      return undefined
    },
    // every session and device of the account, this one included
    async SIGN_OUT_EVERYWHERE() {
      farcaster.end()
      await api.signOutEverywhere(credentials().token)
      forgetDevice()
      wallets.forgetWrappingKeys()
      await deviceKeys.remove(options.projectId)
      return undefined
    },
    async EXPORT_PRIVATE_KEY() {
      const { credentials: signed, user: who, session } = await signedInUser()
      cards.abort()
      await exporting.run(signed, { ...who, email: session.email, provider: session.provider })
      return undefined
    },
    async DOWNLOAD_RECOVERY_FILE() {
      const { credentials: signed, user: who } = await signedInUser()
      cards.abort()
      await recoveryFiles.download(signed, who)
      return undefined
    },
    // no sign-in: for a person the cloud no longer lets in, with their file, their code and this device's share
    async RECOVER_FROM_FILE() {
      cards.abort()
      await recoveryFiles.recover()
      return undefined
    },
    GET_CHAIN_ID: () => ({ chainId: chainId() }),
    SWITCH_NETWORK({ chainId: id, rpcUrl }) {
      useChain(id, rpcUrl)
      return { chainId: chainId() }
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      const { secret, binding } = await social.begin()
      const { uri } = await api.socialUri(provider, binding)
      social.started(stateOf(uri), secret)
      return { uri }
    },
    // only a login this frame started (its state, with the secret the cloud bound to it) is exchanged
    async CONNECT_SOCIAL({ uri, chainId: id, rpcUrl, siwxMessage }, { origin }) {
      const state = loginStateOf(uri)
      useChain(id, rpcUrl)
      // asked again after CONNECT_DEVICE brought the wallet of the login that just completed
      if (completed?.state !== state) {
        const secret = social.take(state)
        const answer = await waitForProviderReturn(options.window, state, options.socialTimeoutMs)
        const session = await api.socialCallback({ ...answer, secret })
        signedIn(session.token, session.deviceToken)
        completed = { state, userName: session.userName }
      }
      const { userName } = completed
      return { ...(await user(undefined, { fields: siwxMessage, origin })), ...(userName ? { userName } : {}) }
    },
    UPDATE_EMAIL: ({ email }) =>
      api.updateEmail(credentials(), email) as Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>,
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await api.updateEmailPrimary(credentials().token, otp)
      return undefined
    },
    // the change revoked every device token of the account; this device gets a new one for the new address
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const { newEmail, deviceToken } = await api.updateEmailSecondary(credentials().token, otp)
      store.set('deviceToken', deviceToken)
      return { newEmail }
    },
    SYNC_THEME({ themeMode, themeVariables }) {
      const accent = themeVariables?.['--latch-accent']
      cards.setTheme(themeMode, typeof accent === 'string' ? accent : undefined)
      return undefined
    },
    SYNC_DAPP_DATA({ metadata }) {
      approval.setDappName(metadata?.name)
      return undefined
    },
    ...accountTypes.handlers,
    // the frame's own card: the click on it lets WebAuthn run in this cross-origin frame
    async CONNECT_PASSKEY() {
      if (!passkeySignIn) {
        cards.abort()
        const { session, prf } = await passkeys.run()
        signedIn(session.token, session.deviceToken)
        passkeySignIn = { userName: session.userName ?? '' }
        // the share of this user is sealed under the passkey's PRF output from now on (KEYS.md)
        if (prf) {
          const { user: who } = await signedInUser()
          wallets.useWrappingKey(who.userId, await wrappingKeyFromPrf(prf, who.userId))
        }
      }
      const { user: who } = await signedInUser()
      if (!(await wallets.holds(who))) throw new EmbeddedWalletError('DeviceNotConnected')
      const { userName } = passkeySignIn
      passkeySignIn = undefined
      return { userName }
    },
    GET_FARCASTER_URI: () => farcaster.uri(),
    CONNECT_FARCASTER: () => farcaster.connect(),
    RELOAD() {
      options.window.location.reload()
      return undefined
    },
    RPC_ABORT() {
      approval.abort()
      // a device setup or an export card ends with the modal too
      cards.abort()
      return undefined
    },
    RPC_REQUEST: (payload, context) => rpc(payload, context.origin) as Promise<never>,
  }

  return { handlers, approval, wallets, api }
}
