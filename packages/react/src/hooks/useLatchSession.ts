// The active account's sign-in session (SPEC §2 SIWXSignMessage): status, account and expiry.
import type { SIWXSession } from '@latch/core'
import { useLatchSelector } from '../useLatchSelector.ts'

/** What {@link useLatchSession} returns: the sign-in status and the session of the connected account. */
export interface LatchSession {
  /** signedIn: a live session for the active CAIP-10 account; signing: the wallet is asked; signedOut otherwise */
  status: 'signedIn' | 'signing' | 'signedOut'
  /** CAIP-10 */
  account?: string
  expiresAt?: string
  /** the id a dApp's server checks with `verifyLatchSession` (@latch/core/server) */
  session?: SIWXSession
}

/**
 * The sign in with X session of the connected account (`createLatch({ siwx })`).
 *
 * @example
 * ```tsx
 * const { status, session } = useLatchSession()
 * if (status === 'signedIn') fetch('/api/me', { headers: { 'x-latch-session': session!.id } })
 * ```
 */
export function useLatchSession(): LatchSession {
  return useLatchSelector((state) => {
    const caipAddress = state.accounts[state.activeNamespace]?.caipAddress
    const stored = caipAddress ? state.siwx.sessions[caipAddress.toLowerCase()] : undefined
    const session = stored && Date.parse(stored.expiresAt) > Date.now() ? stored : undefined
    if (session) return { status: 'signedIn', account: session.account, expiresAt: session.expiresAt, session }
    return { status: state.siwx.status === 'signing' ? 'signing' : 'signedOut' }
  })
}
