// The cloud's auth API (apps/cloud/src/auth/README.md) as the frame calls it; errors carry the cloud's text.
import type { SealedPasskeyRecovery, SealedRecovery } from '../keys/index.ts'
import { deviceProofMessage } from '@latch/core/internal'
import { toBase64Url } from '../keys/bytes.ts'
import type { DeviceKeys } from './deviceKey.ts'
import type { SignInMethods } from '@latch/frame'

export interface WalletRecord {
  evmAddress: `0x${string}`
  solanaAddress: string
}
export interface SessionAnswer {
  token: string
  email: string | null
  expiresAt: string
}
/** what a sign-in that proved the user hands out: a session and this device's token */
export type ProvenSession = SessionAnswer & { deviceToken: string }
export interface CheckAnswer {
  isConnected: boolean
  userId?: string
  email?: string | null
  userName?: string | null
  provider?: string
  /** the user's wallet as the server recorded it; null before the first one exists */
  wallet?: WalletRecord | null
}
/** a Farcaster sign-in: the link for the Farcaster client, and our token to poll with (the frame keeps it) */
export interface FarcasterChannel {
  url: string
  channelToken: string
}
export type SocialSession = ProvenSession & { userName: string | null; provider: string }
export type FarcasterStatus = { state: 'pending' } | ({ state: 'completed' } & SocialSession)
/** attempt: this login's id, kept by this frame and sent back with the code: nobody else's guesses reach it */
export type StartAnswer =
  | { action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; attempt: string }
  | ({ action: 'CONNECT' } & SessionAnswer)
/** the session token and this device's token: together they let the server share leave */
export interface Credentials {
  token: string
  deviceToken: string
}
export interface KeyShareAnswer extends WalletRecord {
  share: string
  recovery?: SealedRecovery
  /** the share sealed under the PRF of the passkey named by `passkeyRecovery`, if the cloud keeps one */
  passkeyRecovery?: SealedPasskeyRecovery
}

export interface AuthApi {
  startEmail(email: string, deviceToken?: string): Promise<StartAnswer>
  verifyEmail(email: string, otp: string, attempt: string): Promise<ProvenSession>
  check(token: string): Promise<CheckAnswer>
  /** either may be gone: an expired session still revokes the device token */
  signOut(token: string | undefined, deviceToken?: string): Promise<void>
  /** needs this device's proof: a session token alone signs nobody out everywhere */
  signOutEverywhere(credentials: Credentials): Promise<void>
  socialUri(provider: string, binding: string): Promise<{ uri: string }>
  socialCallback(answer: { state: string; code?: string; error?: string; secret: string }): Promise<SocialSession>
  farcasterChannel(): Promise<FarcasterChannel>
  farcasterStatus(channelToken: string): Promise<FarcasterStatus>
  /** with a passkey's answer to passkeyProofOptions the current address's code is skipped (VERIFY_SECONDARY_OTP) */
  updateEmail(
    credentials: Credentials,
    email: string,
    passkey?: unknown,
  ): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimary(token: string, otp: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailSecondary(token: string, otp: string): Promise<{ newEmail: string; deviceToken: string }>
  registerWallet(
    credentials: Credentials,
    wallet: WalletRecord & { serverShare: string; recovery: SealedRecovery },
  ): Promise<void>
  keyShare(
    credentials: Credentials,
    options?: { otp?: string; recovery?: true; passkey?: unknown; passkeyRecovery?: string },
  ): Promise<KeyShareAnswer>
  /** keeps a share sealed under the PRF of one of the user's passkeys (its credential id) beside that passkey */
  keepPasskeyRecovery(credentials: Credentials, credentialId: string, sealed: SealedPasskeyRecovery): Promise<void>
  exportStart(credentials: Credentials): Promise<void>
  /** WebAuthn options for a new user's passkey (the challenge is kept for one answer) */
  passkeyRegisterOptions(): Promise<{ options: PasskeyOptionsJson }>
  passkeyRegister(response: unknown): Promise<SocialSession>
  /** WebAuthn options for a sign-in with any passkey of the project (a discoverable credential) */
  passkeyAuthenticateOptions(): Promise<{ options: PasskeyOptionsJson }>
  passkeyAuthenticate(response: unknown): Promise<SocialSession>
  /** the account's sign-in methods and their link/unlink rows */
  methods(credentials: Credentials): Promise<SignInMethods>
  /** mails a code to the address to link */
  linkEmailStart(credentials: Credentials, email: string): Promise<{ action: 'VERIFY_OTP' }>
  linkEmailVerify(credentials: Credentials, otp: string): Promise<SignInMethods>
  /** WebAuthn options for one more passkey of the signed-in user */
  linkPasskeyOptions(credentials: Credentials): Promise<{ options: PasskeyOptionsJson }>
  linkPasskey(credentials: Credentials, response: unknown): Promise<SignInMethods>
  unlinkMethod(credentials: Credentials, id: string): Promise<SignInMethods>
  /** the cloud's nonce for an EIP-4361 message: a link's is bound to the signed-in user (credentials) */
  walletNonce(credentials?: Credentials): Promise<{ nonce: string }>
  linkWallet(credentials: Credentials, signed: SignedMessage): Promise<SignInMethods>
  walletSignIn(signed: SignedMessage): Promise<SocialSession>
  /** the provider's authorization URL for a login that links its identity to the signed-in user */
  linkSocialUri(credentials: Credentials, provider: string, binding: string): Promise<{ uri: string }>
  linkSocial(
    credentials: Credentials,
    answer: { state: string; code?: string; error?: string; secret: string },
  ): Promise<SignInMethods>
  /** a challenge only the signed-in user's passkeys can answer: the fresh proof for export */
  passkeyProofOptions(credentials: Credentials): Promise<{ options: PasskeyOptionsJson }>
}

/** an EIP-4361 or SIWS message and its signature (hex, base58) by the page’s external wallet */
export interface SignedMessage {
  message: string
  signature: string
}

/** the cloud's WebAuthn options, handed as they are to @simplewebauthn/browser */
export type PasskeyOptionsJson = Record<string, unknown> & { challenge: string }

export interface AuthApiOptions {
  cloudUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch
  /** the key every device token is bound to, and signs with on each use (deviceKey.ts) */
  deviceKeys: DeviceKeys
}

/** an answer of the auth API other than 2xx, with the cloud's error text as message and its error code, if any */
export class AuthApiError extends Error {
  override readonly name = 'AuthApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

export function createAuthApi(options: AuthApiOptions): AuthApi {
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis)

