// A project's own social-provider clients on both engines: set through the admin API (issuer, client id,
// client secret sealed at rest under the auth secret, redirect URI), never returned; the cloud signs in with the
// project's client when it has one, else with LATCH_OIDC_PROVIDERS; bad input is a 400 and writes nothing.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bindingOf } from '../src/auth/social.ts'
import { PROJECT_SOCIAL_TEXTS } from '../src/projectSocial/input.ts'
import { openSecret } from '../src/projectSocial/store.ts'
import { startOidcStandIn } from '../../../tooling/devnet/src/oidc-standin.ts'
import { emailUser } from '../src/auth/users.ts'
import { AUTH_PROJECT, createAuthProject, post, storedSessionUser } from './auth-fixtures.ts'
import { authorizeAt, CLIENT, REDIRECT_URI } from './auth-oidc-provider.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects } from './platform-fixtures.ts'

const OWN = { id: 'project-own-client', secret: 'project-own-secret-0123456789abcdef' }
const openId = await startOidcStandIn({
  clients: [
    { id: CLIENT.id, secret: CLIENT.secret, redirectUris: [REDIRECT_URI] },
    { id: OWN.id, secret: OWN.secret, redirectUris: [REDIRECT_URI] },
  ],
})
afterAll(() => openId.stop())
// a provider a project owner runs: it can assert any email, verified, and any subject
const rogue = await startOidcStandIn({ clients: [{ id: OWN.id, secret: OWN.secret, redirectUris: [REDIRECT_URI] }] })
afterAll(() => rogue.stop())
const AUTH_SECRET = 'project-social-auth-secret-0123456789'
const SECRET = 'frame-browser-secret-0123456789abcdef'
const path = (provider = 'google', project = AUTH_PROJECT) => `/admin/projects/${project}/social-providers/${provider}`

