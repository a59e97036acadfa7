// Email one-time-code sign-in, sessions and update email against the real app and a real SMTP catcher, both engines.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { ALERTS, TEXTS } from '@latch/core'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import { AUTH_TEXTS } from '../src/auth/limits.ts'
import {
  bindDevice,
  codeMailedTo,
  createAuthProject,
  deviceProof,
  lastMailId,
  manualClock,
  post,
  provenDevice,
  storedSessionUser,
  wrongCode,
} from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

const SMTP = { host: '127.0.0.1', port: catcher.smtpPort, from: 'Latch <no-reply@latch.localhost>' }
const MINUTE = 60_000
let mailbox = 0

describeOnEngines('auth: email', { smtp: SMTP }, (engine) => {
  let clock: ReturnType<typeof manualClock>
  let email: string
  beforeAll(() => createAuthProject(engine()))
  beforeEach(() => {
    clock = manualClock(engine())
    // each test has its own address: cooldowns and locks are per email
    email = `user${mailbox++}.${engine().context.engine}@example.com`
  })

  /** the newest login attempt this test started per address, as the frame keeps it */
  const attempts = new Map<string, string>()
  /** with the device key's proof when the token was bound to one, as the frame sends it */
  const start = async (address: string, deviceToken?: string) => {
    const answer = await post<{ action: string; token?: string; attempt?: string }>(engine(), '/v1/auth/email/start', {
      email: address,
      deviceToken,
      deviceProof: deviceToken ? await deviceProof(engine(), deviceToken) : undefined,
    })
    if (answer.body.attempt) attempts.set(address.toLowerCase(), answer.body.attempt)
    return answer
  }
  /** a sign-in's device token is bound to a new device key, as the frame does at once */
  const verify = async (
    address: string,
    otp: string,
    attempt = attempts.get(address.toLowerCase()) ?? 'A'.repeat(43),
  ) => {
    const answer = await post<{ token: string; email: string; expiresAt: string; deviceToken: string }>(
      engine(),
      '/v1/auth/email/verify',
      { email: address, otp, attempt },
    )
    if (answer.status === 200) expect((await bindDevice(engine(), answer.body)).status).toBe(200)
    return answer
  }
  const check = (token: string, projectId?: string) =>
    post<{ isConnected: boolean; email?: string }>(engine(), '/v1/auth/session/check', { token }, projectId)
  const signIn = async (address: string) => {
    const before = lastMailId(catcher)
    expect((await start(address)).status).toBe(200)
    const { code } = await codeMailedTo(catcher, address, before)
    const answer = await verify(address, code)
    expect(answer.status).toBe(200)
    return answer.body
  }

  it('start mails a 6-digit code over SMTP, verify turns it into a session the check accepts (R-3.64, R-3.65, R-3.82, R-4.15)', async () => {
    const before = lastMailId(catcher)
    const started = await start(email)
    expect(started).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_OTP', attempt: expect.stringMatching(/^[\w-]{43}$/) },
    })
    const { code, message } = await codeMailedTo(catcher, email, before)
    expect(code).toMatch(/^\d{6}$/)
    expect(message.text).toContain(`Your code is ${code}.`)
    expect(message.from).toBe('no-reply@latch.localhost')

    const verified = await verify(email.toUpperCase(), code)
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({
      token: expect.any(String),
      email,
      expiresAt: expect.any(String),
      deviceToken: expect.any(String),
    })
    expect(await check(verified.body.token)).toMatchObject({
      status: 200,
      body: { isConnected: true, email, provider: 'email' },
    })
  })

  it('stores only hashes of codes and session tokens (a stolen table yields neither)', async () => {
    const before = lastMailId(catcher)
    await start(email)
    const { code } = await codeMailedTo(catcher, email, before)
    const stored = await engine()
      .context.db.selectFrom('auth_codes')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(code)
    const session = await verify(email, code)
    const sessions = await engine().context.db.selectFrom('auth_sessions').select('token_hash').execute()
    expect(sessions.map((row) => row.token_hash)).not.toContain(session.body.token)
    // a code works once
    expect((await verify(email, code)).status).toBe(401)
  })

  it('an invalid email is refused with a message (R-5.1), and a project is required', async () => {
    expect(await start('not-an-email')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Invalid email') },
    })
    const response = await engine().request('/v1/auth/email/start', { method: 'POST', body: JSON.stringify({ email }) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Project ID Missing' })
  })

  it('a second start within 30 s is 429 with the SPEC text, n rounded up; after 30 s it mails again (R-4.19, R-5.2, R-5.3, R-8.27)', async () => {
    expect((await start(email)).status).toBe(200)
    clock.advance(12_300)
    const blocked = await start(email)
    expect(blocked.status).toBe(429)
    // 17.7 s remain → 18
    expect(blocked.body).toEqual({ error: TEXTS.emailCooldown(18) })
    expect(blocked.body.error).toBe('Please try again after 18 seconds')
    expect(blocked.headers.get('retry-after')).toBe('18')
    clock.advance(17_699)
    expect((await start(email)).body.error).toBe('Please try again after 1 seconds')
    clock.advance(1)
    const before = lastMailId(catcher)
    expect(await start(email)).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const { code } = await codeMailedTo(catcher, email, before)
    // the newest code is the one that counts
    expect((await verify(email, code)).status).toBe(200)
  })

  it('the server records the start time for the cooldown, and a successful login clears it (R-4.14, R-4.16, R-4.19)', async () => {
    await signIn(email)
    const row = await engine()
      .context.db.selectFrom('auth_emails')
      .select('last_sent_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.last_sent_at).toBeNull()
    // signed in a moment ago: a new start is not blocked
    expect(await start(email)).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const started = await engine()
      .context.db.selectFrom('auth_emails')
      .select('last_sent_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(Number(started.last_sent_at)).toBe(engine().context.now().getTime())
    expect((await start(email)).status).toBe(429)
  })

  it('five wrong codes end this attempt’s code with a 423, even for the right code; a new start mails a new one; never telling whether a code exists', async () => {
    const never = `never.${email}`
    // no code was ever sent to `never`: the answer is the same as for a wrong one
    expect(await verify(never, '123456')).toEqual(
      expect.objectContaining({ status: 401, body: { error: AUTH_TEXTS.invalidCode } }),
    )

    const before = lastMailId(catcher)
    await start(email)
    const { code } = await codeMailedTo(catcher, email, before)
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await verify(email, wrongCode(code))).toMatchObject({
        status: 401,
        body: { error: AUTH_TEXTS.invalidCode },
      })
    }
    const fifth = await verify(email, wrongCode(code))
    expect(fifth).toMatchObject({ status: 423, body: { error: AUTH_TEXTS.codeEnded } })
    // the code was dropped: the right one no longer signs in
    expect((await verify(email, code)).status).toBe(401)
    // the address is not locked: after the cooldown a new attempt gets a new code that works
    clock.advance(30_000)
    const after = lastMailId(catcher)
    expect((await start(email)).status).toBe(200)
    const fresh = await codeMailedTo(catcher, email, after)
    expect((await verify(email, fresh.code)).status).toBe(200)
  })

  it('a right code resets the wrong-code count', async () => {
    const before = lastMailId(catcher)
    await start(email)
    const { code } = await codeMailedTo(catcher, email, before)
    for (let attempt = 1; attempt <= 4; attempt++) expect((await verify(email, wrongCode(code))).status).toBe(401)
    expect((await verify(email, code)).status).toBe(200)
    const again = lastMailId(catcher)
    await start(email)
    const next = await codeMailedTo(catcher, email, again)
    expect((await verify(email, wrongCode(next.code))).status).toBe(401)
    expect((await verify(email, next.code)).status).toBe(200)
  })

  it('a code expires after 10 minutes', async () => {
    const before = lastMailId(catcher)
    await start(email)
    const { code } = await codeMailedTo(catcher, email, before)
    clock.advance(10 * MINUTE)
    expect(await verify(email, code)).toMatchObject({ status: 401, body: { error: AUTH_TEXTS.invalidCode } })
  })

  it('a session expires: the check answers 401 Session Expired (APKT006), then not connected (R-8.6, R-4.17, R-4.18)', async () => {
    const { token } = await signIn(email)
    clock.advance(7 * 24 * 60 * MINUTE - 1)
    expect((await check(token)).body.isConnected).toBe(true)
    clock.advance(1)
    const expired = await check(token)
    expect(expired).toMatchObject({ status: 401, body: { error: ALERTS.APKT006.title } })
    expect(expired.body.error).toBe('Session Expired')
    expect(await check(token)).toMatchObject({ status: 200, body: { isConnected: false } })
  })

  it('sign out ends the session; an unknown token or another project is not connected (R-4.20, R-4.21)', async () => {
    const { token } = await signIn(email)
    await saveProject(engine().context.db, {
      id: 'other-project',
      name: 'Other',
      allowedOrigins: ['http://localhost:*'],
      plan: 'basic',
      features: {},
    })
    expect((await check(token, 'other-project')).body).toEqual({ isConnected: false })
    expect(await post(engine(), '/v1/auth/signout', { token })).toMatchObject({ status: 200, body: { ok: true } })
    expect((await check(token)).body).toEqual({ isConnected: false })
    // signing out twice is harmless
    expect((await post(engine(), '/v1/auth/signout', { token })).status).toBe(200)
  })

  it('the check names the user: the same id for every session of one user, another for another user (R-3.89; the frame scopes its R-3.61 vault by it)', async () => {
    const userIdOf = async (token: string) => {
      const answer = await post<{ isConnected: boolean; userId?: string }>(engine(), '/v1/auth/session/check', {
        token,
      })
      expect(answer.body.isConnected).toBe(true)
      return answer.body.userId
    }
    const first = await signIn(email)
    const stored = await storedSessionUser(engine(), first.token)
    expect(await userIdOf(first.token)).toBe(stored)
    clock.advance(31_000)
    const second = await signIn(email)
    expect(await userIdOf(second.token)).toBe(stored)
    const other = await signIn(`other.${email}`)
    expect(await userIdOf(other.token)).not.toBe(stored)
    expect(await post(engine(), '/v1/auth/session/check', { token: 'unknown-token-0123456789' })).toMatchObject({
      body: { isConnected: false },
    })
    expect(
      (await post(engine(), '/v1/auth/session/check', { token: 'unknown-token-0123456789' })).body.userId,
    ).toBeUndefined()
  })

  it('device tokens: none → VERIFY_OTP, foreign → VERIFY_DEVICE with a new-device mail, own → CONNECT without a code (R-3.82)', async () => {
    const first = await signIn(email)
    const connected = await start(email, first.deviceToken)
    expect(connected).toMatchObject({ status: 200, body: { action: 'CONNECT', token: expect.any(String), email } })
    expect((await check(connected.body.token!)).body).toMatchObject({ isConnected: true, email })
    // a CONNECT mails nothing and leaves no cooldown, but respects one a code start began
    expect((await start(email, first.deviceToken)).body.action).toBe('CONNECT')
    expect((await start(email)).body.action).toBe('VERIFY_OTP')
    expect(await start(email, first.deviceToken)).toMatchObject({
      status: 429,
      body: { error: 'Please try again after 30 seconds' },
    })

    const other = `other.${email}`
    const before = lastMailId(catcher)
    const foreign = await start(other, first.deviceToken)
    expect(foreign).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    expect(foreign.body.token).toBeUndefined()
    const { message } = await codeMailedTo(catcher, other, before)
    expect(message.text).toContain('new device')
  })

  it('sign-out revokes the session and the device token: that device needs a code again, never CONNECT', async () => {
    const first = await signIn(email)
    expect((await start(email, first.deviceToken)).body.action).toBe('CONNECT')
    expect(
      await post(engine(), '/v1/auth/signout', { token: first.token, deviceToken: first.deviceToken }),
    ).toMatchObject({ status: 200, body: { ok: true } })
    expect((await check(first.token)).body).toEqual({ isConnected: false })
    // the next person at this browser types the same email: a code is mailed, no session comes
    const before = lastMailId(catcher)
    const again = await start(email, first.deviceToken)
    expect(again).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    expect(again.body.token).toBeUndefined()
    await codeMailedTo(catcher, email, before)
  })

  it('sign out everywhere ends every session and revokes every device of the user, and only of that user', async () => {
    const laptop = await signIn(email)
    clock.advance(31_000)
    const phone = await signIn(email)
    const bystander = await signIn(`bystander.${email}`)
    expect(await post(engine(), '/v1/auth/signout/all', await provenDevice(engine(), phone))).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    for (const device of [laptop, phone]) {
      expect((await check(device.token)).body).toEqual({ isConnected: false })
      clock.advance(31_000)
      expect((await start(email, device.deviceToken)).body.action).toBe('VERIFY_DEVICE')
    }
    expect((await check(bystander.token)).body).toMatchObject({ isConnected: true })
    expect((await start(`bystander.${email}`, bystander.deviceToken)).body.action).toBe('CONNECT')
    // it needs a live session
    expect((await post(engine(), '/v1/auth/signout/all', await provenDevice(engine(), phone))).status).toBe(401)
  })

  it('an email change ends every other session and device; this session stays, with a device token for the new address', async () => {
    const other = await signIn(email)
    clock.advance(31_000)
    const session = await signIn(email)
    const newEmail = `changed.${email}`
    let before = lastMailId(catcher)
    await post(engine(), '/v1/auth/email/update', { ...(await provenDevice(engine(), session)), email: newEmail })
    const primary = await codeMailedTo(catcher, email, before)
    before = lastMailId(catcher)
    await post(engine(), '/v1/auth/email/update/primary', { token: session.token, otp: primary.code })
    const secondary = await codeMailedTo(catcher, newEmail, before)
    const changed = await post<{ newEmail: string; deviceToken: string }>(engine(), '/v1/auth/email/update/secondary', {
      token: session.token,
      otp: secondary.code,
    })
    expect(changed.body).toEqual({ newEmail, deviceToken: expect.any(String) })
    await bindDevice(engine(), { token: session.token, deviceToken: changed.body.deviceToken })
    expect((await check(other.token)).body).toEqual({ isConnected: false })
    expect((await check(session.token)).body).toMatchObject({ isConnected: true, email: newEmail })
    clock.advance(31_000)
    expect((await start(newEmail, other.deviceToken)).body.action).toBe('VERIFY_DEVICE')
    clock.advance(31_000)
    expect((await start(newEmail, session.deviceToken)).body.action).toBe('VERIFY_DEVICE')
    clock.advance(31_000)
    expect((await start(newEmail, changed.body.deviceToken)).body.action).toBe('CONNECT')
  })

  it('update email: a code to the old address, then one to the new, then the new email (R-3.72, R-3.73, R-3.74, R-3.92, R-3.93)', async () => {
    const session = await signIn(email)
    const newEmail = `new.${email}`
    const update = (path: string, body: object) =>
      post<{ action?: string; newEmail?: string }>(engine(), `/v1/auth/email/update${path}`, {
        token: session.token,
        ...body,
      })

    let before = lastMailId(catcher)
    expect(await update('', { ...(await provenDevice(engine(), session)), email: newEmail })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    const primary = await codeMailedTo(catcher, email, before)
    expect(catcher.messages(newEmail)).toEqual([])
    expect((await update('/primary', { otp: wrongCode(primary.code) })).status).toBe(401)

    before = lastMailId(catcher)
    expect(await update('/primary', { otp: primary.code })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_SECONDARY_OTP' },
    })
    const secondary = await codeMailedTo(catcher, newEmail, before)
    // the primary code is spent and cannot stand in for the secondary one
    expect(
      (await update('/secondary', { otp: primary.code === secondary.code ? wrongCode(primary.code) : primary.code }))
        .status,
    ).toBe(401)
    expect(await update('/secondary', { otp: secondary.code })).toMatchObject({ status: 200, body: { newEmail } })

    expect((await check(session.token)).body).toMatchObject({ isConnected: true, email: newEmail })
    // the old address no longer names this account: signing in with the new one reaches the same user
    const again = await signIn(newEmail)
    expect(await storedSessionUser(engine(), again.token)).toBe(await storedSessionUser(engine(), session.token))
    expect((await check(again.token)).body).toMatchObject({ email: newEmail })
  })

  it('update email refuses an address another account uses, and needs a live session', async () => {
    const taken = `taken.${email}`
    await signIn(taken)
    const session = await signIn(email)
    expect(
      await post(engine(), '/v1/auth/email/update', { ...(await provenDevice(engine(), session)), email: taken }),
    ).toMatchObject({
      status: 409,
      body: { error: AUTH_TEXTS.emailInUse },
    })
    expect(
      await post(engine(), '/v1/auth/email/update', {
        token: 'x'.repeat(43),
        deviceToken: session.deviceToken,
        email: `n.${email}`,
      }),
    ).toMatchObject({
      status: 401,
      body: { error: AUTH_TEXTS.notSignedIn },
    })
    clock.advance(7 * 24 * 60 * MINUTE)
    expect(
      await post(engine(), '/v1/auth/email/update', {
        ...(await provenDevice(engine(), session)),
        email: `n.${email}`,
      }),
    ).toMatchObject({
      status: 401,
      body: { error: 'Session Expired' },
    })
  })

  it('an email change starts only on a device that proves the user: a session token alone, or with a copied device token, mails nothing', async () => {
    const session = await signIn(email)
    const other = await signIn(`other.${email}`)
    const before = lastMailId(catcher)
    const refused = { status: 403, body: { error: AUTH_TEXTS.deviceNotProven } }
    // the token a compromised page could hold, with no device token, with the device token but no key's proof, with another user's proven device
    expect(
      (await post(engine(), '/v1/auth/email/update', { token: session.token, email: `thief.${email}` })).status,
    ).toBe(400)
    expect(
      await post(engine(), '/v1/auth/email/update', {
        token: session.token,
        deviceToken: session.deviceToken,
        email: `thief.${email}`,
      }),
    ).toMatchObject(refused)
    expect(
      await post(engine(), '/v1/auth/email/update', {
        ...(await provenDevice(engine(), other)),
        token: session.token,
        email: `thief.${email}`,
      }),
    ).toMatchObject(refused)
    expect(lastMailId(catcher)).toBe(before)
  })
})

describeOnEngines(
  'auth: mail delivery failure',
  { smtp: { host: '127.0.0.1', port: 1, from: 'Latch <no-reply@latch.localhost>' } },
  (engine) => {
    beforeAll(() => createAuthProject(engine()))

    it('a mail that cannot be sent is a 502 and does not start the cooldown', async () => {
      const address = `unsent.${engine().context.engine}@example.com`
      const first = await post(engine(), '/v1/auth/email/start', { email: address })
      expect(first).toMatchObject({ status: 502, body: { error: AUTH_TEXTS.sendFailed } })
      expect((await post(engine(), '/v1/auth/email/start', { email: address })).status).toBe(502)
    })
  },
)
