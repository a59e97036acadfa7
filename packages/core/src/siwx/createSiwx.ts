// Sign in with X (SPEC §2 ): after a connection without a session SIWXSignMessage opens; a signature
// makes a session (one per CAIP-10 account, kept across reloads until it expires); cancel returns to the last
// signed network or disconnects; in required mode the modal stays open without one; disconnecting revokes.
import { latchError } from '../errors/classes.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from '../cloud/sdk.ts'
import { TEXTS } from '../errors.ts'
import type { SignedSignIn } from '../adapter.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { Modal } from '../modal/createModal.ts'
import type { CaipAddress, CaipNetworkId, Network } from '../types.ts'
import { cloudSiwxBackend } from './cloudBackend.ts'
import { liveSession, type SiwxState, siwxKeyOf } from './siwxState.ts'
import type { SIWXBackend, SIWXMessageFields, SIWXSession, SIWXSignedMessage } from './types.ts'
import { SigningError } from '../errors/classes.ts'

export const SIWX_DEFAULT_LIFETIME_MS = 7 * 24 * 3600_000

export interface SiwxDeps {
  modal: Modal
  signMessage(message: string): Promise<string>
  /** the wallet's one-step sign-in (Solana's solana:signIn), undefined when it has none */
  signIn?(fields: SIWXMessageFields): Promise<SignedSignIn | undefined>
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

/** the signing half of Sign in with X over its first-paint state (siwxState.ts); loaded with import() */
export function createSiwx(context: InstanceContext, deps: SiwxDeps & { state: SiwxState }) {
  const { state } = deps
  const { config, saveSessions, ask, needsSession } = state
  const { store, options } = context
  let backend: SIWXBackend | undefined = config.backend
  const backendOf = (): SIWXBackend => {
    if (backend) return backend
    if (!options.cloudUrl || !options.projectId)
      throw latchError('InvalidOption', {
        params: { reason: 'siwx needs a backend, or cloudUrl and projectId for the Latch cloud' },
      })
    return (backend = cloudSiwxBackend({
      cloudUrl: options.cloudUrl,
      projectId: options.projectId,
      sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
      sdkVersion: SDK_VERSION,
    }))
  }

  /** mount: each stored session is checked with the backend in the background; one it no longer holds is dropped */
  function checkSessions(sessions: SIWXSession[]) {
    for (const session of sessions) {
      void backendOf()
        .isSessionActive(session)
        .then((active) => {
          if (active) return
          const { [siwxKeyOf(session.account)]: _, ...rest } = store.getState().siwx.sessions
          saveSessions(rest)
          ask()
        })
        .catch(() => undefined)
    }
  }

  /** a sign-in message's fields but the account (SPEC §3 siwxMessage): the backend's nonce, this page, the lifetime */
  async function unsignedFields(
    chainId: CaipNetworkId,
    accountAddress = '',
  ): Promise<Omit<SIWXMessageFields, 'accountAddress'>> {
    const nonce = await backendOf().getNonce({ chainId, accountAddress })
    const url = new URL(options.metadata?.url ?? window.location.href)
    const issuedAt = new Date()
    return {
      chainId,
      domain: url.host,
      uri: `${url.origin}/`,
      version: '1' as const,
      nonce,
      issuedAt: issuedAt.toISOString(),
      expirationTime: new Date(issuedAt.getTime() + (config!.expiresInMs ?? SIWX_DEFAULT_LIFETIME_MS)).toISOString(),
      ...(config!.statement ? { statement: config!.statement } : {}),
    }
  }

  /** the backend verifies and stores the signed message; the session is kept for its CAIP-10 account */
  async function register(signed: SIWXSignedMessage) {
    const caipAddress = `${signed.chainId}:${signed.accountAddress}` as CaipAddress
    const { id, expiresAt } = await backendOf().addSession(signed)
    const session: SIWXSession = {
      id,
      account: caipAddress,
      chainId: signed.chainId,
      address: signed.accountAddress,
      expiresAt,
      issuedAt: signed.issuedAt,
      message: signed.message,
      signature: signed.signature,
    }
    saveSessions({ ...store.getState().siwx.sessions, [siwxKeyOf(caipAddress)]: session })
    context.emitter.emit({ type: 'SIWX_AUTH_SUCCESS', data: { account: caipAddress } })
  }

  /** SPEC §3: the embedded wallet signs these fields inside its sign-in (get user / connect social's siwxMessage).
   * Only for a message naming this very page: the frame refuses others */
  async function embeddedFields(
    chainId: CaipNetworkId,
  ): Promise<Omit<SIWXMessageFields, 'accountAddress'> | undefined> {
    const fields = await unsignedFields(chainId)
    if (typeof location === 'undefined' || new URL(fields.uri).origin !== location.origin) return undefined
    return fields
  }

  /** the frame's answer (message, signature, the completed siwxMessage): a session before the account is applied,
   * so SIWXSignMessage does not ask again (R-2.14 asks only without one) */
  async function acceptEmbedded(
    reply: { message?: unknown; signature?: unknown; siwxMessage?: unknown },
    sent: Omit<SIWXMessageFields, 'accountAddress'>,
  ) {
    const fields = reply.siwxMessage as Partial<SIWXMessageFields> | undefined
    if (
      typeof reply.message !== 'string' ||
      typeof reply.signature !== 'string' ||
      !fields ||
      typeof fields.accountAddress !== 'string'
    )
      return
    // the frame must have signed what was sent (its nonce and page); the backend checks the signature itself
    if (fields.nonce !== sent.nonce || fields.domain !== sent.domain || fields.chainId !== sent.chainId)
      throw new SigningError('ErrorSigningMessage')
    await register({
      ...sent,
      accountAddress: fields.accountAddress,
      message: reply.message,
      signature: reply.signature,
    })
  }

  /** the wallet writes and signs the message in one step where it can (its text is the backend's to check against the
   * fields); otherwise the namespace's CAIP-122 text is built here and signed as a message */
  async function signFields(fields: SIWXMessageFields): Promise<{ message: string; signature: string }> {
    let oneStep: SignedSignIn | undefined
    try {
      oneStep = await deps.signIn?.(fields)
    } catch (error) {
      throw new SigningError('ErrorSigningMessage', { cause: error })
    }
    if (oneStep) {
      // the wallet signed in with another account than the connected one: no session for this one
      if (oneStep.address !== fields.accountAddress) throw new SigningError('ErrorSigningMessage')
      return oneStep
    }
    const { createSiwxMessage } = await import('./message.ts')
    const message = await createSiwxMessage(fields)
    try {
      return { message, signature: await deps.signMessage(message) }
    } catch (error) {
      throw new SigningError('ErrorSigningMessage', { cause: error })
    }
  }

  async function signIn() {
    const account = context.account()
    const caipAddress = account?.caipAddress
    if (!account?.address || !caipAddress) throw new SigningError('ErrorSigningMessage')
    store.setState((state) => ({ siwx: { ...state.siwx, status: 'signing', error: undefined } }))
    try {
      const chainId = caipAddress.split(':').slice(0, 2).join(':') as CaipNetworkId
      const fields = { ...(await unsignedFields(chainId, account.address)), accountAddress: account.address }
      const { message, signature } = await signFields(fields)
      await register({ ...fields, message, signature })
      store.setState((state) => ({ siwx: { ...state.siwx, status: 'idle' } }))
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
      .filter(
        (session) =>
          liveSession(session) &&
          session.address.toLowerCase() === address &&
          siwxKeyOf(session.account) !== siwxKeyOf(account.caipAddress ?? ''),
      )
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
    const mine = state.sessionsOf(address)
    if (!mine.length) return
    saveSessions(Object.fromEntries(Object.entries(sessions).filter(([, session]) => !mine.includes(session))))
    await Promise.all(
      mine.map((session) =>
        backendOf()
          .revokeSession(session)
          .catch((error) => console.warn('[latch] session not revoked', error)),
      ),
    )
  }

  const actions: SiwxActions = {
    signIn,
    cancelSignIn,
    getSession: state.getSession,
  }

  return { actions, checkSessions, revokeFor, embeddedFields, acceptEmbedded }
}

export type Siwx = NonNullable<ReturnType<typeof createSiwx>>
