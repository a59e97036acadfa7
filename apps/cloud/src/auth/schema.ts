// Tables of the auth feature: users, their social identities, one-time codes, per-email limits, devices,
// sessions and pending social and Farcaster logins. Codes and tokens are stored only as hashes.
import type { Generated } from 'kysely'

export interface AuthUsersTable {
  id: string
  /** the verified login email (unique), or null for a social account without a verified email */
  email: string | null
  created: number | string
}

/** a social account (provider + the provider's subject) linked to a user */
export interface AuthIdentitiesTable {
  /** who assigned the subject: an OpenID issuer, `oauth:<token endpoint>`, `farcaster`, or `legacy:<provider>` */
  issuer: string
  provider: string
  subject: string
  user_id: string
  email: string | null
  user_name: string | null
  /** when it was linked (migration 079; null for identities recorded before) */
  created?: number | string | null
}

/** one pending one-time code per key (`login:<email>`, `update-primary:<userId>`, `update-secondary:<userId>`) */
export interface AuthCodesTable {
  key: string
  /** the address the code was mailed to; wrong attempts count against it */
  email: string
  /** HMAC-SHA256 of the code under the server secret, hex */
  code_hash: string
  expires_at: number | string
  /** JSON of what the step carries on (the new email of an update) */
  payload: string
  /** guesses compared against this code; at MAX_WRONG_CODES it is dropped (migration 068) */
  guesses: Generated<number>
}

/** send cooldown per email address (failed_attempts and locked_until are no longer used: guesses count per code) */
export interface AuthEmailsTable {
  email: string
  last_sent_at: number | string | null
  failed_attempts: number
  locked_until: number | string | null
}

/** a device that proved its user (a code, a social or Farcaster login): its token (hashed) lets it sign in again
 * without a code and unlocks the wallet's server share; revoked by sign-out, sign-out everywhere and email change */
export interface AuthDevicesTable {
  token_hash: string
  user_id: string
  project_id: string
  created: number | string
  expires_at: number | string
  /** the raw P-256 public key (base64url) of the key the device's frame keeps; a device without one proves nothing */
  public_key: string | null
}

export interface AuthSessionsTable {
  /** SHA-256 of the bearer token, hex */
  token_hash: string
  user_id: string
  project_id: string
  /** 'email' or a social provider */
  provider: string
  user_name: string | null
  created: number | string
  expires_at: number | string
  /** the sign-in method that made it (methods.ts ids), so unlinking the method ends it; null before it was kept */
  method_id: string | null
}

/** an authorization request in flight: state, nonce and PKCE verifier until the provider calls back */
export interface AuthSocialStatesTable {
  state: string
  provider: string
  project_id: string
  nonce: string
  code_verifier: string
  expires_at: number | string
  /** SHA-256 (hex) of the secret the frame that asked keeps: only that browser can complete the login */
  binding: string
  /** the signed-in user a link of this identity is for; null for a sign-in (migration 080) */
  user_id?: string | null
}

/** server-wide values, e.g. the generated code-hash secret when none is configured */
export interface AuthSettingsTable {
  key: string
  value: string
}

/** a user's embedded wallet (apps/frame/KEYS.md): its public addresses, the server's Shamir share (AES-256-GCM
 * under a key derived from the auth secret, AAD = user id and addresses) and the recovery share as the frame sealed
 * it under the user's recovery code (JSON; the server cannot open it) */
export interface AuthWalletsTable {
  user_id: string
  evm_address: string
  solana_address: string
  share_iv: string
  /** ciphertext ‖ GCM tag, base64url */
  share_ciphertext: string
  recovery: string
  created: number | string
}

/** a Farcaster sign-in in flight (5 min): the frame polls with channel_token, we poll the relay with relay_channel_token */
export interface AuthFarcasterChannelsTable {
  /** SHA-256 of our channel token, hex */
  channel_token: string
  /** the relay's channel token: it is in the link the page shows, so it alone never completes a sign-in */
  relay_channel_token: string
  project_id: string
  /** what the signed message's Nonce must be */
  nonce: string
  expires_at: number | string
}

/** one row per embedded-wallet sign-in, kept after its session is gone (the dashboard's sign-ins chart) */
export interface AuthSignInsTable {
  project_id: string
  /** 'email', a social provider or 'farcaster', as in auth_sessions */
  provider: string
  created: number | string
}

export interface AuthEmailChangesTable {
  /** SHA-256 of the token in the link mailed to the old address, hex */
  token_hash: string
  user_id: string
  old_email: string
  new_email: string
  changed: number | string
  expires_at: number | string
  /** when it was undone (or undone with another of the user's changes); null while it stands */
  cancelled: number | string | null
}

/** a user's passkey (a WebAuthn credential whose relying party is the frame's origin); never any private key */
export interface AuthPasskeysTable {
  /** the credential id, base64url */
  credential_id: string
  user_id: string
  /** the WebAuthn user handle (base64url) every passkey of the user carries; an assertion naming another is refused */
  user_handle: string
  /** the COSE public key, base64url */
  public_key: string
  /** the authenticator's signature counter at its last use (0 for authenticators that keep none) */
  counter: number | string
  /** JSON list of the authenticator's transports */
  transports: string
  /** 1 when the credential is synced (backed up) by its provider, else 0 */
  backed_up: number
  name: string
  created: number | string
  last_used: number | string | null
  /** a share of the user's wallet sealed by the frame under this passkey's PRF output (JSON), which the cloud cannot
   * open; null until the frame sends one */
  prf_recovery: string | null
}

/** a WebAuthn challenge in flight: taken (deleted) by its one answer, in its project and for its purpose */
export interface AuthPasskeyChallengesTable {
  /** the challenge as the options carried it, base64url */
  challenge: string
  project_id: string
  /** 'register' or 'authenticate' */
  purpose: string
  /** the user handle a registration's options named */
  user_handle: string | null
  /** the name a registration gives the new passkey */
  name: string | null
  /** the signed-in user a 'link' challenge was made for (migration 079) */
  user_id?: string | null
  expires_at: number | string
}

/** a link or unlink of one of a user's sign-in methods, kept for the user and the operator to read */
export interface AuthMethodEventsTable {
  id: string
  user_id: string
  /** 'email', 'passkey' or the social provider */
  kind: string
  /** the address, the passkey's name or the identity's user name */
  name: string
  action: 'link' | 'unlink'
  /** who did it: the user, or the operator through the admin API */
  actor: 'user' | 'operator'
  created: number | string
}

/** an EIP-4361 nonce in flight: taken (deleted) by the one signed message that carries it (migration 080) */
export interface AuthWalletNoncesTable {
  nonce: string
  project_id: string
  /** 'link' (bound to user_id) or 'signin' */
  purpose: string
  user_id: string | null
  expires_at: number | string
}

export interface AuthTables {
  auth_users: AuthUsersTable
  auth_identities: AuthIdentitiesTable
  auth_codes: AuthCodesTable
  auth_emails: AuthEmailsTable
  auth_devices: AuthDevicesTable
  auth_sessions: AuthSessionsTable
  auth_sign_ins: AuthSignInsTable
  auth_social_states: AuthSocialStatesTable
  auth_settings: AuthSettingsTable
  auth_wallets: AuthWalletsTable
  auth_farcaster_channels: AuthFarcasterChannelsTable
  auth_email_changes: AuthEmailChangesTable
  auth_passkeys: AuthPasskeysTable
  auth_passkey_challenges: AuthPasskeyChallengesTable
  auth_method_events: AuthMethodEventsTable
  auth_wallet_nonces: AuthWalletNoncesTable
}
