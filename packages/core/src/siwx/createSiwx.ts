// Sign in with X (SPEC §2 ): after a connection without a session SIWXSignMessage opens; a signature
// makes a session (one per CAIP-10 account, kept across reloads until it expires); cancel returns to the last
// signed network or disconnects; in required mode the modal stays open without one; disconnecting revokes.
import { DEFAULT_SDK_TYPE, SDK_VERSION } from '../cloud/sdk.ts'
import { TEXTS } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { Modal } from '../modal/createModal.ts'
import { initialRouter } from '../modal/router.ts'
import { STORAGE_KEYS } from '../storage.ts'
import type { CaipAddress, CaipNetworkId, Network } from '../types.ts'
import { cloudSiwxBackend } from './cloudBackend.ts'
import type { SIWXBackend, SIWXConfig, SIWXSession } from './types.ts'

export const SIWX_DEFAULT_LIFETIME_MS = 7 * 24 * 3600_000

export interface SiwxDeps {
  modal: Modal
  signMessage(message: string): Promise<string>
  switchNetwork(network: Network): Promise<void>
  disconnect(): Promise<void>
  /** after a sign-in: true when another view (DataCapture) took the modal over */
  afterSignIn?(): Promise<boolean>
}

export interface SiwxActions {
  /** SIWXSignMessage's Sign: builds the message, has the wallet sign it, registers the session; closes on success */
  signIn(): Promise<void>
  /** SIWXSignMessage's Cancel: back to the last signed network of this address, else disconnects */
  cancelSignIn(): Promise<void>
  /** the active account's live session */
  getSession(): SIWXSession | undefined
}

const keyOf = (account: string) => account.toLowerCase()
const live = (session: SIWXSession | undefined, now = Date.now()) => (session && Date.parse(session.expiresAt) > now ? session : undefined)

