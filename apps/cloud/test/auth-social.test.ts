// Social login through a local OpenID provider standing in for "google" (OIDC: discovery, ID token, nonce, PKCE)
// and for "github" (plain OAuth 2 + userinfo), against the real app on both engines.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { AUTH_TEXTS } from '../src/auth/limits.ts'
import { bindingOf } from '../src/auth/social.ts'
import { emailUser } from '../src/auth/users.ts'
import {
  AUTH_PROJECT,
  bindDevice,
  createAuthProject,
  manualClock,
  post,
  provenDevice,
  storedSessionUser,
} from './auth-fixtures.ts'
import { authorizeAt, CLIENT, REDIRECT_URI, startOpenIdProvider } from './auth-oidc-provider.ts'
import { describeOnEngines } from './engines.ts'

const openId = await startOpenIdProvider()
afterAll(() => openId.stop())

const client = { clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUri: REDIRECT_URI }

interface SocialSession {
  token: string
  email: string | null
  userName: string | null
  provider: string
}

describeOnEngines(
  'auth: social',
  {
    oidcProviders: {
      google: { issuer: openId.issuer, ...client, tokenEndpointAuth: 'client_secret_basic' },
      github: {
        authorizationEndpoint: `${openId.issuer}/auth`,
        tokenEndpoint: `${openId.issuer}/token`,
        userinfoEndpoint: `${openId.issuer}/me`,
        scope: 'openid email profile',
        ...client,
        tokenEndpointAuth: 'client_secret_post',
      },
    },
  },
  (engine) => {
    beforeAll(() => createAuthProject(engine()))

    /** the frame's secret for its social logins; the cloud only ever sees its SHA-256 until the callback */
    const SECRET = 'frame-browser-secret-0123456789abcdef'
    const uriOf = async (provider: string, secret = SECRET) => {
      const response = await engine().request(
        `/v1/auth/social/${provider}/uri?projectId=${AUTH_PROJECT}&binding=${bindingOf(secret)}`,
      )
      return { status: response.status, body: (await response.json()) as { uri: string; error?: string } }
    }
    const callback = async (search: string, secret = SECRET) => {
      const query = Object.fromEntries(new URLSearchParams(search))
      const answer = await post<SocialSession>(engine(), '/v1/auth/social/callback', { ...query, secret })
      return { status: answer.status, body: answer.body }
    }
    const login = (name: string) => `${name}-${engine().context.engine}`

    it('google: the authorization URL carries client, redirect, state, nonce and an S256 PKCE challenge', async () => {
      const { status, body } = await uriOf('google')
      expect(status).toBe(200)
      const uri = new URL(body.uri)
      expect(uri.origin + uri.pathname).toBe(`${openId.issuer}/auth`)
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: CLIENT.id,
        redirect_uri: REDIRECT_URI,
        scope: 'openid email profile',
        state: expect.stringMatching(/^[\w-]{43}$/),
        nonce: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge_method: 'S256',
      })
    })

    it('google: signs in through the provider, the ID token checked, and the session is live; a replayed callback is refused', async () => {
      const name = login('alice')
      const back = await authorizeAt((await uriOf('google')).body.uri, name)
      const session = await callback(back.search)
      expect(session.status).toBe(200)
      expect(session.body).toMatchObject({
        token: expect.any(String),
        email: `${name}@example.com`,
        userName: name,
        provider: 'google',
        deviceToken: expect.any(String),
      })
      expect((await post(engine(), '/v1/auth/session/check', { token: session.body.token })).body).toMatchObject({
        isConnected: true,
        email: `${name}@example.com`,
        userName: name,
        provider: 'google',
      })
      // state is single use
      expect(await callback(back.search)).toMatchObject({ status: 400, body: { error: AUTH_TEXTS.invalidState } })
    })

    it('a verified social email reaches the account of that email; the same identity signs in to the same user again', async () => {
      const name = login('bob')
      const existing = await emailUser(engine().context.db, `${name}@example.com`, Date.now())
      const first = await callback((await authorizeAt((await uriOf('google')).body.uri, name)).search)
      const second = await callback((await authorizeAt((await uriOf('google')).body.uri, name)).search)
      expect(await storedSessionUser(engine(), first.body.token)).toBe(existing.id)
      expect(await storedSessionUser(engine(), second.body.token)).toBe(existing.id)
    })

    it('unlinking the social identity ends its other sessions; the session that asked stays', async () => {
      const name = login('carol')
      const asking = await callback((await authorizeAt((await uriOf('google')).body.uri, name)).search)
      const elsewhere = await callback((await authorizeAt((await uriOf('google')).body.uri, name)).search)
      const sessions = [asking.body, elsewhere.body] as Array<SocialSession & { deviceToken: string }>
      for (const session of sessions) expect((await bindDevice(engine(), session)).status).toBe(200)
      const { body } = await post<{ methods: Array<{ id: string; kind: string }> }>(
        engine(),
        '/v1/auth/methods',
        await provenDevice(engine(), sessions[0]!),
      )
      expect(body.methods.map((method) => method.kind)).toEqual(['email', 'social'])
      const social = body.methods.find((method) => method.kind === 'social')!
      const unlinked = await post(engine(), '/v1/auth/methods/unlink', {
        ...(await provenDevice(engine(), sessions[0]!)),
        id: social.id,
      })
      expect(unlinked.status).toBe(200)
      const live = async (token: string) =>
        (await post<{ isConnected: boolean }>(engine(), '/v1/auth/session/check', { token })).body.isConnected
      expect([await live(sessions[0]!.token), await live(sessions[1]!.token)]).toEqual([true, false])
    })

    it('an ID token whose nonce is not the one sent is refused', async () => {
      const { uri } = (await uriOf('google')).body
      const state = new URL(uri).searchParams.get('state')!
      await engine()
        .context.db.updateTable('auth_social_states')
        .set({ nonce: 'not-the-nonce' })
        .where('state', '=', state)
        .execute()
      const back = await authorizeAt(uri, login('carol'))
      expect(await callback(back.search)).toMatchObject({ status: 401, body: { error: AUTH_TEXTS.socialFailed } })
    })

    it('github (plain OAuth 2): the code is exchanged with client_secret_post and the user read from userinfo', async () => {
      const name = login('dave')
      const { uri } = (await uriOf('github')).body
      expect(new URL(uri).searchParams.has('nonce')).toBe(false)
      const session = await callback((await authorizeAt(uri, name)).search)
      expect(session).toMatchObject({
        status: 200,
        body: { email: `${name}@example.com`, userName: name, provider: 'github' },
      })
    })

    it('a provider that is not configured is 404; an unknown one 400; a state older than 10 minutes is refused', async () => {
      expect(await uriOf('apple')).toMatchObject({ status: 404, body: { error: AUTH_TEXTS.providerNotConfigured } })
      expect((await uriOf('myspace')).status).toBe(400)
      const { uri } = (await uriOf('google')).body
      const state = new URL(uri).searchParams.get('state')!
      const clock = manualClock(engine())
      clock.advance(10 * 60_000)
      expect(await callback(`?state=${state}&code=whatever`)).toMatchObject({
        status: 400,
        body: { error: AUTH_TEXTS.invalidState },
      })
      engine().context.now = () => new Date()
    })

    it('the state is bound to the browser that asked for it: another secret cannot complete it, and the owner still can', async () => {
      const name = login('mallory-victim')
      const back = await authorizeAt((await uriOf('google')).body.uri, name)
      // a page that got hold of the provider's answer, but not the frame's secret
      expect(await callback(back.search, 'attacker-secret-0123456789abcdef')).toMatchObject({
        status: 400,
        body: { error: AUTH_TEXTS.invalidState },
      })
      expect((await callback(back.search)).status).toBe(200)
      // the authorization URL itself needs a binding
      expect((await engine().request(`/v1/auth/social/google/uri?projectId=${AUTH_PROJECT}`)).status).toBe(400)
    })

    it('the provider answering with an error (the user declined) is a failed connection', async () => {
      const { uri } = (await uriOf('google')).body
      const state = new URL(uri).searchParams.get('state')!
      expect(await callback(`?state=${state}&error=access_denied`)).toMatchObject({
        status: 401,
        body: { error: AUTH_TEXTS.socialFailed },
      })
    })
  },
)
