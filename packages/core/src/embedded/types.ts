// The embedded wallet as core sees it: a lazily loaded frame behind a tiny first-paint entry (docs/design/embedded.md).
import type { AlertCode } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { EmbeddedActions } from './embeddedActions.ts'
import type { RouteData, ViewName } from '../modal/router.ts'
import type { ChainNamespace, ConnectionStatusReason, Connector } from '../types.ts'
import type { SocialLogin, SocialProvider } from '../validators.ts'

export type { SocialLogin, SocialProvider }

/** the EIP-1193 surface core and adapters use */
export interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<any>
  on(event: string, listener: (...args: any[]) => void): void
  removeListener(event: string, listener: (...args: any[]) => void): void
}

/** where the frame is shown over the page (viewport coordinates, CSS pixels) */
export interface EmbeddedRect {
  top: number
  left: number
  width: number
  height: number
}

/**
 * What the embedded wallet's frame tells the instance while it works: a request waiting for the user's approval, and
 * its outcome.
 */
export interface EmbeddedHooks {
  /** an unsafe request waits for the user's approval in the frame */
  approvalNeeded(): void
  approvalDone(outcome: 'success' | 'error'): void
  /** a method neither safe nor unsafe was requested */
  notAllowed(method: string): void
  /** a frame alert: iframe_load_failed or iframe_request_timeout */
  alert(alert: string): void
  /** the frame refused a request because the session ended elsewhere (signed out everywhere, expired) */
  signedOut?(): void
}

/** What the embedded wallet's frame is loaded with: the project, the active chain and its RPC. */
export interface EmbeddedLoadOptions {
  projectId: string
  chainId?: number | string
  rpcUrl?: string
}

/** an RPC_REQUEST of another namespace than eip155 (SPEC §3 ): the Solana account's signing */
export interface EmbeddedRpcRequest {
  method: string
  params?: unknown
  /** the network's CAIP-2 id, e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' */
  chainId: string
  chainNamespace: 'solana' | 'polkadot' | 'bip122' | 'cosmos'
  rpcUrl?: string
}

/**
 * The loaded embedded wallet's frame, as the instance talks to it: frame messages, RPC requests and showing or hiding
 * it.
 */
export interface EmbeddedFrame {
  /** a frame message by name (e.g. 'GET_USER'); resolves with the success payload, rejects with the frame's text */
  request(name: string, payload?: unknown): Promise<any>
  /** an RPC request on another namespace's account; unsafe methods wait for the approval card like the provider's */
  rpc?(request: EmbeddedRpcRequest): Promise<any>
  /** rejects pending approval requests; safe requests keep running */
  abort(): void
  show(rect: EmbeddedRect): void
  hide(): void
  provider: Eip1193Like
}

/**
 * The email and social wallet an app turns on with the `embeddedWallet` option: where its frame is hosted, the social
 * logins it offers, and how it loads.
 */
export interface EmbeddedWallet {
  readonly frameUrl: string
  readonly socials?: readonly SocialLogin[]
  load(hooks: EmbeddedHooks, options: EmbeddedLoadOptions): Promise<EmbeddedFrame>
  /** core's email, social and approval logic (createEmbeddedBridge of @latch/core/embedded), carried here so
   * that apps without an embedded wallet do not bundle it; give this or `loadBridge` */
  createBridge?: CreateEmbeddedBridge
  /** the same logic fetched with import() when the instance's features load, so it costs first paint nothing */
  loadBridge?(): Promise<CreateEmbeddedBridge>
}

/** builds the embedded wallet's part of an instance over its context and the other features */
export type CreateEmbeddedBridge = (context: InstanceContext, deps: EmbeddedBridgeDeps) => EmbeddedBridge

/** what the embedded wallet needs of the other features */
export interface EmbeddedBridgeDeps {
  /** connect('AUTH') without routing to ConnectingExternal */
  connect(connectorId: string): Promise<void>
  show(view: ViewName, data?: RouteData): void
  openView(view: ViewName): void
  open(): void
  closeSettled(): void
  /** SPEC §8: a frame that did not start is reported and logged, its alert shown once */
  providerInitFailed(error: unknown, fallback: AlertCode): void
  showAlert(code: AlertCode): void
  /** whether a request of the modal is under way (SPEC §2 transaction stack) */
  hasTransaction(): boolean
  /** the innermost request was answered: back to the view that started it */
  popTransaction(): void
  /** a request of the modal starts from the current view; the returned function ends it */
  beginTransaction(): () => void
  refreshBalance(): void
  onDisconnected(namespace: ChainNamespace, reason?: ConnectionStatusReason): void
  /** disconnects the active connection (sign out everywhere ends with it) */
  disconnect(): Promise<void>
}

/** the instance's side of the embedded wallet: the public actions and what the other features call */
export interface EmbeddedBridge {
  actions: EmbeddedActions
  /** the shared frame load adapters are given (AdapterContext.embedded) */
  frame?: () => Promise<EmbeddedFrame>
  /** closing the modal hides the frame and, unless settled, rejects pending requests */
  onClose(parameters: { settled: boolean }): void
  /** what disconnecting the AUTH connector leaves: no login data (SPEC §4) */
  forgetLogin(): void
  /** SYNC_THEME after a theme change */
  setTheme(): void
  /** on mount: the session check of namespaces restored through AUTH, then a redirected social login */
  restore(authNamespaces: ChainNamespace[]): void
  /** after an AUTH connection the preferred account type is asked of the frame */
  applyPreferredAccountType(namespace: ChainNamespace): Promise<void>
}

/** One way into the embedded wallet's account: its email, a passkey or a social identity (never a key). */
export interface SignInMethod {
  /** names the method for unlinkSignInMethod */
  id: string
  kind: 'email' | 'passkey' | 'social' | 'wallet'
  /** the social provider, for kind social; 'eip155' for a wallet */
  provider?: string
  /** the address, the passkey's name, the identity's user name or the wallet's address */
  name: string
  /** ISO date, or null when unknown */
  added: string | null
  /** ISO date of its last sign-in the cloud knows, or null */
  lastUsed: string | null
}

/** A link or unlink of a sign-in method, by the user or by the app's support. */
export interface SignInMethodEvent {
  kind: string
  name: string
  action: 'link' | 'unlink'
  actor: 'user' | 'operator'
  /** ISO date */
  at: string
}

/** The account's sign-in methods and their link/unlink rows, newest first. */
export interface SignInMethods {
  methods: SignInMethod[]
  events: SignInMethodEvent[]
}

export type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** state.embedded: what the email, social, Farcaster, update-email and approval views show */
export interface EmbeddedState {
  email?: string
  socialProvider?: SocialLogin
  socialUsername?: string
  /** the Farcaster sign-in link of the current attempt, shown as a QR code */
  farcasterUrl?: string
  /** the CONNECT_EMAIL answer of the current login */
  emailAction?: EmailAction
  updateEmail?: { step: 'primary' | 'secondary'; newEmail: string }
  /** the account's sign-in methods and their link/unlink rows, as last loaded (SignInMethods) */
  signInMethods?: SignInMethods
  /** the address being linked, once its code was mailed */
  linkEmail?: string
  /** an unsafe request is waiting in ApproveTransaction */
  approving: boolean
}

/** the connector core lists when an embedded wallet is configured */
export const AUTH_CONNECTOR_ID = 'AUTH'

/** the AUTH connector as core lists it when an embedded wallet is configured (docs/design/embedded.md) */
export const AUTH_CONNECTOR: Connector = { id: AUTH_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'eip155' }

export const isAuthConnector = (connectorId: string | undefined) => connectorId === AUTH_CONNECTOR_ID
