// One handler per page message (docs/contracts/embedded.md "Frame app"), over the cloud's auth API and the key scheme.
import type { FrameHandlers, RpcRequestPayload } from '@latch/frame'
import { cloudServerShares, webStorage } from '../keys/index.ts'
import { type ApprovalCard, createApprovalCard } from './approval.ts'
import { FARCASTER_FAILED, waitForFarcasterSignIn } from './farcaster.ts'
import { createRpcHandler } from './rpc.ts'
import { AuthApiError, type AuthApi, type CheckAnswer, createAuthApi } from './session.ts'
import { waitForProviderReturn } from './social.ts'
import { frameStore, type KeyValue } from './store.ts'
import { createWalletKeeper, type WalletKeeper } from './wallet.ts'

export const NOT_SIGNED_IN = 'Not signed in'
/** how long a live IS_CONNECTED answer stands in for GET_USER's own session check */
export const CHECK_REUSE_MS = 5_000
export const NO_SMART_ACCOUNTS = 'Smart accounts are not available'

export interface FrameAppOptions {
  window: Window
  document: Document
  /** the frame origin's localStorage */
  storage: KeyValue
  cloudUrl: string
  projectId: string
  /** from the frame's query: the page's chain and RPC endpoint */
  chainId?: string
  rpcUrl?: string
  fetch?: typeof globalThis.fetch
  socialTimeoutMs?: number
  farcasterPollMs?: number
}

export interface FrameApp {
  handlers: FrameHandlers
  approval: ApprovalCard
  wallets: WalletKeeper
  api: AuthApi
}

function chainIdOf(value: string): number | string {
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : value
}

