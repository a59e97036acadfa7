// The cloud's auth API (apps/cloud/src/auth/README.md) as the frame calls it; errors carry the cloud's text.

export interface SessionAnswer {
  token: string
  email: string | null
  expiresAt: string
}
export interface CheckAnswer {
  isConnected: boolean
  userId?: string
  email?: string | null
  userName?: string | null
  provider?: string
}
/** a Farcaster sign-in: the link for the Farcaster client, and our token to poll with (the frame keeps it) */
export interface FarcasterChannel {
  url: string
  channelToken: string
}
export type FarcasterStatus = { state: 'pending' } | ({ state: 'completed' } & SessionAnswer & { userName: string | null; provider: string })
export type StartAnswer = { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' } | ({ action: 'CONNECT' } & SessionAnswer)

export interface AuthApi {
  startEmail(email: string, deviceToken?: string): Promise<StartAnswer>
  verifyEmail(email: string, otp: string): Promise<SessionAnswer & { deviceToken: string }>
  check(token: string): Promise<CheckAnswer>
  signOut(token: string): Promise<void>
  socialUri(provider: string): Promise<{ uri: string }>
  socialCallback(query: { state: string; code?: string; error?: string }): Promise<SessionAnswer & { userName: string | null; provider: string }>
  farcasterChannel(): Promise<FarcasterChannel>
  farcasterStatus(channelToken: string): Promise<FarcasterStatus>
  updateEmail(token: string, email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimary(token: string, otp: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailSecondary(token: string, otp: string): Promise<{ newEmail: string }>
}

export interface AuthApiOptions {
  cloudUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch
}

/** an answer of the auth API other than 2xx, with the cloud's error text as message */
export class AuthApiError extends Error {
  override readonly name = 'AuthApiError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function createAuthApi(options: AuthApiOptions): AuthApi {
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis)

  async function call<T>(path: string, init: { body?: unknown; query?: Record<string, string | undefined> } = {}): Promise<T> {
    const url = new URL(path, options.cloudUrl)
    url.searchParams.set('projectId', options.projectId)
    for (const [name, value] of Object.entries(init.query ?? {})) if (value !== undefined) url.searchParams.set(name, value)
    const response = await fetch(url, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
      credentials: 'omit',
    })
    const body = (await response.json().catch(() => ({}))) as T & { error?: unknown }
    if (!response.ok) throw new AuthApiError(response.status, typeof body.error === 'string' ? body.error : `Request failed (${response.status})`)
    return body
  }

  return {
    startEmail: (email, deviceToken) => call('/v1/auth/email/start', { body: { email, deviceToken } }),
    verifyEmail: (email, otp) => call('/v1/auth/email/verify', { body: { email, otp } }),
    check: (token) => call('/v1/auth/session/check', { body: { token } }),
    signOut: async (token) => {
      await call('/v1/auth/signout', { body: { token } })
    },
    socialUri: (provider) => call(`/v1/auth/social/${encodeURIComponent(provider)}/uri`),
    socialCallback: (query) => call('/v1/auth/social/callback', { query }),
    farcasterChannel: () => call('/v1/auth/farcaster/channel', { body: {} }),
    farcasterStatus: (channelToken) => call('/v1/auth/farcaster/status', { body: { channelToken } }),
    updateEmail: (token, email) => call('/v1/auth/email/update', { body: { token, email } }),
    updateEmailPrimary: (token, otp) => call('/v1/auth/email/update/primary', { body: { token, otp } }),
    updateEmailSecondary: (token, otp) => call('/v1/auth/email/update/secondary', { body: { token, otp } }),
  }
}