  async function call<T>(
    path: string,
    init: { body?: unknown; query?: Record<string, string | undefined> } = {},
  ): Promise<T> {
    const url = new URL(path, options.cloudUrl)
    url.searchParams.set('projectId', options.projectId)
    for (const [name, value] of Object.entries(init.query ?? {}))
      if (value !== undefined) url.searchParams.set(name, value)
    const response = await fetch(url, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
      credentials: 'omit',
    })
    const body = (await response.json().catch(() => ({}))) as T & { error?: unknown; code?: unknown }
    if (!response.ok)
      throw new AuthApiError(
        response.status,
        typeof body.error === 'string' ? body.error : `Request failed (${response.status})`,
        typeof body.code === 'string' ? body.code : undefined,
      )
    return body
  }
  const done = async (answer: Promise<unknown>) => {
    await answer
  }
  const { deviceKeys, projectId } = options

  /** the cloud's fresh challenge signed by this device's key; undefined without a key (the cloud then asks for a code) */
  async function deviceProof(deviceToken: string) {
    const { challenge } = await call<{ challenge: string }>('/v1/auth/device/challenge', { body: {} })
    const signature = await deviceKeys.sign(projectId, deviceProofMessage(projectId, challenge, deviceToken))
    return signature && { challenge, signature: toBase64Url(signature) }
  }
  const proven = async (credentials: Credentials) => ({
    ...credentials,
    deviceProof: await deviceProof(credentials.deviceToken),
  })

  /** a new device token is bound to a new key of this device before the sign-in is handed on */
  async function bound<T extends { deviceToken: string }>(token: string, answer: T): Promise<T> {
    const publicKey = await deviceKeys.create(projectId)
    await call('/v1/auth/device/key', { body: { token, deviceToken: answer.deviceToken, publicKey } })
    return answer
  }
  const boundSession = async <T extends ProvenSession>(answer: Promise<T>) => {
    const session = await answer
    return bound(session.token, session)
  }