export function createFrameApp(options: FrameAppOptions): FrameApp {
  const fetch = options.fetch ?? options.window.fetch.bind(options.window)
  const store = frameStore(options.storage)
  const api = createAuthApi({ cloudUrl: options.cloudUrl, projectId: options.projectId, fetch })
  const serverShares = cloudServerShares({ cloudUrl: options.cloudUrl, projectId: options.projectId, fetch })
  const wallets = createWalletKeeper({ storage: webStorage(options.storage), serverShares })
  const approval = createApprovalCard(options.document)
  let pendingEmail: string | undefined
  /** the Farcaster sign-in in progress; its channel token never leaves the frame */
  let farcaster: { wait: AbortController; channelToken?: string } | undefined

  function endFarcasterSignIn(): void {
    farcaster?.wait.abort()
    farcaster = undefined
  }

  const chainId = () => chainIdOf(store.get('chainId') ?? options.chainId ?? '1')
  const useChain = (id: number | string | undefined, rpcUrl: string | undefined) => {
    if (id !== undefined) store.set('chainId', String(id))
    if (rpcUrl) store.rememberRpcUrl(String(id ?? chainId()), rpcUrl)
  }

  /** the last live IS_CONNECTED answer: the GET_USER that follows it on a reload reuses it instead of asking again */
  let connectedCheck: { token: string; at: number; session: CheckAnswer } | undefined

  function forget(): void {
    connectedCheck = undefined
    store.remove('sessionToken')
    wallets.lock()
  }

  /** a new session replaces whatever wallet was open */
  function signedIn(token: string): void {
    wallets.lock()
    store.set('sessionToken', token)
  }

  function sessionToken(): string {
    const token = store.get('sessionToken')
    if (!token) throw new Error(NOT_SIGNED_IN)
    return token
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

  async function user() {
    const token = sessionToken()
    const recent = connectedCheck?.token === token && Date.now() - connectedCheck.at < CHECK_REUSE_MS
    // reusing it for a moment is safe: unlocking the wallet asks the cloud for its key share, which needs a live session
    const session = recent ? connectedCheck!.session : await check(token)
    connectedCheck = undefined
    if (!session.isConnected || !session.userId) {
      forget()
      throw new Error(NOT_SIGNED_IN)
    }
    const wallet = await wallets.open(token, session.userId)
    return {
      email: session.email ?? null,
      address: wallet.evmAddress,
      chainId: chainId(),
      accounts: [{ address: wallet.evmAddress, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
    }
  }

  const rpc = createRpcHandler({
    wallet: () => wallets.current(),
    chainId,
    rpcUrl: (payload: RpcRequestPayload) => payload.rpcUrl ?? store.rpcUrlOf(String(payload.chainId)) ?? store.rpcUrlOf(String(chainId())) ?? options.rpcUrl,
    approval,
    fetch,
    storage: options.storage,
  })

  const handlers: FrameHandlers = {
    async CONNECT_EMAIL({ email }) {
      pendingEmail = email
      const answer = await api.startEmail(email, store.get('deviceToken') ?? undefined)
      if (answer.action === 'CONNECT') signedIn(answer.token)
      return { action: answer.action }
    },
    // our VERIFY_DEVICE mail carries a code; the modal asks for it next
    CONNECT_DEVICE: () => undefined,
    async CONNECT_OTP({ otp }) {
      if (!pendingEmail) throw new Error('Enter your email first')
      const session = await api.verifyEmail(pendingEmail, otp)
      signedIn(session.token)
      store.set('deviceToken', session.deviceToken)
      pendingEmail = undefined
      return undefined
    },
    async GET_USER(payload) {
      useChain(payload?.chainId, payload?.rpcUrl)
      return user()
    },
    async IS_CONNECTED() {
      const token = store.get('sessionToken')
      if (!token) return { isConnected: false }
      const session = await check(token)
      if (!session.isConnected) forget()
      else connectedCheck = { token, at: Date.now(), session }
      return { isConnected: session.isConnected }
    },
    async SIGN_OUT() {
      endFarcasterSignIn()
      const token = store.get('sessionToken')
      forget()
      if (token) await api.signOut(token)
      return undefined
    },
    GET_CHAIN_ID: () => ({ chainId: chainId() }),
    SWITCH_NETWORK({ chainId: id, rpcUrl }) {
      useChain(id, rpcUrl)
      return { chainId: chainId() }
    },
    GET_SOCIAL_REDIRECT_URI: ({ provider }) => api.socialUri(provider),
    async CONNECT_SOCIAL({ uri, chainId: id, rpcUrl }) {
      useChain(id, rpcUrl)
      const answer = await waitForProviderReturn(options.window, uri, options.socialTimeoutMs)
      const session = await api.socialCallback(answer)
      signedIn(session.token)
      return { ...(await user()), ...(session.userName ? { userName: session.userName } : {}) }
    },
    UPDATE_EMAIL: ({ email }) => api.updateEmail(sessionToken(), email) as Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>,
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await api.updateEmailPrimary(sessionToken(), otp)
      return undefined
    },
    UPDATE_EMAIL_SECONDARY_OTP: ({ otp }) => api.updateEmailSecondary(sessionToken(), otp),
    SYNC_THEME({ themeMode, themeVariables }) {
      const accent = themeVariables?.['--w3m-accent']
      approval.setTheme(themeMode, typeof accent === 'string' ? accent : undefined)
      return undefined
    },
    SYNC_DAPP_DATA({ metadata }) {
      approval.setDappName(metadata?.name)
      return undefined
    },
    SET_PREFERRED_ACCOUNT({ type }) {
      // no smart accounts here: the page falls back to eoa
      if (type !== 'eoa') throw new Error(NO_SMART_ACCOUNTS)
      const wallet = wallets.current()
      if (!wallet) throw new Error(NOT_SIGNED_IN)
      store.set('preferredAccountType', 'eoa')
      return { type: 'eoa', address: wallet.evmAddress }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    INIT_SMART_ACCOUNT() {
      throw new Error(NO_SMART_ACCOUNTS)
    },
    // only the link goes to the page
    async GET_FARCASTER_URI() {
      endFarcasterSignIn()
      const current: NonNullable<typeof farcaster> = { wait: new AbortController() }
      farcaster = current
      const channel = await api.farcasterChannel().catch(() => {
        throw new Error(FARCASTER_FAILED)
      })
      if (current.wait.signal.aborted) throw new Error(FARCASTER_FAILED)
      current.channelToken = channel.channelToken
      return { url: channel.url }
    },
    //
    async CONNECT_FARCASTER() {
      const current = farcaster
      if (!current?.channelToken) throw new Error(FARCASTER_FAILED)
      try {
        const session = await waitForFarcasterSignIn(api, current.channelToken, current.wait.signal, options.farcasterPollMs)
        signedIn(session.token)
        return { userName: session.userName ?? '' }
      } finally {
        // a channel signs in once
        if (farcaster === current) farcaster = undefined
      }
    },
    RELOAD() {
      options.window.location.reload()
      return undefined
    },
    RPC_ABORT() {
      approval.abort()
      return undefined
    },
    RPC_REQUEST: (payload) => rpc(payload) as Promise<never>,
  }

  return { handlers, approval, wallets, api }
}
