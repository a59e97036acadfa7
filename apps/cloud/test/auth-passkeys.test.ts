// Passkey sign-up and sign-in against the real app on both engines, answered by a software authenticator (a stand-in:
// the browser tests use Chromium's virtual one). Every refusal carries its code and changes nothing.
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { deleteUser, exportUser } from '../src/people/userData.ts'
import { planProblem } from '../src/projects/features.ts'
import { saveProject } from '../src/projects/store.ts'
import {
  AUTH_PROJECT,
  type Answer,
  bindDevice,
  createAuthProject,
  manualClock,
  post,
  provenDevice,
} from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'
import { type ClientContext, SoftPasskey } from './passkey-authenticator.ts'

const AUTH_SECRET = 'passkey-test-secret-0123456789ab'
const FRAME_ORIGIN = 'http://localhost:5174'
const PROJECT = 'auth-tests-passkeys'
const OTHER_PROJECT = 'auth-tests-passkeys-other'
const frame: ClientContext = { origin: FRAME_ORIGIN, rpId: 'localhost' }

interface Options {
  options: {
    challenge: string
    rp?: { id: string }
    rpId?: string
    user?: { id: string; name: string }
    authenticatorSelection?: Record<string, string>
  }
}
interface SignedIn {
  token: string
  email: string | null
  userName: string
  provider: string
  expiresAt: string
  deviceToken: string
}

const newWallet = (n: number) => ({
  evmAddress: `0x${(0xa000 + n).toString(16).padStart(40, '0')}`,
  solanaAddress: `${'1'.repeat(31)}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[n % 24]}`,
  serverShare: Buffer.alloc(33, n % 256).toString('base64'),
  recovery: { v: 1, salt: 'c2FsdA', iv: 'aXZpdml2aXZpdml2', ct: `Y2lwaGVy${n}` },
})

