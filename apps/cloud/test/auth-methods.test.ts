// Linked sign-in methods against the real app on both engines, with a real SMTP catcher: a passkey user links an email
// and reaches the same user and wallet by email; a method of another user is refused and nothing changes; the last
// method stays; every link and unlink is listed; the account's email is told; the operator can unlink after a check.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { METHOD_TEXTS } from '../src/auth/methods.ts'
import { saveProject } from '../src/projects/store.ts'
import { bindDevice, codeMailedTo, lastMailId, manualClock, post, provenDevice } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'
import { type ClientContext, SoftPasskey } from './passkey-authenticator.ts'
import { ADMIN_TOKEN, admin } from './platform-fixtures.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

const FRAME_ORIGIN = 'http://localhost:5174'
const PROJECT = 'auth-tests-methods'
const frame: ClientContext = { origin: FRAME_ORIGIN, rpId: 'localhost' }
const SMTP = { host: '127.0.0.1', port: catcher.smtpPort, from: 'Latch <no-reply@latch.localhost>' }
let mailbox = 0

interface Session {
  token: string
  deviceToken: string
}
interface Method {
  id: string
  kind: string
  name: string
  added: string | null
  lastUsed: string | null
}
interface Methods {
  methods: Method[]
  events: Array<{ kind: string; name: string; action: string; actor: string }>
}

const newWallet = (n: number) => ({
  evmAddress: `0x${(0xb000 + n).toString(16).padStart(40, '0')}`,
  solanaAddress: `${'1'.repeat(31)}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[n % 24]}`,
  serverShare: Buffer.alloc(33, n % 256).toString('base64'),
  recovery: { v: 1, salt: 'c2FsdA', iv: 'aXZpdml2aXZpdml2', ct: `Y2lwaGVy${n}` },
})

