// The part of Sign in with X a page needs from its first paint (SPEC §2 ): the stored sessions, which
// account still needs one, SIWXSignMessage opening after a connection, and whether the modal may close. Signing,
// the backend and revocation load with import() (createSiwx.ts), so an app pays for them only when it signs in.
import type { InstanceContext } from '../instance/context.ts'
import { openModalView } from '../modal/openView.ts'
import { initialRouter } from '../modal/router.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import type { CaipAddress } from '../types.ts'
import type { SIWXConfig, SIWXSession } from './types.ts'

export const siwxKeyOf = (account: string) => account.toLowerCase()
export const liveSession = (session: SIWXSession | undefined, now = Date.now()) =>
  session && Date.parse(session.expiresAt) > now ? session : undefined

/** undefined without the `siwx` option: nothing is asked */
export function createSiwxState(context: InstanceContext) {
  const config = context.options.siwx as SIWXConfig | undefined
  if (!config) return undefined
  const { store, storage } = context

  const activeAccount = (): CaipAddress | undefined =>
    context.isConnected() ? context.account()?.caipAddress : undefined
  const sessionOf = (account: string | undefined) =>
    account ? liveSession(store.getState().siwx.sessions[siwxKeyOf(account)]) : undefined
  const needsSession = () => {
    const account = activeAccount()
    return Boolean(account && !store.getState().unsupportedNetwork && !sessionOf(account))
  }

  function saveSessions(sessions: Record<string, SIWXSession>) {
    store.setState((state) => ({ siwx: { ...state.siwx, sessions } }))
    storage.setJson(FEATURE_STORAGE_KEYS.siwxSessions, sessions)
  }

  /** SIWXSignMessage opens alone (no Back to the connecting view) */
  function ask() {
    if (!needsSession()) return
    const { router, open } = store.getState()
    if (open && router.view === 'SIWXSignMessage') return
    store.setState({ siwx: { ...store.getState().siwx, error: undefined } })
    if (open) store.setState({ router: initialRouter('SIWXSignMessage') })
    else openModalView(context, 'SIWXSignMessage')
  }

  // a connection closes the modal after applying the account: asking waits for that to finish
  let lastAccount: string | undefined
  let queued = false
  store.subscribe(() => {
    const account = activeAccount()
    if (account === lastAccount) return
    lastAccount = account
    if (!account || queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      ask()
    })
  })

  /** mount: the stored sessions, the expired ones dropped; returns them (the backend checks each in the background) */
  function restoreStored(): SIWXSession[] {
    const stored = storage.getJson<Record<string, SIWXSession>>(FEATURE_STORAGE_KEYS.siwxSessions, {})
    const sessions = Object.fromEntries(Object.entries(stored).filter(([, session]) => liveSession(session)))
    saveSessions(sessions)
    return Object.values(sessions)
  }

  return {
    config,
    needsSession,
    saveSessions,
    ask,
    restoreStored,
    /** the sessions of an address (a disconnect revokes them) */
    sessionsOf: (address: string) =>
      Object.values(store.getState().siwx.sessions).filter(
        (session) => session.address.toLowerCase() === address.toLowerCase(),
      ),
    /** the active account's live session */
    getSession: () => sessionOf(activeAccount()),
    /** closing is refused while sign-in is required and the connected account has no session */
    canClose: () => !(config.required && needsSession()),
  }
}

export type SiwxState = NonNullable<ReturnType<typeof createSiwxState>>