describeOnEngines('auth: passkeys', { authSecret: AUTH_SECRET, passkeys: { origin: FRAME_ORIGIN } }, (engine) => {
  beforeAll(async () => {
    await createAuthProject(engine())
    const project = { name: 'Passkeys', allowedOrigins: ['http://localhost:*'], plan: 'pro' as const }
    await saveProject(engine().context.db, { id: PROJECT, ...project, features: { passkeys: true } })
    await saveProject(engine().context.db, { id: OTHER_PROJECT, ...project, features: { passkeys: true } })
  })
  beforeEach(() => {
    manualClock(engine())
  })

  const call = <T = Record<string, unknown>>(path: string, body: unknown, projectId = PROJECT) =>
    post<T>(engine(), path, body, projectId)
  const registerOptions = async (projectId = PROJECT, name?: string) => {
    const answer = await call<Options>('/v1/auth/passkey/register/options', name ? { name } : {}, projectId)
    expect(answer.status).toBe(200)
    return answer.body.options
  }
  const signInOptions = async (projectId = PROJECT) => {
    const answer = await call<Options>('/v1/auth/passkey/authenticate/options', {}, projectId)
    expect(answer.status).toBe(200)
    return answer.body.options
  }
  /** a new passkey and its new user, signed in */
  const signUp = async (name?: string) => {
    const options = await registerOptions(PROJECT, name)
    const passkey = new SoftPasskey(options.user!.id)
    const answer = await call<SignedIn>('/v1/auth/passkey/register', { response: passkey.register(options, frame) })
    expect(answer.status).toBe(200)
    return { passkey, session: answer.body }
  }
  const signIn = async (passkey: SoftPasskey, context = frame, extra?: Parameters<SoftPasskey['authenticate']>[2]) =>
    call<SignedIn>('/v1/auth/passkey/authenticate', {
      response: passkey.authenticate(await signInOptions(), context, extra),
    })
  const check = async (token: string, projectId = PROJECT) =>
    (
      await call<{ isConnected: boolean; userId: string; provider: string; wallet: unknown }>(
        '/v1/auth/session/check',
        { token },
        projectId,
      )
    ).body
  /** what a refusal must leave as it was: the passkey's counter and last use, the users, the sessions */
  const snapshot = async () => ({
    passkeys: await engine()
      .context.db.selectFrom('auth_passkeys')
      .select(['credential_id', 'counter', 'last_used', 'user_id'])
      .orderBy('credential_id')
      .execute(),
    users: Number(
      (
        await engine()
          .context.db.selectFrom('auth_users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    sessions: Number(
      (
        await engine()
          .context.db.selectFrom('auth_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  })
  const refusedWith = (answer: Pick<Answer, 'status'> & { body: object }, status: number, code: string) => {
    expect(answer.status).toBe(status)
    expect(answer.body).toMatchObject({ code, error: expect.any(String) })
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'error'])
  }

  it('the project serves its passkeys feature to the modal; the basic plan cannot turn it on', async () => {
    const feature = async (projectId: string) =>
      (
        (await (await engine().request(`/appkit/v1/config?projectId=${projectId}`)).json()) as {
          features: Array<{ id: string }>
        }
      ).features.find((f) => f.id === 'passkeys')
    expect(await feature(PROJECT)).toEqual({ id: 'passkeys', isEnabled: true, config: null })
    expect(await feature(AUTH_PROJECT)).toEqual({ id: 'passkeys', isEnabled: false, config: null })
    expect(planProblem('basic', { passkeys: true })).toBe(
      'Feature passkeys is not available on the basic plan: choose the pro plan',
    )
  })

  it('the options name the frame as relying party and ask for a resident key with user verification', async () => {
    const options = await registerOptions(PROJECT, 'My laptop')
    expect(options.rp).toMatchObject({ id: 'localhost' })
    expect(options.user).toMatchObject({ name: 'My laptop' })
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' })
    expect((await signInOptions()).rpId).toBe('localhost')
  })

  it('sign up makes a user and a session of the same kind as an email sign-in; sign in with the passkey reaches the same user and wallet', async () => {
    const { passkey, session } = await signUp('My laptop')
    expect(session).toMatchObject({
      email: null,
      userName: 'My laptop',
      provider: 'passkey',
      token: expect.any(String),
      deviceToken: expect.any(String),
    })
    const first = await check(session.token)
    expect(first).toMatchObject({ isConnected: true, provider: 'passkey', wallet: null })

    // the device token binds to a device key and records the wallet exactly as after an email sign-in
    expect((await bindDevice(engine(), session, PROJECT)).status).toBe(200)
    const wallet = newWallet(1)
    expect(
      (await call('/v1/auth/wallet', { ...(await provenDevice(engine(), session, PROJECT)), ...wallet })).status,
    ).toBe(200)

    const again = await signIn(passkey)
    expect(again.status).toBe(200)
    expect(again.body.token).not.toBe(session.token)
    expect(await check(again.body.token)).toMatchObject({
      isConnected: true,
      userId: first.userId,
      provider: 'passkey',
      wallet: { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress },
    })
    const stored = await engine()
      .context.db.selectFrom('auth_passkeys')
      .selectAll()
      .where('credential_id', '=', passkey.id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ user_id: first.userId, name: 'My laptop', transports: '["internal"]', backed_up: 0 })
    expect(Number(stored.counter)).toBe(1)
    expect(Number(stored.last_used)).toBeGreaterThanOrEqual(Number(stored.created))
  })

  it('a replayed assertion (the same counter, on a fresh challenge) is refused with PasskeyReplayed and nothing changes', async () => {
    const { passkey } = await signUp()
    expect((await signIn(passkey)).status).toBe(200)
    const before = await snapshot()
    refusedWith(await signIn(passkey, frame, { keepCounter: true }), 401, 'PasskeyReplayed')
    expect(await snapshot()).toEqual(before)
    // the authenticator's next real answer still signs in
    expect((await signIn(passkey)).status).toBe(200)
  })

  it('two answers with the same counter sent at once: one signs in, the other is PasskeyReplayed', async () => {
    const { passkey } = await signUp()
    const [first, second] = await Promise.all([signInOptions(), signInOptions()])
    const one = passkey.authenticate(first, frame)
    const other = passkey.authenticate(second, frame, { keepCounter: true })
    const answers = await Promise.all(
      [one, other].map((response) => call('/v1/auth/passkey/authenticate', { response })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    refusedWith(answers.find((answer) => answer.status === 401)!, 401, 'PasskeyReplayed')
  })

  it('an answer made for another origin or another rp id is refused with PasskeyNotVerified and nothing changes', async () => {
    const { passkey } = await signUp()
    const before = await snapshot()
    // a dApp page's origin: the passkey's relying party is the frame, never the page that embeds it
    refusedWith(await signIn(passkey, { ...frame, origin: 'http://localhost:5173' }), 401, 'PasskeyNotVerified')
    refusedWith(await signIn(passkey, { ...frame, rpId: 'evil.localhost' }), 401, 'PasskeyNotVerified')
    refusedWith(await signIn(passkey, { ...frame, userVerified: false }), 401, 'PasskeyNotVerified')
    expect(await snapshot()).toEqual(before)

    const options = await registerOptions()
    const stranger = new SoftPasskey(options.user!.id)
    refusedWith(
      await call('/v1/auth/passkey/register', {
        response: stranger.register(options, { ...frame, origin: 'http://127.0.0.1:5173' }),
      }),
      401,
      'PasskeyNotVerified',
    )
    expect(await snapshot()).toEqual(before)
  })

  it('in the frame embedded by a page the project allows, sign-up and sign-in pass; embedded by any other page, PasskeyNotVerified and nothing changes', async () => {
    const framed: ClientContext = { ...frame, topOrigin: 'http://localhost:5173' }
    const options = await registerOptions()
    const passkey = new SoftPasskey(options.user!.id)
    expect((await call('/v1/auth/passkey/register', { response: passkey.register(options, framed) })).status).toBe(200)
    expect((await signIn(passkey, framed)).status).toBe(200)
    const before = await snapshot()
    refusedWith(await signIn(passkey, { ...frame, topOrigin: 'https://phish.example' }), 401, 'PasskeyNotVerified')
    const again = await registerOptions()
    refusedWith(
      await call('/v1/auth/passkey/register', {
        response: new SoftPasskey(again.user!.id).register(again, { ...frame, topOrigin: 'https://phish.example' }),
      }),
      401,
      'PasskeyNotVerified',
    )
    expect(await snapshot()).toEqual(before)
  })

  it('a credential of another user, or one nobody registered, is refused with PasskeyUnknown and nothing changes', async () => {
    const ada = await signUp()
    const bob = await signUp()
    const before = await snapshot()
    // Bob's authenticator answers with its own credential but names Ada's user handle
    refusedWith(await signIn(bob.passkey, frame, { userHandle: ada.passkey.userHandle }), 401, 'PasskeyUnknown')
    refusedWith(await signIn(new SoftPasskey(ada.passkey.userHandle)), 401, 'PasskeyUnknown')
    expect(await snapshot()).toEqual(before)
  })

  it("a challenge answered twice is refused the second time with PasskeyChallengeInvalid, as are an expired one and another project's", async () => {
    const { passkey } = await signUp()
    const options = await signInOptions()
    expect(
      (await call('/v1/auth/passkey/authenticate', { response: passkey.authenticate(options, frame) })).status,
    ).toBe(200)
    const before = await snapshot()
    refusedWith(
      await call('/v1/auth/passkey/authenticate', { response: passkey.authenticate(options, frame) }),
      400,
      'PasskeyChallengeInvalid',
    )

    // a registration's challenge does not answer a sign-in, nor one project's another's
    const registration = await registerOptions()
    refusedWith(
      await call('/v1/auth/passkey/authenticate', { response: passkey.authenticate(registration, frame) }),
      400,
      'PasskeyChallengeInvalid',
    )
    const elsewhere = await signInOptions(OTHER_PROJECT)
    refusedWith(
      await call('/v1/auth/passkey/authenticate', { response: passkey.authenticate(elsewhere, frame) }),
      400,
      'PasskeyChallengeInvalid',
    )

    const clock = manualClock(engine())
    const late = await signInOptions()
    clock.advance(2 * 60_000)
    refusedWith(
      await call('/v1/auth/passkey/authenticate', { response: passkey.authenticate(late, frame) }),
      400,
      'PasskeyChallengeInvalid',
    )
    // a registration answered twice makes no second user
    const signUpOptions = await registerOptions()
    const fresh = new SoftPasskey(signUpOptions.user!.id)
    const response = fresh.register(signUpOptions, frame)
    expect((await call('/v1/auth/passkey/register', { response })).status).toBe(200)
    const afterOne = await snapshot()
    refusedWith(await call('/v1/auth/passkey/register', { response }), 400, 'PasskeyChallengeInvalid')
    expect(await snapshot()).toEqual(afterOne)
    expect(afterOne.users).toBe(before.users + 1)
  })

  it('a project that has not turned passkeys on refuses every passkey call with PasskeysUnavailable', async () => {
    for (const path of ['/v1/auth/passkey/register/options', '/v1/auth/passkey/authenticate/options']) {
      refusedWith(await call(path, {}, AUTH_PROJECT), 403, 'PasskeysUnavailable')
    }
    const { passkey } = await signUp()
    const options = await signInOptions()
    refusedWith(
      await call('/v1/auth/passkey/authenticate', { response: passkey.authenticate(options, frame) }, AUTH_PROJECT),
      403,
      'PasskeysUnavailable',
    )
  })

  it("the operator's export of a user lists their passkeys without key material; deleting the user erases them", async () => {
    const { passkey, session } = await signUp('Phone')
    const { userId } = await check(session.token)
    const exported = await exportUser(engine().context.db, userId)
    expect(exported?.passkeys).toEqual([
      { name: 'Phone', created: expect.any(String), lastUsed: expect.any(String), backedUp: false },
    ])
    expect(JSON.stringify(exported)).not.toContain(passkey.id)
    await deleteUser(engine().context.db, userId)
    expect(
      await engine()
        .context.db.selectFrom('auth_passkeys')
        .select('credential_id')
        .where('credential_id', '=', passkey.id)
        .execute(),
    ).toEqual([])
    refusedWith(await signIn(passkey), 401, 'PasskeyUnknown')
  })

  it("export private key behind a passkey proof: the user's own passkey releases the share; another user's passkey, a used or a sign-in challenge are refused and release nothing", async () => {
    const ada = await signUp()
    const bob = await signUp()
    expect((await bindDevice(engine(), ada.session, PROJECT)).status).toBe(200)
    const wallet = newWallet(7)
    expect(
      (await call('/v1/auth/wallet', { ...(await provenDevice(engine(), ada.session, PROJECT)), ...wallet })).status,
    ).toBe(200)
    const proofOptions = async () => {
      const answer = await call<Options & { options: { allowCredentials: Array<{ id: string }> } }>(
        '/v1/auth/passkey/proof/options',
        await provenDevice(engine(), ada.session, PROJECT),
      )
      expect(answer.status).toBe(200)
      return answer.body.options
    }
    const keyShare = async (passkey: ReturnType<SoftPasskey['authenticate']>) =>
      call<{ share?: string }>('/v1/auth/key-share', {
        ...(await provenDevice(engine(), ada.session, PROJECT)),
        passkey,
      })

    const options = await proofOptions()
    // only Ada's passkeys are offered
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([ada.passkey.id])
    const before = await snapshot()
    const stolen = await keyShare(bob.passkey.authenticate(options, frame))
    refusedWith(stolen, 401, 'PasskeyUnknown')
    expect(await snapshot()).toEqual(before)

    const signInChallenge = await signInOptions()
    refusedWith(await keyShare(ada.passkey.authenticate(signInChallenge, frame)), 400, 'PasskeyChallengeInvalid')

    const fresh = await proofOptions()
    const answer = ada.passkey.authenticate(fresh, frame)
    expect(await keyShare(answer)).toMatchObject({ status: 200, body: { share: wallet.serverShare } })
    refusedWith(await keyShare(answer), 400, 'PasskeyChallengeInvalid')
  })
})
