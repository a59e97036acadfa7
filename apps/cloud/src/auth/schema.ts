// Tables of the auth feature: users, their social identities, one-time codes, per-email limits, devices,
// sessions and pending social and Farcaster logins. Codes and tokens are stored only as hashes.

export interface AuthUsersTable {
  id: string
  /** the verified login email (unique), or null for a social account without a verified email */
  email: string | null
  created: number | string
}

/** a social account (provider + the provider's subject) linked to a user */
export interface AuthIdentitiesTable {
  provider: string
  subject: string
  user_id: string
  email: string | null
  user_name: string | null
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
}

/** send cooldown and wrong-code lockout per email address */
export interface AuthEmailsTable {
  email: string
  last_sent_at: number | string | null
  failed_attempts: number
  locked_until: number | string | null
}

/** a device that completed an email login: its token (hashed) lets it connect again without a code */
export interface AuthDevicesTable {
  token_hash: string
  email: string
  expires_at: number | string
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
}

/** an authorization request in flight: state, nonce and PKCE verifier until the provider calls back */
export interface AuthSocialStatesTable {
  state: string
  provider: string
  project_id: string
  nonce: string
  code_verifier: string
  expires_at: number | string
}

/** server-wide values, e.g. the generated code-hash secret when none is configured */
export interface AuthSettingsTable {
  key: string
  value: string
}

/** the embedded wallet's server share per user: AES-256-GCM under a key derived from the auth secret, base64url */
export interface AuthKeySharesTable {
  user_id: string
  iv: string
  /** ciphertext ‖ GCM tag of the 32-byte share, AAD = user_id */
  ciphertext: string
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

export interface AuthTables {
  auth_users: AuthUsersTable
  auth_identities: AuthIdentitiesTable
  auth_codes: AuthCodesTable
  auth_emails: AuthEmailsTable
  auth_devices: AuthDevicesTable
  auth_sessions: AuthSessionsTable
  auth_social_states: AuthSocialStatesTable
  auth_settings: AuthSettingsTable
  auth_key_shares: AuthKeySharesTable
  auth_farcaster_channels: AuthFarcasterChannelsTable
}
