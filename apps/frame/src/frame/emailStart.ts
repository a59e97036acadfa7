// The email sign-in's first message (CONNECT_EMAIL) and the login it leaves pending until its code (CONNECT_OTP).
// Apart from the other sign-ins because the frame answers it before its wallet code has loaded (lazyFrame.ts).
import type { FrameHandlers } from '@latch/frame'
import type { WalletStorage } from '../keys/storage.ts'
import type { AuthApi } from './session.ts'
import { type FrameStore, userScopedStorage } from './store.ts'

/** the email login this frame started, until its code is checked */
export type EmailStart = ReturnType<typeof createEmailStart>

export function createEmailStart(deps: {
  api: AuthApi
  store: FrameStore
  walletStorage: WalletStorage
  /** the session this device's earlier proof of the email brought (answer CONNECT) */
  signedIn(token: string): void | Promise<void>
}) {
  /** the email login this frame started: its address and the attempt id the cloud answered */
  let pendingLogin: { email: string; attempt: string } | undefined

  /** whether this device holds a wallet share of the user this email signed in as before */
  async function holdsWalletOf(email: string): Promise<boolean> {
    const userId = await deps.store.userOfEmail(email)
    if (!userId) return false
    // the keys' code (curves, shares) only for an email this device signed in with before: a first sign-in waits for none
    const { deviceShareInfo } = await import('../keys/wallet.ts')
    return (await deviceShareInfo(userScopedStorage(deps.walletStorage, userId)).catch(() => undefined)) !== undefined
  }

  // CONNECT: this device proved this email and was not signed out since; otherwise a code was mailed, and
  // VERIFY_DEVICE says the wallet is not on this device yet, so CONNECT_DEVICE follows the code (SPEC §3, §4)
  const CONNECT_EMAIL: FrameHandlers['CONNECT_EMAIL'] = async ({ email }) => {
    pendingLogin = undefined
    const answer = await deps.api.startEmail(email, deps.store.get('deviceToken') ?? undefined)
    if (answer.action === 'CONNECT') {
      await deps.signedIn(answer.token)
      return { action: 'CONNECT' as const }
    }
    pendingLogin = { email, attempt: answer.attempt }
    return { action: (await holdsWalletOf(email)) ? ('VERIFY_OTP' as const) : ('VERIFY_DEVICE' as const) }
  }

  return {
    CONNECT_EMAIL,
    /** the login waiting for its code, if any */
    pending: () => pendingLogin,
    /** its code was accepted */
    done(): void {
      pendingLogin = undefined
    },
  }
}
