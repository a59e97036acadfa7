// A social login linked from a signed-in session, through the local OpenID provider standing in for "google" (OIDC)
// and "github" (plain OAuth 2), against the real app on both engines: the linked identity then signs in to the same
// user; an identity of another user, a state made for a sign-in or for another session, and a link's state used to
// sign in are each refused and nothing changes.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { AUTH_TEXTS } from '../src/auth/limits.ts'
import { bindingOf } from '../src/auth/social.ts'
import { bindDevice, createAuthProject, post, provenDevice, storedSessionUser, AUTH_PROJECT } from './auth-fixtures.ts'
import { authorizeAt, CLIENT, REDIRECT_URI, startOpenIdProvider } from './auth-oidc-provider.ts'
import { describeOnEngines } from './engines.ts'

const openId = await startOpenIdProvider()
afterAll(() => openId.stop())

const client = { clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUri: REDIRECT_URI }
const SECRET = 'frame-browser-secret-0123456789abcdef'

interface Session {
  token: string
  deviceToken: string
}
interface Methods {
  methods: Array<{ id: string; kind: string; provider?: string; name: string }>
  events: Array<{ kind: string; name: string; action: string }>
}

describeOnEngines(
  'auth: a social login linked from a session',
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
    const login = (name: string) => `${name}-${engine().context.engine}`
    const proven = (session: Session) => provenDevice(engine(), session)
    const callbackOf = (back: URL) => Object.fromEntries(new URLSearchParams(back.search))

    /** a google sign-in of `name` on a device bound to its key */
    const signIn = async (name: string, provider = 'google') => {
      const uri = await engine().request(
        `/v1/auth/social/${provider}/uri?projectId=${AUTH_PROJECT}&binding=${bindingOf(SECRET)}`,
      )
      const back = await authorizeAt(((await uri.json()) as { uri: string }).uri, name)
      const session = await post<Session>(engine(), '/v1/auth/social/callback', { ...callbackOf(back), secret: SECRET })
      expect(session.status).toBe(200)
      if (session.body.deviceToken) expect((await bindDevice(engine(), session.body)).status).toBe(200)
      return session
    }
    const linkUri = async (session: Session, provider: string) =>
      (
        await post<{ uri: string }>(engine(), `/v1/auth/methods/social/${provider}/uri`, {
          ...(await proven(session)),
          binding: bindingOf(SECRET),
        })
      ).body.uri
    const link = async (session: Session, uri: string, name: string) =>
      post<Methods>(engine(), '/v1/auth/methods/social', {
        ...(await proven(session)),
        ...callbackOf(await authorizeAt(uri, name)),
        secret: SECRET,
      })
    const identities = () =>
      engine().context.db.selectFrom('auth_identities').select(['subject', 'user_id']).orderBy('subject').execute()

    it('a google user links a github login; that login then signs in to the same user', async () => {
      const name = login('linker')
      const { body: session } = await signIn(name)
      const linked = await link(session, await linkUri(session, 'github'), `${name}-gh`)
      expect(linked.status).toBe(200)
      expect(linked.body.methods.map((method) => [method.kind, method.provider])).toEqual([
        ['email', undefined],
        ['social', 'google'],
        ['social', 'github'],
      ])
      expect(linked.body.events[0]).toMatchObject({ kind: 'github', name: `${name}-gh`, action: 'link' })
      const byGithub = await signIn(`${name}-gh`, 'github')
      expect(await storedSessionUser(engine(), byGithub.body.token)).toBe(
        await storedSessionUser(engine(), session.token),
      )
    })

    it('an identity of another user, or already this user’s, is refused with a clear text and nothing changes', async () => {
      const owner = login('owner')
      await signIn(owner)
      const { body: session } = await signIn(login('other'))
      const before = await identities()
      const elsewhere = await link(session, await linkUri(session, 'google'), owner)
      expect(elsewhere).toMatchObject({
        status: 409,
        body: { code: 'SocialLinkedElsewhere', error: 'This social account is already linked to another account' },
      })
      const own = await link(session, await linkUri(session, 'google'), login('other'))
      expect(own).toMatchObject({ status: 409, body: { code: 'SocialAlreadyLinked' } })
      expect(await identities()).toEqual(before)
    })

    it('a sign-in’s state links nothing, a link’s state signs nobody in, and another session’s state links nothing', async () => {
      const { body: session } = await signIn(login('states'))
      const { body: stranger } = await signIn(login('stranger'))
      const before = await identities()
      const invalid = { status: 400, body: { error: AUTH_TEXTS.invalidState } }
      const signInUri = await engine().request(
        `/v1/auth/social/github/uri?projectId=${AUTH_PROJECT}&binding=${bindingOf(SECRET)}`,
      )
      const signInState = ((await signInUri.json()) as { uri: string }).uri
      expect(await link(session, signInState, login('states-a'))).toMatchObject(invalid)
      const linkState = await linkUri(session, 'github')
      const back = await authorizeAt(linkState, login('states-b'))
      expect(await post(engine(), '/v1/auth/social/callback', { ...callbackOf(back), secret: SECRET })).toMatchObject(
        invalid,
      )
      expect(await link(stranger, await linkUri(session, 'github'), login('states-c'))).toMatchObject(invalid)
      expect(await identities()).toEqual(before)
    })
  },
)
