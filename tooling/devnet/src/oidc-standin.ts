// A local OpenID provider (the oidc-provider package, devInteractions on) standing in for the social logins
// (google, github, discord, …) of `npm start`, the e2e tests and apps/cloud's tests. Any login name signs in with
// any password; the account is made up on login: `<login>@example.com` (verified), named after the login.
// Its login page has the textboxes "Enter any login" and "and password" and the button "Sign-in"; its consent
// page the button "Continue".
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'

export interface OidcStandInClient {
  id: string
  secret: string
  /** exact redirect URIs the provider accepts for this client */
  redirectUris: string[]
}

export interface OidcStandInOptions {
  /** 0 (default): a free port */
  port?: number
  host?: string
  clients: OidcStandInClient[]
}

export interface OidcStandIn {
  /** `http://<host>:<port>`: discovery at `<issuer>/.well-known/openid-configuration` */
  issuer: string
  stop(): Promise<void>
}

/** the claims of a made-up account: `login` is what was typed into the login form */
export function standInClaims(login: string) {
  return {
    sub: login,
    email: `${login}@example.com`,
    email_verified: true,
    name: `${login} Example`,
    preferred_username: login,
  }
}

export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const { port = 0, host = '127.0.0.1', clients } = options
  checkClients(clients)
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`OpenID stand-in: port ${port} on ${host} is in use`) : error),
    )
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'stand-in-key', alg: 'RS256', use: 'sig' }
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.id,
      client_secret: client.secret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [`oidc-stand-in-cookie-key-${Math.random().toString(36).slice(2)}`] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    async findAccount(_context, id) {
      return { accountId: id, claims: async () => standInClaims(id) }
    },
    features: { devInteractions: { enabled: true } },
    // explicit lifetimes (seconds): oidc-provider prints a notice for every default it uses
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 86_400,
    },
  })
  server.on('request', provider.callback())
  let stopped: Promise<void> | undefined
  return {
    issuer,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

function checkClients(clients: OidcStandInClient[] | undefined): void {
  if (!Array.isArray(clients) || clients.length === 0)
    throw new Error('OpenID stand-in: give at least one client { id, secret, redirectUris }')
  const ids = new Set<string>()
  for (const client of clients) {
    if (!client?.id || !client.secret) throw new Error('OpenID stand-in: every client needs an id and a secret')
    if (ids.has(client.id)) throw new Error(`OpenID stand-in: client id "${client.id}" is given twice`)
    ids.add(client.id)
    if (!Array.isArray(client.redirectUris) || client.redirectUris.length === 0)
      throw new Error(`OpenID stand-in: client "${client.id}" needs at least one redirect URI`)
    for (const uri of client.redirectUris) {
      if (!URL.canParse(uri))
        throw new Error(`OpenID stand-in: client "${client.id}" has an invalid redirect URI: ${uri}`)
    }
  }
}

export interface StandInSocialLogins extends OidcStandIn {
  /** the cloud's `oidcProviders`: every provider goes to the stand-in, redirect `<frameUrl>social-callback.html` */
  oidcProviders: Record<string, { issuer: string; clientId: string; clientSecret: string; redirectUri: string }>
}

/** the redirect URI the frame's popup callback page answers on (CONTRACT: `<frameUrl>social-callback.html`) */
export const socialRedirectUri = (frameUrl: string) => new URL('social-callback.html', frameUrl).href

/**
 * One stand-in client per social provider (client id `latch-<provider>`), all redirecting to the frame's
 * callback page, and the matching cloud `oidcProviders` config.
 */
export async function startStandInSocialLogins(options: {
  providers: readonly string[]
  frameUrl: string
  port?: number
  host?: string
}): Promise<StandInSocialLogins> {
  if (!URL.canParse(options.frameUrl)) throw new Error(`OpenID stand-in: frameUrl is not a URL: ${options.frameUrl}`)
  if (!options.providers.length) throw new Error('OpenID stand-in: give at least one social provider')
  const redirectUri = socialRedirectUri(options.frameUrl)
  const clients = options.providers.map((provider) => ({
    id: `latch-${provider}`,
    secret: `latch-${provider}-stand-in-secret`,
    redirectUris: [redirectUri],
  }))
  const standIn = await startOidcStandIn({ port: options.port, host: options.host, clients })
  const oidcProviders = Object.fromEntries(
    options.providers.map((provider, index) => [
      provider,
      { issuer: standIn.issuer, clientId: clients[index]!.id, clientSecret: clients[index]!.secret, redirectUri },
    ]),
  )
  return { ...standIn, oidcProviders }
}
