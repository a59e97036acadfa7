// The sign-in messages: email and its code, the device step, social logins, passkeys and Farcaster. Each sign-in in
// progress is held here, from the message that starts it to the one that completes it.
import { EmbeddedWalletError, latchError } from '@latch/core'
import type { FrameHandlers } from '@latch/frame'
import { passkeyKeys, type WalletStorage } from '../keys/index.ts'
import type { CardHost } from './cards.ts'
import type { createDeviceFlow } from './device.ts'
import type { EmailStart } from './emailStart.ts'
import { farcasterHandlers } from './farcaster.ts'
import { codedRefusal, ownPageMessage } from './walletMessage.ts'
import type { createPasskeyFlow } from './passkey.ts'
import type { AuthApi } from './session.ts'
import type { createSignInState } from './signedIn.ts'
import { loginStateOf, socialLogins, stateOf, waitForProviderReturn } from './social.ts'
import type { FrameStore, KeyValue } from './store.ts'
import type { UserAnswer } from './userAnswer.ts'
import type { WalletKeeper } from './wallet.ts'

/** the sign-ins that completed, until their wallet is on this device: asked again after CONNECT_DEVICE */
export type CompletedSignIns = ReturnType<typeof createCompletedSignIns>

/** made before the sign-in state, which forgets them with the session (sign-out, expiry) */
export function createCompletedSignIns() {
  const completed = {
    /** the last social sign-in, until its wallet is on this device: asked again after CONNECT_DEVICE */
    social: undefined as { state: string; userName: string | null } | undefined,
    /** the last passkey sign-in, until its wallet is on this device: asked again after CONNECT_DEVICE */
    passkey: undefined as { userName: string } | undefined,
    /** the last sign-in with a linked wallet (its signed message), until its wallet is on this device */
    wallet: undefined as { message: string; userName: string } | undefined,
    forget(): void {
      completed.social = undefined
      completed.passkey = undefined
      completed.wallet = undefined
    },
  }
  return completed
}

export interface SignInHandlerDeps {
  window: Window
  /** the frame origin's localStorage */
  storage: KeyValue
  projectId: string
  socialTimeoutMs?: number
  farcasterPollMs?: number
  api: AuthApi
  store: FrameStore
  walletStorage: WalletStorage
  wallets: WalletKeeper
  cards: CardHost
  device: ReturnType<typeof createDeviceFlow>
  passkeys: ReturnType<typeof createPasskeyFlow>
  signIn: ReturnType<typeof createSignInState>
  completed: CompletedSignIns
  useChain(id: number | string | undefined, rpcUrl: string | undefined): void
  user: UserAnswer
  /** CONNECT_EMAIL and the login it leaves for CONNECT_OTP */
  email: EmailStart
}

export function createSignInHandlers(deps: SignInHandlerDeps) {
  const { api, store, wallets, cards, device, passkeys, useChain, user, completed } = deps
  const { signedIn, signedInUser, rememberCheck } = deps.signIn
  const social = socialLogins(deps.storage, deps.projectId)

  const farcaster = farcasterHandlers({
    api,
    pollMs: deps.farcasterPollMs,
    signedIn,
    async answer(userName) {
      const { user: who } = await signedInUser()
      if (!(await wallets.holds(who))) throw new EmbeddedWalletError('DeviceNotConnected')
      return { userName: userName ?? '' }
    },
  })

  const handlers: FrameHandlers = {
    CONNECT_EMAIL: deps.email.CONNECT_EMAIL,
    // the account's wallet comes to this device: made with a recovery code, or opened with it (device.ts)
    async CONNECT_DEVICE() {
      const { credentials: signed, user: who, session: checked } = await signedInUser()
      // a card left by a page that gave up waiting (its 120 s, R-9.18) gives way to this one
      cards.abort()
      const wallet = await device.connect(signed, who)
      if (checked.email) await store.rememberEmail(checked.email, who.userId)
      // the GET_USER that follows reuses this check, now with the wallet this device holds
      rememberCheck(signed.token, {
        ...checked,
        wallet: { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress },
      })
      return undefined
    },
    async CONNECT_OTP({ otp }) {
      const pendingLogin = deps.email.pending()
      if (!pendingLogin) throw latchError('InvalidRequest', { params: { reason: 'Enter your email first' } })
      const session = await api.verifyEmail(pendingLogin.email, otp, pendingLogin.attempt)
      signedIn(session.token, session.deviceToken)
      // CONNECT_DEVICE or GET_USER follows at once: its session check is on the way meanwhile
      deps.signIn.checkAhead(session.token)
      deps.email.done()
      return undefined
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
      if (completed.social?.state !== state) {
        const secret = social.take(state)
        const answer = await waitForProviderReturn(deps.window, state, deps.socialTimeoutMs)
        const session = await api.socialCallback({ ...answer, secret })
        signedIn(session.token, session.deviceToken)
        completed.social = { state, userName: session.userName }
      }
      const { userName } = completed.social
      return { ...(await user(undefined, { fields: siwxMessage, origin })), ...(userName ? { userName } : {}) }
    },
    // the frame's own card: the click on it lets WebAuthn run in this cross-origin frame
    async CONNECT_PASSKEY() {
      if (!completed.passkey) {
        cards.abort()
        const { session, prf, credentialId } = await passkeys.run()
        signedIn(session.token, session.deviceToken)
        completed.passkey = { userName: session.userName ?? '' }
        // the share of this user is sealed under the passkey's PRF output from now on, and a new device opens the
        // share the cloud keeps under it (KEYS.md)
        if (prf) {
          const { user: who } = await signedInUser()
          wallets.usePasskey(who.userId, await passkeyKeys(prf, who.userId, credentialId))
        }
      }
      const { user: who } = await signedInUser()
      if (!(await wallets.holds(who))) throw new EmbeddedWalletError('DeviceNotConnected')
      const { userName } = completed.passkey
      completed.passkey = undefined
      return { userName }
    },
    // the page's external wallet signed the cloud's nonce; asked again with the same message after CONNECT_DEVICE
    async CONNECT_WALLET(signed, { origin }) {
      if (completed.wallet?.message !== signed.message) {
        const session = await codedRefusal(api.walletSignIn(await ownPageMessage(signed, origin)))
        signedIn(session.token, session.deviceToken)
        completed.wallet = { message: signed.message, userName: session.userName ?? '' }
      }
      const { user: who } = await signedInUser()
      if (!(await wallets.holds(who))) throw new EmbeddedWalletError('DeviceNotConnected')
      const { userName } = completed.wallet
      completed.wallet = undefined
      return { userName }
    },
    GET_FARCASTER_URI: () => farcaster.uri(),
    CONNECT_FARCASTER: () => farcaster.connect(),
  }

  return {
    handlers,
    /** a Farcaster sign-in in progress ends with a sign-out */
    endFarcaster: () => farcaster.end(),
  }
}
