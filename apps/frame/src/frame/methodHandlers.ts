// The account's sign-in methods: list them, link an email (a code to the new address), link a passkey (the frame's
// own card: WebAuthn runs on the frame's origin, within the person's click), unlink one. Each call carries the session
// and this device's proof, so the page alone never changes a way into the wallet.
import type { FrameHandlers } from '@latch/frame'
import { passkeyKeys } from '../keys/index.ts'
import type { CardHost } from './cards.ts'
import type { createPasskeyFlow } from './passkey.ts'
import type { AuthApi } from './session.ts'
import type { createSignInState } from './signedIn.ts'
import type { WalletKeeper } from './wallet.ts'

export interface MethodHandlerDeps {
  api: AuthApi
  cards: CardHost
  passkeys: ReturnType<typeof createPasskeyFlow>
  signIn: ReturnType<typeof createSignInState>
  wallets: WalletKeeper
}

export function methodHandlers(deps: MethodHandlerDeps): FrameHandlers {
  const { api, cards, passkeys, wallets } = deps
  const { credentials, signedInUser } = deps.signIn

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
  }
}
