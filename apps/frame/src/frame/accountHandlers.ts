// The signed-in account's messages: who is signed in (GET_USER, IS_CONNECTED), signing out, and changing the
// account's email (its start proved by this device's key, and by a code to the current address or a passkey of the
// user on the frame's card). Apart from the sign-ins, which start a session, and from what the wallet does on a chain.
import type { FrameHandlers } from '@latch/frame'
import type { createAccountTypes } from './accountType.ts'
import type { DeviceKeys } from './deviceKey.ts'
import type { createPasskeyFlow } from './passkey.ts'
import { text } from './texts/frameLocale.ts'
import type { AuthApi } from './session.ts'
import type { createSignInState } from './signedIn.ts'
import type { FrameStore } from './store.ts'
import type { UserAnswer } from './userAnswer.ts'
import type { WalletKeeper } from './wallet.ts'

export interface AccountHandlerDeps {
  projectId: string
  api: AuthApi
  store: FrameStore
  wallets: WalletKeeper
  deviceKeys: DeviceKeys
  signIn: ReturnType<typeof createSignInState>
  accountTypes: Pick<ReturnType<typeof createAccountTypes>, 'preferOnSignIn'>
  useChain(id: number | string | undefined, rpcUrl: string | undefined): void
  user: UserAnswer
  /** a Farcaster sign-in in progress ends with a sign-out */
  endFarcaster(): void
  /** the frame's passkey cards, for a fresh proof by passkey */
  passkeys?: ReturnType<typeof createPasskeyFlow>
}

type UpdateAction = { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }

export function accountHandlers(deps: AccountHandlerDeps): FrameHandlers {
  const { api, store, wallets, deviceKeys, accountTypes, useChain, user, endFarcaster } = deps
  const { forgetDevice, credentials, signedInUser, isConnected, rememberCheck } = deps.signIn

  return {
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
      if (!(await isConnected())) return { isConnected: false }
      // a share sealed by a passkey opens only after that passkey's sign-in on this page: until then, not connected
      const { credentials: signed, user: who, session: checked } = await signedInUser()
      // the GET_USER of a reload reuses this check still (it was the one IS_CONNECTED made)
      rememberCheck(signed.token, checked)
      return { isConnected: !(await wallets.waitsForPasskey(who)) }
    },
    async SIGN_OUT() {
      endFarcaster()
      const token = store.get('sessionToken')
      const deviceToken = store.get('deviceToken') ?? undefined
      forgetDevice()
      wallets.forgetWrappingKeys()
      // after the session expired only the device token is left: it is revoked all the same
      if (token || deviceToken) await api.signOut(token ?? undefined, deviceToken)
      await deviceKeys.remove(deps.projectId)
      return undefined
    },
    // every session and device of the account, this one included; the cloud needs this device's proof for it
    async SIGN_OUT_EVERYWHERE() {
      endFarcaster()
      await api.signOutEverywhere(credentials())
      forgetDevice()
      wallets.forgetWrappingKeys()
      await deviceKeys.remove(deps.projectId)
      return undefined
    },
    // by passkey: the frame's card, whose answer stands in for the current address's code; or that code after all
    UPDATE_EMAIL({ email, proof }) {
      const signed = credentials()
      const byCode = () => api.updateEmail(signed, email) as Promise<UpdateAction>
      if (proof !== 'passkey' || !deps.passkeys) return byCode()
      return deps.passkeys.confirm<UpdateAction>({
        heading: text('emailChange.heading'),
        intro: text('emailChange.intro', { email }),
        options: () => api.passkeyProofOptions(signed),
        use: (answer) => api.updateEmail(signed, email, answer) as Promise<UpdateAction>,
        instead: { label: text('emailChange.sendCode'), run: byCode },
      })
    },
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
  }
}