/** undefined without the `siwx` option: nothing is asked */
export function createSiwx(context: InstanceContext, deps: SiwxDeps) {
  const config = context.options.siwx as SIWXConfig | undefined
  if (!config) return undefined
  const { store, storage, options } = context
  let backend: SIWXBackend | undefined = config.backend
  const backendOf = (): SIWXBackend => {
    if (backend) return backend
    if (!options.cloudUrl || !options.projectId) throw new Error('siwx needs a backend, or cloudUrl and projectId for the Latch cloud')
    return (backend = cloudSiwxBackend({ cloudUrl: options.cloudUrl, projectId: options.projectId, sdkType: options.sdkType ?? DEFAULT_SDK_TYPE, sdkVersion: SDK_VERSION }))
  }

  const activeAccount = (): CaipAddress | undefined => (context.isConnected() ? context.account()?.caipAddress : undefined)
  const sessionOf = (account: string | undefined) => (account ? live(store.getState().siwx.sessions[keyOf(account)]) : undefined)
  const needsSession = () => {
    const account = activeAccount()
    return Boolean(account && !store.getState().unsupportedNetwork && !sessionOf(account))
  }

  function saveSessions(sessions: Record<string, SIWXSession>) {
    store.setState((state) => ({ siwx: { ...state.siwx, sessions } }))
    storage.setJson(STORAGE_KEYS.siwxSessions, sessions)
  }

  /** SIWXSignMessage opens alone (no Back to the connecting view) */
  function ask() {
    if (!needsSession()) return
    const { router, open } = store.getState()
    if (open && router.view === 'SIWXSignMessage') return
    store.setState({ siwx: { ...store.getState().siwx, error: undefined } })
    if (open) store.setState({ router: initialRouter('SIWXSignMessage') })
    else deps.modal.openView('SIWXSignMessage')
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

  /** mount: the stored sessions, the expired ones dropped; each is checked with the backend in the background */
  function restore() {
    const stored = storage.getJson<Record<string, SIWXSession>>(STORAGE_KEYS.siwxSessions, {})
    const sessions = Object.fromEntries(Object.entries(stored).filter(([, session]) => live(session)))
    saveSessions(sessions)
    for (const session of Object.values(sessions)) {
      void backendOf()
        .isSessionActive(session)
        .then((active) => {
          if (active) return
          const { [keyOf(session.account)]: _, ...rest } = store.getState().siwx.sessions
          saveSessions(rest)
          ask()
        })
        .catch(() => undefined)
    }
  }

  async function signIn() {
    const account = context.account()
    const caipAddress = account?.caipAddress
    if (!account?.address || !caipAddress) throw new Error(TEXTS.errorSigningMessage)
    store.setState((state) => ({ siwx: { ...state.siwx, status: 'signing', error: undefined } }))
    try {
      const chainId = caipAddress.split(':').slice(0, 2).join(':') as CaipNetworkId
      const nonce = await backendOf().getNonce({ chainId, accountAddress: account.address })
      const { createSiwxMessage } = await import('./message.ts')
      const url = new URL(options.metadata?.url ?? window.location.href)
      const issuedAt = new Date()
      const fields = {
        chainId,
        accountAddress: account.address,
        domain: url.host,
        uri: `${url.origin}/`,
        version: '1' as const,
        nonce,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + (config!.expiresInMs ?? SIWX_DEFAULT_LIFETIME_MS)).toISOString(),
        ...(config!.statement ? { statement: config!.statement } : {}),
      }
      const message = await createSiwxMessage(fields)
      let signature: string
      try {
        signature = await deps.signMessage(message)
      } catch (error) {
        throw new Error(TEXTS.errorSigningMessage, { cause: error })
      }
      const { id, expiresAt } = await backendOf().addSession({ ...fields, message, signature })
      const session: SIWXSession = { id, account: caipAddress, chainId, address: account.address, expiresAt, issuedAt: fields.issuedAt, message, signature }
      saveSessions({ ...store.getState().siwx.sessions, [keyOf(caipAddress)]: session })
      store.setState((state) => ({ siwx: { ...state.siwx, status: 'idle' } }))
      context.emitter.emit({ type: 'SIWX_AUTH_SUCCESS', data: { account: caipAddress } })
      // success closes the modal (unless DataCapture offers itself)
      if (!(await deps.afterSignIn?.())) deps.modal.actions.close()
    } catch (error) {
      const message = error instanceof Error ? error.message : TEXTS.errorSigningMessage
      store.setState((state) => ({ siwx: { ...state.siwx, status: 'idle', error: message } }))
      context.emitter.emit({ type: 'SIWX_AUTH_ERROR', data: { message } })
    }
  }

  /** the newest session of this address on another network, if that network is configured */
  function lastSignedNetwork(): Network | undefined {
    const account = context.account()
    if (!account?.address) return undefined
    const address = account.address.toLowerCase()
    const signed = Object.values(store.getState().siwx.sessions)
      .filter((session) => live(session) && session.address.toLowerCase() === address && keyOf(session.account) !== keyOf(account.caipAddress ?? ''))
      .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt))
    for (const session of signed) {
      const network = context.networks.find((candidate) => candidate.caipNetworkId === session.chainId)
      if (network) return network
    }
    return undefined
  }

  async function cancelSignIn() {
    const network = lastSignedNetwork()
    if (network) {
      await deps.switchNetwork(network)
      if (!needsSession()) deps.modal.actions.close()
      return
    }
    await deps.disconnect()
  }

  /** before a disconnect: every session of the disconnected address is revoked and forgotten */
  async function revokeFor(address: string | undefined) {
    if (!address) return
    const sessions = store.getState().siwx.sessions
    const mine = Object.values(sessions).filter((session) => session.address.toLowerCase() === address.toLowerCase())
    if (!mine.length) return
    saveSessions(Object.fromEntries(Object.entries(sessions).filter(([, session]) => !mine.includes(session))))
    await Promise.all(mine.map((session) => backendOf().revokeSession(session).catch((error) => console.warn('[latch] session not revoked', error))))
  }

  const actions: SiwxActions = {
    signIn,
    cancelSignIn,
    getSession: () => sessionOf(activeAccount()),
  }

  return {
    actions,
    restore,
    revokeFor,
    /** closing is refused while sign-in is required and the connected account has no session */
    canClose: () => !(config.required && needsSession()),
  }
}

export type Siwx = NonNullable<ReturnType<typeof createSiwx>>
