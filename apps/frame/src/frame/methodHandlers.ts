// The account's sign-in methods: list them, link an email (a code to the new address), link a passkey (the frame's
// own card: WebAuthn runs on the frame's origin, within the person's click), unlink one. Each call carries the session
// and this device's proof, so the page alone never changes a way into the wallet. A wallet's EIP-4361 signature is
// asked by the page (the external wallet lives there) over the cloud's nonce; the frame hands it on with the session.
import type { FrameHandlers } from '@latch/frame'
import { passkeyKeys } from '../keys/index.ts'
import type { CardHost } from './cards.ts'
import type { createPasskeyFlow } from './passkey.ts'
import type { AuthApi } from './session.ts'
import type { createSignInState } from './signedIn.ts'
import type { WalletKeeper } from './wallet.ts'
import { loginStateOf, socialLogins, stateOf, waitForProviderReturn } from './social.ts'
import type { KeyValue } from './store.ts'
import { codedRefusal, ownPageMessage } from './walletMessage.ts'

export interface MethodHandlerDeps {
  api: AuthApi
  cards: CardHost
  passkeys: ReturnType<typeof createPasskeyFlow>
  signIn: ReturnType<typeof createSignInState>
  wallets: WalletKeeper
  window: Window
  /** the frame origin's localStorage: the social logins this frame started */
  storage: KeyValue
  projectId: string
  socialTimeoutMs?: number
}

export function methodHandlers(deps: MethodHandlerDeps): FrameHandlers {
  const { api, cards, passkeys, wallets } = deps
  const { credentials, signedInUser } = deps.signIn
  const social = socialLogins(deps.storage, deps.projectId)

  return {
    LIST_SIGN_IN_METHODS: () => api.methods(credentials()),
    LINK_EMAIL: ({ email }) => api.linkEmailStart(credentials(), email),
    LINK_EMAIL_OTP: ({ otp }) => api.linkEmailVerify(credentials(), otp),
    async LINK_PASSKEY() {
      // a card left by a page that gave up waiting gives way to this one
      cards.abort()
      const signed = credentials()
      return passkeys.add({
        options: () => api.linkPasskeyOptions(signed),
        async answer(response, { prf, credentialId }) {
          const methods = await api.linkPasskey(signed, response)
          // with PRF the new passkey protects the key too: the share here sealed under it, and one for a new device
          if (prf) {
            const { user } = await signedInUser()
            await wallets.addPasskey(signed, user, await passkeyKeys(prf, user.userId, credentialId))
          }
          return methods
        },
      })
    },
    UNLINK_SIGN_IN_METHOD: ({ id }) => api.unlinkMethod(credentials(), id),
    // a social login as for a sign-in (this frame's secret behind the state), its identity linked to this session's user
    async GET_LINK_SOCIAL_URI({ provider }) {
      const { secret, binding } = await social.begin()
      const { uri } = await api.linkSocialUri(credentials(), provider, binding)
      social.started(stateOf(uri), secret)
      return { uri }
    },
    async LINK_SOCIAL({ uri }) {
      const state = loginStateOf(uri)
      const secret = social.take(state)
      const answer = await waitForProviderReturn(deps.window, state, deps.socialTimeoutMs)
      return codedRefusal(api.linkSocial(credentials(), { ...answer, secret }))
    },
    // a link's nonce is bound to this session; a sign-in's to none (nobody is signed in yet)
    GET_WALLET_NONCE: ({ purpose }) => codedRefusal(api.walletNonce(purpose === 'link' ? credentials() : undefined)),
    LINK_WALLET: async (signed, { origin }) =>
      codedRefusal(api.linkWallet(credentials(), await ownPageMessage(signed, origin))),
  }
}
