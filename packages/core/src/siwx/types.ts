// Sign in with X (CAIP-122; SPEC §2, §3 ): what an app configures and what a session is.
import type { CaipAddress, CaipNetworkId } from '../types.ts'

/** R-3.39: the fields of a sign-in message, plus the message and its signature (R-7.33's registration payload) */
export interface SIWXMessageFields {
  chainId: CaipNetworkId
  accountAddress: string
  domain: string
  uri: string
  version: '1'
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** A sign-in message and the wallet's signature of it, as it is sent to the sign-in backend. */
export interface SIWXSignedMessage extends SIWXMessageFields {
  message: string
  signature: string
}

/** a session the visitor holds, one per CAIP-10 account */
export interface SIWXSession {
  /** the backend's id: the bearer token a dApp's server checks (`verifyLatchSession`) */
  id: string
  account: CaipAddress
  chainId: CaipNetworkId
  address: string
  expiresAt: string
  issuedAt: string
  message: string
  signature: string
}

/** where sessions are issued and checked; the default is the Latch cloud's /v1/sessions */
export interface SIWXBackend {
  getNonce(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<string>
  /** verifies and stores; rejects with an Error whose message is the text to show */
  addSession(signed: SIWXSignedMessage): Promise<{ id: string; expiresAt: string }>
  /** whether the session still holds (false once revoked or expired) */
  isSessionActive(session: SIWXSession): Promise<boolean>
  revokeSession(session: SIWXSession): Promise<void>
}

/** the `siwx` option */
export interface SIWXConfig {
  /** the modal cannot be closed while connected without a session */
  required?: boolean
  /** the message's statement */
  statement?: string
  /** the message's expiration, from its issue time; default 7 days (the cloud's longest session) */
  expiresInMs?: number
  /** default: the Latch cloud of `cloudUrl` and `projectId` */
  backend?: SIWXBackend
}

/** Whether a sign-in signature is being asked for now. */
export type SIWXStatus = 'idle' | 'signing'

/** Sign in with X in the modal's state: the live sessions by account, and whether a signature is being asked for. */
export interface SIWXState {
  /** by lowercase CAIP-10 account */
  sessions: Record<string, SIWXSession>
  status: SIWXStatus
  /** the last sign-in's failure, shown in SIWXSignMessage */
  error?: string
}

export const emptySiwxState = (): SIWXState => ({ sessions: {}, status: 'idle' })