describeOnEngines(
  'project social providers',
  {
    adminToken: ADMIN_TOKEN,
    authSecret: AUTH_SECRET,
    oidcProviders: {
      google: {
        issuer: openId.issuer,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        redirectUri: REDIRECT_URI,
        tokenEndpointAuth: 'client_secret_basic',
      },
    },
  },
  (engine) => {
    const put = (body: unknown, target = path()) => engine().request(target, admin({ method: 'PUT', json: body }))
    const rows = async () => engine().context.db.selectFrom('project_social_providers').selectAll().execute()
    const clientOfUri = async (projectId = AUTH_PROJECT) => {
      const response = await engine().request(
        `/v1/auth/social/google/uri?projectId=${projectId}&binding=${bindingOf(SECRET)}`,
      )
      return new URL(((await response.json()) as { uri: string }).uri).searchParams.get('client_id')
    }
    const valid = { issuer: openId.issuer, clientId: OWN.id, clientSecret: OWN.secret, redirectUri: REDIRECT_URI }

    beforeAll(async () => {
      await createAuthProject(engine())
      await saveProjects(engine().context, PRO)
    })

    it('the routes refuse without the admin token (401)', async () => {
      expect((await engine().request(`/admin/projects/${AUTH_PROJECT}/social-providers`)).status).toBe(401)
      expect(
        (
          await engine().request(path(), {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(valid),
          })
        ).status,
      ).toBe(401)
      expect((await engine().request(path(), { method: 'DELETE' })).status).toBe(401)
      expect(await rows()).toEqual([])
    })

    it('bad input is a 400 with a clear message and nothing is saved', async () => {
      const refused = async (body: unknown, message: string, target = path()) => {
        const response = await put(body, target)
        expect(response.status, message).toBe(400)
        expect(((await response.json()) as { error: string }).error).toContain(message)
      }
      await refused(
        { ...valid, issuer: 'http://idp.example' },
        'issuer must use https (http only on localhost or 127.0.0.1)',
      )
      await refused({ ...valid, issuer: 'not a url' }, 'issuer must be a URL')
      await refused({ ...valid, issuer: 'https://idp.example/?tenant=1' }, 'issuer must have no query or fragment')
      await refused({ ...valid, redirectUri: 'ftp://app.example/cb' }, 'redirectUri must use https')
      await refused({ ...valid, clientId: ' ' }, 'clientId is required')
      await refused({ ...valid, extra: 1 }, 'extra')
      await refused({ ...valid, clientSecret: undefined }, PROJECT_SOCIAL_TEXTS.secretRequired)
      await refused(valid, 'provider: one of google', path('myspace'))
      expect((await put(valid, path('google', 'no-such-project'))).status).toBe(404)
      expect(await rows()).toEqual([])
    })

    it('a saved client: the secret is sealed at rest and never returned, only "set"', async () => {
      const response = await put(valid)
      expect(response.status).toBe(200)
      const text = await response.text()
      expect(text).not.toContain(OWN.secret)
      expect(JSON.parse(text)).toEqual({
        data: [
          {
            provider: 'google',
            issuer: openId.issuer,
            clientId: OWN.id,
            redirectUri: REDIRECT_URI,
            clientSecret: 'set',
          },
        ],
      })
      const [row] = await rows()
      expect(JSON.stringify(row)).not.toContain(OWN.secret)
      expect(openSecret(AUTH_SECRET, row!)).toBe(OWN.secret)
      // sealed to its project and provider: the row moved elsewhere does not open
      expect(() => openSecret(AUTH_SECRET, { ...row!, project_id: PRO.id })).toThrow()
      expect(() => openSecret('another-auth-secret-0123456789', row!)).toThrow()
      expect(
        await (await engine().request(`/admin/projects/${AUTH_PROJECT}/social-providers`, admin())).json(),
      ).toEqual(JSON.parse(text))
    })

    it("the project's own client signs its users in; a project without one uses LATCH_OIDC_PROVIDERS", async () => {
      expect(await clientOfUri()).toBe(OWN.id)
      expect(await clientOfUri(PRO.id)).toBe(CLIENT.id)
      const uri = (await (
        await engine().request(`/v1/auth/social/google/uri?projectId=${AUTH_PROJECT}&binding=${bindingOf(SECRET)}`)
      ).json()) as { uri: string }
      const back = await authorizeAt(uri.uri, `own-${engine().context.engine}`)
      const session = await post(engine(), '/v1/auth/social/callback', {
        ...Object.fromEntries(back.searchParams),
        secret: SECRET,
      })
      expect(session).toMatchObject({
        status: 200,
        body: { provider: 'google', email: `own-${engine().context.engine}@example.com` },
      })
    })

    it('an update without a secret keeps the stored one; a wrong secret then fails the login; delete falls back to the operator', async () => {
      expect((await put({ ...valid, clientSecret: undefined, redirectUri: REDIRECT_URI })).status).toBe(200)
      expect(openSecret(AUTH_SECRET, (await rows())[0]!)).toBe(OWN.secret)
      expect((await put({ ...valid, clientSecret: 'wrong-secret' })).status).toBe(200)
      const uri = (await (
        await engine().request(`/v1/auth/social/google/uri?projectId=${AUTH_PROJECT}&binding=${bindingOf(SECRET)}`)
      ).json()) as { uri: string }
      const back = await authorizeAt(uri.uri, `wrong-${engine().context.engine}`)
      expect(
        (await post(engine(), '/v1/auth/social/callback', { ...Object.fromEntries(back.searchParams), secret: SECRET }))
          .status,
      ).toBe(401)
      expect(await (await engine().request(path(), admin({ method: 'DELETE' }))).json()).toEqual({ data: [] })
      expect((await engine().request(path(), admin({ method: 'DELETE' }))).status).toBe(404)
      expect(await clientOfUri()).toBe(CLIENT.id)
    })

    it("a project's own provider at another issuer never reaches the user of an email it asserts, unless the operator trusts that issuer", async () => {
      const signIn = async (projectId: string, name: string) => {
        const uri = (await (
          await engine().request(`/v1/auth/social/google/uri?projectId=${projectId}&binding=${bindingOf(SECRET)}`)
        ).json()) as { uri: string }
        const back = await authorizeAt(uri.uri, name)
        const session = await post<{ token: string }>(engine(), '/v1/auth/social/callback', {
          ...Object.fromEntries(back.searchParams),
          secret: SECRET,
        })
        expect(session.status).toBe(200)
        return storedSessionUser(engine(), session.body.token)
      }
      const victim = `victim-${engine().context.engine}`
      // the victim signs in on another project through the operator's google
      const owner = await signIn(PRO.id, victim)
      expect(
        (await put({ issuer: rogue.issuer, clientId: OWN.id, clientSecret: OWN.secret, redirectUri: REDIRECT_URI }))
          .status,
      ).toBe(200)
      // the same subject and the same verified email, from the project's own issuer: another user, with no email
      const stranger = await signIn(AUTH_PROJECT, victim)
      expect(stranger).not.toBe(owner)
      const row = await engine()
        .context.db.selectFrom('auth_users')
        .select('email')
        .where('id', '=', stranger)
        .executeTakeFirstOrThrow()
      expect(row.email).toBeNull()
      expect(await signIn(AUTH_PROJECT, victim)).toBe(stranger)
      // an issuer the operator lists in LATCH_TRUSTED_ISSUERS links by verified email
      const listed = `listed-${engine().context.engine}`
      const known = await emailUser(engine().context.db, `${listed}@example.com`, Date.now())
      engine().context.config.trustedIssuers.push(rogue.issuer)
      try {
        expect(await signIn(AUTH_PROJECT, listed)).toBe(known.id)
      } finally {
        engine().context.config.trustedIssuers.pop()
        await engine().request(path(), admin({ method: 'DELETE' }))
      }
    })

    it('an identity recorded before issuers were kept is claimed by the trusted issuer of its provider, and by no other', async () => {
      const name = `legacy-${engine().context.engine}`
      const { db } = engine().context
      const user = { id: `legacy-user-${engine().context.engine}` }
      await db.insertInto('auth_users').values({ id: user.id, email: null, created: Date.now() }).execute()
      await db
        .insertInto('auth_identities')
        .values({
          issuer: 'legacy:google',
          provider: 'google',
          subject: name,
          user_id: user.id,
          email: null,
          user_name: null,
        })
        .execute()
      expect(
        (await put({ issuer: rogue.issuer, clientId: OWN.id, clientSecret: OWN.secret, redirectUri: REDIRECT_URI }))
          .status,
      ).toBe(200)
      const signIn = async (projectId: string) => {
        const uri = (await (
          await engine().request(`/v1/auth/social/google/uri?projectId=${projectId}&binding=${bindingOf(SECRET)}`)
        ).json()) as { uri: string }
        const back = await authorizeAt(uri.uri, name)
        const session = await post<{ token: string }>(engine(), '/v1/auth/social/callback', {
          ...Object.fromEntries(back.searchParams),
          secret: SECRET,
        })
        return storedSessionUser(engine(), session.body.token)
      }
      try {
        expect(await signIn(AUTH_PROJECT)).not.toBe(user.id)
      } finally {
        await engine().request(path(), admin({ method: 'DELETE' }))
      }
      expect(await signIn(PRO.id)).toBe(user.id)
      expect(
        await db
          .selectFrom('auth_identities')
          .select('issuer')
          .where('subject', '=', name)
          .where('user_id', '=', user.id)
          .executeTakeFirst(),
      ).toEqual({ issuer: openId.issuer })
    })

    it('deleting the project removes its clients', async () => {
      await saveProjects(engine().context, { ...PRO, id: 'social-gone', name: 'Gone' })
      expect((await put(valid, path('github', 'social-gone'))).status).toBe(200)
      expect((await engine().request('/admin/projects/social-gone', admin({ method: 'DELETE' }))).status).toBe(200)
      expect((await rows()).filter((row) => row.project_id === 'social-gone')).toEqual([])
    })
  },
)
