// Who is signed in to this frame: the session and device tokens in the frame's storage, the cloud's live answer for
// them, and forgetting both (sign-out, an expired session). The handlers ask here instead of reading storage.
import { AuthApiError, type AuthApi, type CheckAnswer, type Credentials } from './session.ts'
import type { FrameStore } from './store.ts'
import type { SignedInUser, WalletKeeper } from './wallet.ts'
import { latchError } from '@latch/core'

export const NOT_SIGNED_IN = 'Not signed in'
/** how long a live IS_CONNECTED answer stands in for GET_USER's own session check */
export const CHECK_REUSE_MS = 5_000

export function createSignInState(deps: { store: FrameStore; api: AuthApi; wallets: WalletKeeper; onForget(): void }) {
  const { store, api, wallets } = deps
  /** the last live session check, or one started as soon as a sign-in gave its session: the device step or GET_USER
   * that follows reuses it instead of asking again */
  let lastCheck: { token: string; at: number; session: Promise<CheckAnswer> } | undefined

  function forget(): void {
    lastCheck = undefined
    deps.onForget()
    store.remove('sessionToken')
    wallets.lock()
  }

  /** signing out here: the session and this device's token go, from storage too */
  function forgetDevice(): void {
    forget()
    store.remove('deviceToken')
  }

  /** a new session replaces whatever wallet was open; a sign-in that proved the user brings a new device token */
  function signedIn(token: string, deviceToken?: string): void {
    wallets.lock()
    store.set('sessionToken', token)
    if (deviceToken) store.set('deviceToken', deviceToken)
  }

  function credentials(): Credentials {
    const token = store.get('sessionToken')
    const deviceToken = store.get('deviceToken')
    if (!token || !deviceToken) throw latchError('NotSignedIn', { params: { reason: NOT_SIGNED_IN } })
    return { token, deviceToken }
  }

  async function check(token: string) {
    try {
      return await api.check(token)
    } catch (error) {
      // an expired session answers 401 'Session Expired' once; it is gone either way
      if (error instanceof AuthApiError && error.status === 401) forget()
      throw error
    }
  }

  /** the cloud's answer for the stored session (IS_CONNECTED): remembered for a moment when live */
  async function isConnected(): Promise<boolean> {
    const token = store.get('sessionToken')
    if (!token) return false
    const session = await check(token)
    if (!session.isConnected) forget()
    else rememberCheck(token, session)
    return session.isConnected
  }

  /** the session a sign-in just gave is checked at once: the page's next message (a round trip away) waits less */
  function checkAhead(token: string): void {
    const session = check(token)
    // its failure is the next signedInUser's to report
    session.catch(() => undefined)
    lastCheck = { token, at: Date.now(), session }
  }

  /** the signed-in user as the cloud knows them now (a live check of the last moment counts) */
  async function signedInUser(): Promise<{ credentials: Credentials; user: SignedInUser; session: CheckAnswer }> {
    const signed = credentials()
    const recent =
      lastCheck?.token === signed.token && Date.now() - lastCheck.at < CHECK_REUSE_MS ? lastCheck.session : undefined
    lastCheck = undefined
    // reusing it for a moment is safe: unlocking the wallet asks the cloud for its share, which needs a live session
    const session = await (recent ?? check(signed.token))
    if (!session.isConnected || !session.userId) {
      forget()
      throw latchError('NotSignedIn', { params: { reason: NOT_SIGNED_IN } })
    }
    const user = { userId: session.userId, wallet: session.wallet ?? null }
    return { credentials: signed, user, session }
  }

  /** a check made elsewhere (the device step, with the wallet it brought) stands for the next GET_USER */
  function rememberCheck(token: string, session: CheckAnswer): void {
    lastCheck = { token, at: Date.now(), session: Promise.resolve(session) }
  }

  return { forget, forgetDevice, signedIn, checkAhead, credentials, isConnected, signedInUser, rememberCheck }
}