  return {
    startEmail: async (email, deviceToken) =>
      call('/v1/auth/email/start', {
        body: { email, deviceToken, deviceProof: deviceToken ? await deviceProof(deviceToken) : undefined },
      }),
    verifyEmail: (email, otp, attempt) =>
      boundSession(call<ProvenSession>('/v1/auth/email/verify', { body: { email, otp, attempt } })),
    check: (token) => call('/v1/auth/session/check', { body: { token } }),
    signOut: (token, deviceToken) => done(call('/v1/auth/signout', { body: { token, deviceToken } })),
    signOutEverywhere: async (credentials) => done(call('/v1/auth/signout/all', { body: await proven(credentials) })),
    socialUri: (provider, binding) =>
      call(`/v1/auth/social/${encodeURIComponent(provider)}/uri`, { query: { binding } }),
    socialCallback: (answer) => boundSession(call<SocialSession>('/v1/auth/social/callback', { body: answer })),
    farcasterChannel: () => call('/v1/auth/farcaster/channel', { body: {} }),
    async farcasterStatus(channelToken) {
      const status = await call<FarcasterStatus>('/v1/auth/farcaster/status', { body: { channelToken } })
      return status.state === 'completed' ? bound(status.token, status) : status
    },
    updateEmail: async (credentials, email, passkey) =>
      call('/v1/auth/email/update', { body: { ...(await proven(credentials)), email, passkey } }),
    updateEmailPrimary: (token, otp) => call('/v1/auth/email/update/primary', { body: { token, otp } }),
    updateEmailSecondary: async (token, otp) =>
      bound(
        token,
        await call<{ newEmail: string; deviceToken: string }>('/v1/auth/email/update/secondary', {
          body: { token, otp },
        }),
      ),
    registerWallet: async (credentials, wallet) =>
      done(call('/v1/auth/wallet', { body: { ...(await proven(credentials)), ...wallet } })),
    keyShare: async (credentials, extra = {}) =>
      call('/v1/auth/key-share', { body: { ...(await proven(credentials)), ...extra } }),
    keepPasskeyRecovery: async (credentials, credentialId, sealed) =>
      done(call('/v1/auth/passkey/recovery', { body: { ...(await proven(credentials)), credentialId, sealed } })),
    exportStart: async (credentials) => done(call('/v1/auth/export/start', { body: await proven(credentials) })),
    passkeyRegisterOptions: () => call('/v1/auth/passkey/register/options', { body: {} }),
    passkeyRegister: (response) =>
      boundSession(call<SocialSession>('/v1/auth/passkey/register', { body: { response } })),
    passkeyAuthenticateOptions: () => call('/v1/auth/passkey/authenticate/options', { body: {} }),
    passkeyAuthenticate: (response) =>
      boundSession(call<SocialSession>('/v1/auth/passkey/authenticate', { body: { response } })),
    methods: async (credentials) => call('/v1/auth/methods', { body: await proven(credentials) }),
    linkEmailStart: async (credentials, email) =>
      call('/v1/auth/methods/email/start', { body: { ...(await proven(credentials)), email } }),
    linkEmailVerify: async (credentials, otp) =>
      call('/v1/auth/methods/email/verify', { body: { ...(await proven(credentials)), otp } }),
    linkPasskeyOptions: async (credentials) =>
      call('/v1/auth/methods/passkey/options', { body: await proven(credentials) }),
    linkPasskey: async (credentials, response) =>
      call('/v1/auth/methods/passkey', { body: { ...(await proven(credentials)), response } }),
    unlinkMethod: async (credentials, id) =>
      call('/v1/auth/methods/unlink', { body: { ...(await proven(credentials)), id } }),
    walletNonce: async (credentials) =>
      credentials
        ? call('/v1/auth/methods/siwe/nonce', { body: await proven(credentials) })
        : call('/v1/auth/siwe/nonce', { body: {} }),
    linkWallet: async (credentials, signed) =>
      call('/v1/auth/methods/siwe', { body: { ...(await proven(credentials)), ...signed } }),
    walletSignIn: (signed) => boundSession(call<SocialSession>('/v1/auth/siwe', { body: signed })),
    linkSocialUri: async (credentials, provider, binding) =>
      call(`/v1/auth/methods/social/${encodeURIComponent(provider)}/uri`, {
        body: { ...(await proven(credentials)), binding },
      }),
    linkSocial: async (credentials, answer) =>
      call('/v1/auth/methods/social', { body: { ...(await proven(credentials)), ...answer } }),
    passkeyProofOptions: async (credentials) =>
      call('/v1/auth/passkey/proof/options', { body: await proven(credentials) }),
  }
}
