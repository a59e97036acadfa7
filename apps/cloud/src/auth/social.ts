// Social login over OAuth 2 / OpenID Connect: authorization code flow with state, nonce and PKCE (S256).
// OpenID providers (an `issuer`) are found by discovery and their ID token is verified with jose (signature by
// the issuer's JWKS, iss, aud, exp/iat against our clock, nonce); plain OAuth 2 providers are read from userinfo.
// The state is bound to the browser that asked for it: the frame sends the SHA-256 of a secret it keeps, and only
// that secret completes the login, so a page cannot sign a frame in with a code of its own choosing.
import { createHash } from 'node:crypto'
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import type { OidcProviderConfig, SocialProvider } from '../config.ts'
import { type AuthDeps, authError } from './deps.ts'
import { AUTH_TEXTS, SOCIAL_STATE_LIFETIME_MS } from './limits.ts'
import { randomToken, sameDigest } from './secrets.ts'
import type { SocialProfile } from './users.ts'
import { firstLine, log } from '../observe/logger.ts'

interface Endpoints {
  issuer?: string
  authorization: string
  token: string
  userinfo?: string
  jwks?: string
}

const DEFAULT_SCOPE = { oidc: 'openid email profile', oauth: 'email' }

/** who assigns a provider's subjects: its OpenID issuer, else (plain OAuth 2) its token endpoint */
export const issuerOf = (config: OidcProviderConfig): string => config.issuer ?? `oauth:${config.tokenEndpoint ?? ''}`

/**
 * The issuers whose emails link an identity to an existing user: the operator's own providers and the issuers the
 * operator lists in LATCH_TRUSTED_ISSUERS. A project's own provider at any other issuer signs in users of its own.
 */
export function trustedIssuers(
  oidcProviders: Partial<Record<SocialProvider, OidcProviderConfig>>,
  listed: readonly string[],
): ReadonlySet<string> {
  return new Set([...Object.values(oidcProviders).map((config) => issuerOf(config!)), ...listed])
}
const HTTP_TIMEOUT_MS = 10_000

const asString = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null)

const userNameOf = (claims: Record<string, unknown>) =>
  asString(claims.preferred_username) ??
  asString(claims.username) ??
  asString(claims.login) ??
  asString(claims.name) ??
  asString(claims.email)

async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!response.ok || !body || typeof body !== 'object') {
    throw new Error(
      `${url} answered ${response.status}${body && typeof body.error === 'string' ? ` (${body.error})` : ''}`,
    )
  }
  return body
}