describeOnEngines(
  'auth: linked sign-in methods',
  {
    authSecret: 'methods-test-secret-0123456789ab',
    passkeys: { origin: FRAME_ORIGIN },
    smtp: SMTP,
    adminToken: ADMIN_TOKEN,
  },
  (engine) => {
    let clock: ReturnType<typeof manualClock>
    let address: string
    beforeAll(async () => {
      await saveProject(engine().context.db, {
        id: PROJECT,
        name: 'Methods',
        allowedOrigins: ['http://localhost:*'],
        plan: 'pro',
        features: { passkeys: true },
      })
    })
    beforeEach(() => {
      clock = manualClock(engine())
      address = `linked${mailbox++}.${engine().context.engine}@example.com`
    })

    const call = <T = Record<string, unknown>>(path: string, body: unknown) => post<T>(engine(), path, body, PROJECT)
    const proven = (session: Session) => provenDevice(engine(), session, PROJECT)
    const check = async (token: string) =>
      (await call<{ userId: string; email: string | null; wallet: unknown }>('/v1/auth/session/check', { token })).body
    const methods = async (session: Session) => {
      const answer = await call<Methods>('/v1/auth/methods', await proven(session))
      expect(answer.status).toBe(200)
      return answer.body
    }
    /** a new passkey user, signed in on a device bound to its key */
    const passkeyUser = async (name = 'Laptop') => {
      const { body } = await call<{ options: { challenge: string; user: { id: string } } }>(
        '/v1/auth/passkey/register/options',
        { name },
      )
      const passkey = new SoftPasskey(body.options.user.id)
      const signedUp = await call<Session>('/v1/auth/passkey/register', {
        response: passkey.register(body.options, frame),
      })
      expect(signedUp.status).toBe(200)
      expect((await bindDevice(engine(), signedUp.body, PROJECT)).status).toBe(200)
      return { passkey, session: signedUp.body }
    }
    const emailSignIn = async (email: string) => {
      const before = lastMailId(catcher)
      const started = await call<{ attempt: string }>('/v1/auth/email/start', { email })
      expect(started.status).toBe(200)
      const { code } = await codeMailedTo(catcher, email, before)
      const verified = await call<Session>('/v1/auth/email/verify', { email, otp: code, attempt: started.body.attempt })
      expect(verified.status).toBe(200)
      expect((await bindDevice(engine(), verified.body, PROJECT)).status).toBe(200)
      clock.advance(31_000)
      return verified.body
    }
    const linkEmail = async (session: Session, email: string) => {
      const before = lastMailId(catcher)
      const started = await call('/v1/auth/methods/email/start', { ...(await proven(session)), email })
      if (started.status !== 200) return started
      const { code } = await codeMailedTo(catcher, email, before)
      const linked = await call<Methods>('/v1/auth/methods/email/verify', { ...(await proven(session)), otp: code })
      // the next change comes later, so the events list in the order they happened
      clock.advance(1000)
      return linked
    }
    const linkPasskey = async (session: Session, passkey?: SoftPasskey, name = 'Phone') => {
      const { body } = await call<{ options: { challenge: string; user: { id: string } } }>(
        '/v1/auth/methods/passkey/options',
        { ...(await proven(session)), name },
      )
      const key = passkey ?? new SoftPasskey(body.options.user.id)
      const linked = await call<Methods>('/v1/auth/methods/passkey', {
        ...(await proven(session)),
        response: key.register(body.options, frame),
      })
      clock.advance(1000)
      return linked
    }
    const snapshot = async () => ({
      users: await engine().context.db.selectFrom('auth_users').select(['id', 'email']).orderBy('id').execute(),
      passkeys: await engine()
        .context.db.selectFrom('auth_passkeys')
        .select(['credential_id', 'user_id'])
        .orderBy('credential_id')
        .execute(),
    })

    it('a passkey user links an email, then an email sign-in reaches the same user and the same wallet', async () => {
      const { session } = await passkeyUser()
      const wallet = newWallet(mailbox)
      expect((await call('/v1/auth/wallet', { ...(await proven(session)), ...wallet })).status).toBe(200)
      const linked = await linkEmail(session, address)
      expect(linked.status).toBe(200)
      expect((linked.body as Methods).methods.map((method) => [method.kind, method.name])).toEqual([
        ['email', address],
        ['passkey', 'Laptop'],
      ])
      const byEmail = await emailSignIn(address)
      const first = await check(session.token)
      expect(await check(byEmail.token)).toMatchObject({
        userId: first.userId,
        email: address,
        wallet: { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress },
      })
      const listed = await methods(byEmail)
      expect(listed.methods.find((method) => method.kind === 'email')).toMatchObject({
        added: expect.any(String),
        lastUsed: expect.any(String),
      })
      expect(listed.events).toEqual([
        { kind: 'email', name: address, action: 'link', actor: 'user', at: expect.any(String) },
      ])
    })

    it('an email or a passkey of another user is refused with a clear text and nothing changes', async () => {
      const owner = await emailSignIn(address)
      const { passkey: othersPasskey } = await passkeyUser('Other')
      const { session } = await passkeyUser()
      const before = await snapshot()
      const mailsBefore = lastMailId(catcher)
      const email = await linkEmail(session, address)
      expect(email).toMatchObject({ status: 409, body: { error: 'This email is already in use' } })
      const passkey = await linkPasskey(session, othersPasskey)
      expect(passkey).toMatchObject({ status: 409, body: { code: 'PasskeyAlreadyRegistered' } })
      expect(await snapshot()).toEqual(before)
      expect(lastMailId(catcher)).toBe(mailsBefore)
      // the address's owner is untouched: still signed in with it, and its only method
      expect((await methods(owner)).methods).toHaveLength(1)
    })

    it('the last method cannot be unlinked; unlinking another is listed, and the account email is told of each change', async () => {
      const session = await emailSignIn(address)
      const only = await methods(session)
      const refused = await call('/v1/auth/methods/unlink', { ...(await proven(session)), id: only.methods[0]!.id })
      expect(refused).toMatchObject({ status: 409, body: { error: METHOD_TEXTS.lastMethod } })

      let before = lastMailId(catcher)
      const linked = await linkPasskey(session)
      expect(linked.status).toBe(200)
      const added = await catcher.waitForMessage(address, (message) => message.id > before)
      expect(added.subject).toBe(METHOD_TEXTS.noticeSubject)
      expect(added.text).toContain('“Phone” was added to the ways to sign in')

      // the email goes: the address itself is told it no longer signs in
      before = lastMailId(catcher)
      const unlinked = await call<Methods>('/v1/auth/methods/unlink', { ...(await proven(session)), id: 'email' })
      expect(unlinked.status).toBe(200)
      expect(unlinked.body.methods.map((method) => method.kind)).toEqual(['passkey'])
      const removed = await catcher.waitForMessage(address, (message) => message.id > before)
      expect(removed.text).toContain(`The email ${address} was removed from the ways to sign in`)
      expect(unlinked.body.events.map((event) => [event.action, event.kind])).toEqual([
        ['unlink', 'email'],
        ['link', 'passkey'],
      ])
      const passkeyId = unlinked.body.methods[0]!.id
      expect(await call('/v1/auth/methods/unlink', { ...(await proven(session)), id: passkeyId })).toMatchObject({
        status: 409,
      })
      // the address is free again: it signs in a new user, not this one
      expect((await check((await emailSignIn(address)).token)).userId).not.toBe((await check(session.token)).userId)
    })

    it('the two last methods unlinked at once: one goes, the other stays (409)', async () => {
      const session = await emailSignIn(address)
      expect((await linkPasskey(session)).status).toBe(200)
      const { methods: both } = await methods(session)
      const answers = await Promise.all(
        both.map(async (method) => call('/v1/auth/methods/unlink', { ...(await proven(session)), id: method.id })),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      expect((await methods(session)).methods).toHaveLength(1)
    })

    it('a session without the device proof reaches none of the method calls', async () => {
      const { session } = await passkeyUser()
      for (const [path, body] of [
        ['/v1/auth/methods', {}],
        ['/v1/auth/methods/email/start', { email: address }],
        ['/v1/auth/methods/unlink', { id: 'email' }],
      ] as const) {
        const answer = await call(path, { token: session.token, deviceToken: session.deviceToken, ...body })
        expect(answer).toMatchObject({ status: 403, body: { error: 'This device needs a fresh sign-in code' } })
      }
    })

    it("the operator lists a user's methods without key material and unlinks one; never the last", async () => {
      const { passkey, session } = await passkeyUser()
      expect((await linkEmail(session, address)).status).toBe(200)
      const { userId } = await check(session.token)
      const listed = await engine().request(`/admin/users/${userId}/methods`, admin())
      expect(listed.status).toBe(200)
      const text = await listed.text()
      expect(text).not.toContain(passkey.id)
      const stored = await engine()
        .context.db.selectFrom('auth_passkeys')
        .select('public_key')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      expect(text).not.toContain(stored.public_key)
      const body = JSON.parse(text) as Methods
      const passkeyId = body.methods.find((method) => method.kind === 'passkey')!.id
      expect((await engine().request(`/admin/users/${userId}/methods`)).status).toBe(401)

      const before = lastMailId(catcher)
      const unlinked = await engine().request(
        `/admin/users/${userId}/methods/${passkeyId}`,
        admin({ method: 'DELETE' }),
      )
      expect(unlinked.status).toBe(200)
      const notice = await catcher.waitForMessage(address, (message) => message.id > before)
      expect(notice.text).toContain('by the app’s support')
      // the passkey's session ended with it; the email still signs in to the same user
      expect(await check(session.token)).toEqual({ isConnected: false })
      const after = await methods(await emailSignIn(address))
      expect(after.methods.map((method) => method.kind)).toEqual(['email'])
      expect(after.events[0]).toMatchObject({ action: 'unlink', kind: 'passkey', actor: 'operator' })
      expect((await engine().request(`/admin/users/${userId}/methods/email`, admin({ method: 'DELETE' }))).status).toBe(
        409,
      )
      // the unlinked passkey signs nobody in
      const options = await call<{ options: { challenge: string } }>('/v1/auth/passkey/authenticate/options', {})
      const signIn = await call('/v1/auth/passkey/authenticate', {
        response: passkey.authenticate(options.body.options, frame),
      })
      expect(signIn).toMatchObject({ status: 401, body: { code: 'PasskeyUnknown' } })
    })
  },
)
