// Tables of sign-in sessions (SPEC §3 "Sign-in session", §7 /v1/sessions): nonces the cloud issued, and sessions.

/** a nonce is good for one sign-in, before it expires, in the project that asked for it */
export interface SiwxNoncesTable {
  nonce: string
  project_id: string
  expires_at: number | string
  /** set when a session consumed it: a second use is a replay */
  used_at: number | string | null
}

/** a session: the signed message and its fields; the bearer id is kept as a hash */
export interface SiwxSessionsTable {
  id_hash: string
  project_id: string
  /** CAIP-10: eip155:31337:0xabc… */
  account: string
  chain_id: string
  address: string
  domain: string
  uri: string
  message: string
  signature: string
  issued_at: string
  created: number | string
  expires_at: number | string
  revoked_at: number | string | null
}

export interface SessionsTables {
  siwx_nonces: SiwxNoncesTable
  siwx_sessions: SiwxSessionsTable
}