export function createSocialClient() {
  const discovered = new Map<string, Promise<Endpoints>>()
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

  function endpointsOf(config: OidcProviderConfig): Promise<Endpoints> {
    if (!config.issuer) {
      return Promise.resolve({
        authorization: config.authorizationEndpoint!,
        token: config.tokenEndpoint!,
        userinfo: config.userinfoEndpoint,
      })
    }
    const issuer = config.issuer
    let endpoints = discovered.get(issuer)
    if (!endpoints) {
      endpoints = getJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((metadata) => {
        // OpenID Connect Discovery §4.3: the document must name the issuer we asked
        if (metadata.issuer !== issuer) throw new Error(`discovery issuer ${String(metadata.issuer)} is not ${issuer}`)
        return {
          issuer,
          authorization: String(metadata.authorization_endpoint),
          token: String(metadata.token_endpoint),
          userinfo: asString(metadata.userinfo_endpoint) ?? undefined,
          jwks: String(metadata.jwks_uri),
        }
      })
      endpoints.catch(() => discovered.delete(issuer))
      discovered.set(issuer, endpoints)
    }
    return endpoints
  }

  function keySet(uri: string) {
    let keys = keySets.get(uri)
    if (!keys) keySets.set(uri, (keys = createRemoteJWKSet(new URL(uri))))
    return keys
  }

  /** the provider's authorization URL; state, nonce and the PKCE verifier wait in the database for the callback */
  async function authorizationUri(
    deps: AuthDeps,
    provider: SocialProvider,
    config: OidcProviderConfig,
    projectId: string,
    binding: string,
    /** the signed-in user a link's state is for (a sign-in's has none) */
    userId?: string,
  ): Promise<string> {
    const endpoints = await endpointsOf(config).catch((error: Error) => {
      log.warn({ component: 'auth', provider, error: firstLine(error) }, 'discovery failed')
      throw authError(502, AUTH_TEXTS.socialFailed)
    })
    const state = randomToken()
    const nonce = randomToken()
    const verifier = randomToken(48)
    await deps.db
      .insertInto('auth_social_states')
      .values({
        state,
        provider,
        project_id: projectId,
        nonce,
        code_verifier: verifier,
        expires_at: deps.now() + SOCIAL_STATE_LIFETIME_MS,
        binding,
        user_id: userId ?? null,
      })
      .execute()
    const url = new URL(endpoints.authorization)
    url.searchParams.set('response_type', 'code')
    url.searchParams.set('client_id', config.clientId)
    url.searchParams.set('redirect_uri', config.redirectUri)
    url.searchParams.set('scope', config.scope ?? (config.issuer ? DEFAULT_SCOPE.oidc : DEFAULT_SCOPE.oauth))
    url.searchParams.set('state', state)
    if (config.issuer) url.searchParams.set('nonce', nonce)
    url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'))
    url.searchParams.set('code_challenge_method', 'S256')
    return url.toString()
  }

  async function exchangeCode(config: OidcProviderConfig, endpoints: Endpoints, code: string, verifier: string) {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirectUri,
      code_verifier: verifier,
    })
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    }
    if (config.tokenEndpointAuth === 'client_secret_post') {
      form.set('client_id', config.clientId)
      form.set('client_secret', config.clientSecret)
    } else {
      // RFC 6749 §2.3.1: both parts form-urlencoded before base64
      const pair = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`
    }
    return getJson(endpoints.token, { method: 'POST', headers, body: form })
  }

  async function userinfo(endpoints: Endpoints, accessToken: string) {
    if (!endpoints.userinfo) throw new Error('no userinfo endpoint')
    const body = await getJson(endpoints.userinfo, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    })
    // X wraps its user in `data`
    return (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>
  }

  async function profileFrom(
    deps: AuthDeps,
    provider: SocialProvider,
    config: OidcProviderConfig,
    endpoints: Endpoints,
    tokens: Record<string, unknown>,
    nonce: string,
  ): Promise<SocialProfile> {
    const accessToken = asString(tokens.access_token)
    if (endpoints.issuer) {
      const idToken = asString(tokens.id_token)
      if (!idToken) throw new Error('no id_token in the token response')
      const { payload } = await jwtVerify(idToken, keySet(endpoints.jwks!), {
        issuer: endpoints.issuer,
        audience: config.clientId,
        currentDate: new Date(deps.now()),
        requiredClaims: ['sub', 'iat', 'exp'],
      })
      if (payload.nonce !== nonce) throw new Error('ID token nonce does not match')
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId)
        throw new Error('ID token azp is not our client')
      let claims: JWTPayload = payload
      // code-flow ID tokens may leave profile claims to userinfo (OpenID Connect Core §5.4)
      if (!asString(payload.email) && endpoints.userinfo && accessToken) {
        const info = await userinfo(endpoints, accessToken)
        if (info.sub !== payload.sub) throw new Error('userinfo sub differs from the ID token')
        claims = { ...info, ...payload }
      }
      return {
        provider,
        issuer: endpoints.issuer,
        subject: payload.sub!,
        email: asString(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        userName: userNameOf(claims),
      }
    }
    if (!accessToken) throw new Error('no access_token in the token response')
    return oauthProfile(provider, issuerOf(config), await userinfo(endpoints, accessToken))
  }

  /** the callback: state taken once, code exchanged with the PKCE verifier, the user's profile validated */
  async function completeLogin(
    deps: AuthDeps,
    /** the client for a provider in the login's project (the project's own, else the operator's) */
    providerFor: (provider: SocialProvider, projectId: string) => Promise<OidcProviderConfig | undefined>,
    query: { state: string; code?: string; error?: string; secret: string },
  ) {
    const row = await deps.db
      .selectFrom('auth_social_states')
      .selectAll()
      .where('state', '=', query.state)
      .executeTakeFirst()
    // only the browser that asked for the authorization URL holds the secret behind its binding
    if (!row || !sameDigest(row.binding, bindingOf(query.secret))) throw authError(400, AUTH_TEXTS.invalidState)
    const taken = await deps.db.deleteFrom('auth_social_states').where('state', '=', query.state).executeTakeFirst()
    // a state is good once: a replayed or raced callback loses the delete
    if (Number(taken.numDeletedRows) !== 1 || Number(row.expires_at) <= deps.now())
      throw authError(400, AUTH_TEXTS.invalidState)
    const provider = row.provider as SocialProvider
    const config = await providerFor(provider, row.project_id)
    if (!config) throw authError(404, AUTH_TEXTS.providerNotConfigured)
    if (query.error || !query.code) throw authError(401, AUTH_TEXTS.socialFailed)
    try {
      const endpoints = await endpointsOf(config)
      const tokens = await exchangeCode(config, endpoints, query.code, row.code_verifier)
      const profile = await profileFrom(deps, provider, config, endpoints, tokens, row.nonce)
      return { profile, projectId: row.project_id, userId: row.user_id ?? null }
    } catch (error) {
      log.warn({ component: 'auth', provider, error: firstLine(error) }, 'social login failed')
      throw authError(401, AUTH_TEXTS.socialFailed)
    }
  }

  return { authorizationUri, completeLogin }
}

/** what the frame sends with the authorization request: SHA-256 (hex) of the secret it keeps for the callback */
export const bindingOf = (secret: string) => createHash('sha256').update(secret).digest('hex')

/**
 * A plain OAuth 2 provider's user. Only an email claim marked verified links the identity to the account of that
 * email: `email_verified`, or Discord's `verified`, which Discord documents as "the email on this account has been
 * verified". X's and Facebook's `verified` say something else about the account, so they never link.
 */
export function oauthProfile(provider: SocialProvider, issuer: string, info: Record<string, unknown>): SocialProfile {
  const subject = asString(info.sub) ?? (info.id === undefined ? null : String(info.id))
  if (!subject) throw new Error('userinfo names no user')
  return {
    provider,
    issuer,
    subject,
    email: asString(info.email)?.toLowerCase() ?? null,
    emailVerified: info.email_verified === true || (provider === 'discord' && info.verified === true),
    userName: userNameOf(info),
  }
}
