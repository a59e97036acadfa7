// The sensitive steps behind a fresh proof, against the real app on both engines with a real SMTP catcher: changing the
// email by a passkey of the user (straight to the new address's code), signing out everywhere only from a device that
// proves the user, and the sessions of a method ending when it is unlinked. Every refusal changes nothing.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { AUTH_TEXTS } from '../src/auth/limits.ts'
import { saveProject } from '../src/projects/store.ts'
import { bindDevice, codeMailedTo, lastMailId, manualClock, post, provenDevice } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'
import { type ClientContext, SoftPasskey } from './passkey-authenticator.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

const FRAME_ORIGIN = 'http://localhost:5174'
const PROJECT = 'auth-tests-fresh-proof'
const frame: ClientContext = { origin: FRAME_ORIGIN, rpId: 'localhost' }
const SMTP = { host: '127.0.0.1', port: catcher.smtpPort, from: 'Latch <no-reply@latch.localhost>' }
let mailbox = 0

interface Session {
  token: string
  deviceToken: string
}
type Options = { options: { challenge: string; user: { id: string } } }

describeOnEngines(
  'auth: fresh proofs',
  { authSecret: 'fresh-proof-secret-0123456789abcd', passkeys: { origin: FRAME_ORIGIN }, smtp: SMTP },
  (engine) => {
    let clock: ReturnType<typeof manualClock>
    let address: string
    beforeAll(async () => {
      await saveProject(engine().context.db, {
        id: PROJECT,
        name: 'Fresh proof',
        allowedOrigins: ['http://localhost:*'],
        plan: 'pro',
        features: { passkeys: true },
      })
    })
    beforeEach(() => {
      clock = manualClock(engine())
      address = `proof${mailbox++}.${engine().context.engine}@example.com`
    })

    const call = <T = Record<string, unknown>>(path: string, body: unknown) => post<T>(engine(), path, body, PROJECT)
    const proven = (session: Session) => provenDevice(engine(), session, PROJECT)
    const live = async (session: Session) =>
      (await call<{ isConnected: boolean }>('/v1/auth/session/check', { token: session.token })).body.isConnected
    const emailSignIn = async (email: string) => {
      const before = lastMailId(catcher)
      const started = await call<{ attempt: string }>('/v1/auth/email/start', { email })
      const { code } = await codeMailedTo(catcher, email, before)
      const verified = await call<Session>('/v1/auth/email/verify', { email, otp: code, attempt: started.body.attempt })
      expect(verified.status).toBe(200)
      expect((await bindDevice(engine(), verified.body, PROJECT)).status).toBe(200)
      clock.advance(31_000)
      return verified.body
    }
    /** one more passkey of the signed-in user, made on the frame's origin */
    const linkPasskey = async (session: Session, name = 'Phone') => {
      const { body } = await call<Options>('/v1/auth/methods/passkey/options', { ...(await proven(session)), name })
      const passkey = new SoftPasskey(body.options.user.id)
      const linked = await call('/v1/auth/methods/passkey', {
        ...(await proven(session)),
        response: passkey.register(body.options, frame),
      })
      expect(linked.status).toBe(200)
      return passkey
    }
    const passkeySignIn = async (passkey: SoftPasskey) => {
      const { body } = await call<Options>('/v1/auth/passkey/authenticate/options', {})
      const signedIn = await call<Session>('/v1/auth/passkey/authenticate', {
        response: passkey.authenticate(body.options, frame),
      })
      expect(signedIn.status).toBe(200)
      expect((await bindDevice(engine(), signedIn.body, PROJECT)).status).toBe(200)
      return signedIn.body
    }
    const proofOptions = async (session: Session) =>
      (await call<Options>('/v1/auth/passkey/proof/options', await proven(session))).body.options
    /** what a refused change must leave: the users' emails, the passkeys' counters, the mails sent */
    const snapshot = async () => ({
      users: await engine().context.db.selectFrom('auth_users').select(['id', 'email']).orderBy('id').execute(),
      passkeys: await engine()
        .context.db.selectFrom('auth_passkeys')
        .select(['credential_id', 'counter'])
        .orderBy('credential_id')
        .execute(),
      mails: lastMailId(catcher),
    })

    it('update email by passkey: the passkey stands in for the current address’s code, the new address gets its code at once (R-3.92, R-3.93)', async () => {
      const session = await emailSignIn(address)
      const passkey = await linkPasskey(session)
      const newEmail = `new.${address}`
      const before = lastMailId(catcher)
      const started = await call('/v1/auth/email/update', {
        ...(await proven(session)),
        email: newEmail,
        passkey: passkey.authenticate(await proofOptions(session), frame),
      })
      expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
      const { code } = await codeMailedTo(catcher, newEmail, before)
      // no code went to the current address
      expect(catcher.messages(address).filter((message) => message.id > before)).toEqual([])
      const changed = await call('/v1/auth/email/update/secondary', { token: session.token, otp: code })
      expect(changed).toMatchObject({ status: 200, body: { newEmail } })
      expect((await call('/v1/auth/session/check', { token: session.token })).body).toMatchObject({ email: newEmail })
    })

    it('the email code path stays for a user with a passkey: without an answer the current address gets a code', async () => {
      const session = await emailSignIn(address)
      await linkPasskey(session)
      const before = lastMailId(catcher)
      const started = await call('/v1/auth/email/update', { ...(await proven(session)), email: `code.${address}` })
      expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
      await codeMailedTo(catcher, address, before)
    })

    it("update email refuses another user's passkey, a used challenge, a sign-in challenge and a device that proves nothing; nothing changes and nothing is mailed", async () => {
      const session = await emailSignIn(address)
      const passkey = await linkPasskey(session)
      const stranger = await emailSignIn(`stranger.${address}`)
      const strangersPasskey = await linkPasskey(stranger, 'Stranger')
      const update = async (answer: unknown, who: object = session) =>
        call('/v1/auth/email/update', { ...who, email: `thief.${address}`, passkey: answer })
      const before = await snapshot()

      const others = await update(
        strangersPasskey.authenticate(await proofOptions(session), frame),
        await proven(session),
      )
      expect(others).toMatchObject({ status: 401, body: { code: 'PasskeyUnknown', error: expect.any(String) } })
      const answer = passkey.authenticate(await proofOptions(session), frame)
      const noProof = await update(answer, { token: session.token, deviceToken: session.deviceToken })
      expect(noProof).toMatchObject({ status: 403, body: { error: AUTH_TEXTS.deviceNotProven } })
      const signIn = (await call<Options>('/v1/auth/passkey/authenticate/options', {})).body.options
      const wrongStep = await update(passkey.authenticate(signIn, frame), await proven(session))
      expect(wrongStep).toMatchObject({ status: 400, body: { code: 'PasskeyChallengeInvalid' } })
      expect(await snapshot()).toEqual(before)

      // the answer goes through once; sent again it is refused and mails nothing more
      const first = await update(answer, await proven(session))
      expect(first).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
      const afterOne = await snapshot()
      clock.advance(31_000)
      const replayed = await update(answer, await proven(session))
      expect(replayed).toMatchObject({ status: 400, body: { code: 'PasskeyChallengeInvalid' } })
      expect(await snapshot()).toEqual(afterOne)
    })

    it('sign out everywhere needs the session on a device that proves the user: a token alone, an unproven or another user’s device change nothing', async () => {
      const laptop = await emailSignIn(address)
      const phone = await emailSignIn(address)
      const other = await emailSignIn(`other.${address}`)
      const refused = { status: 403, body: { error: AUTH_TEXTS.deviceNotProven } }
      expect((await call('/v1/auth/signout/all', { token: phone.token })).status).toBe(400)
      expect(await call('/v1/auth/signout/all', { token: phone.token, deviceToken: phone.deviceToken })).toMatchObject(
        refused,
      )
      expect(await call('/v1/auth/signout/all', { ...(await proven(other)), token: phone.token })).toMatchObject(
        refused,
      )
      expect([await live(laptop), await live(phone), await live(other)]).toEqual([true, true, true])

      expect(await call('/v1/auth/signout/all', await proven(phone))).toMatchObject({ status: 200, body: { ok: true } })
      expect([await live(laptop), await live(phone), await live(other)]).toEqual([false, false, true])
      // the device tokens went too: a device of this user proves nothing any more
      expect(await call('/v1/auth/signout/all', await proven(laptop))).toMatchObject({ status: 401 })
    })

    it('unlinking a method ends the sessions it made (the asking one stays); the other methods’ sessions stay', async () => {
      const byEmail = await emailSignIn(address)
      const byEmailElsewhere = await emailSignIn(address)
      const laptopKey = await linkPasskey(byEmail, 'Laptop')
      const byLaptop = await passkeySignIn(laptopKey)
      const phoneKey = await linkPasskey(byEmail, 'Phone')
      const byPhone = await passkeySignIn(phoneKey)
      const ids = (
        await call<{ methods: Array<{ id: string; name: string }> }>('/v1/auth/methods', await proven(byPhone))
      ).body.methods
      const idOf = (name: string) => ids.find((method) => method.name === name)!.id

      // the laptop's passkey goes, asked from the phone's passkey session
      const unlinked = await call('/v1/auth/methods/unlink', { ...(await proven(byPhone)), id: idOf('Laptop') })
      expect(unlinked.status).toBe(200)
      expect([await live(byLaptop), await live(byPhone), await live(byEmail), await live(byEmailElsewhere)]).toEqual([
        false,
        true,
        true,
        true,
      ])

      // the email goes, asked from one of its own sessions: that one stays, the other email session ends
      expect((await call('/v1/auth/methods/unlink', { ...(await proven(byEmail)), id: 'email' })).status).toBe(200)
      expect([await live(byEmail), await live(byEmailElsewhere), await live(byPhone)]).toEqual([true, false, true])
    })
  },
)
