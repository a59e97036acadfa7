// Guessing one-time codes, against the real app on both engines: the wrong-code lockout cannot be
// raced, guesses at no code lock nothing, and guesses are limited per client address and per project in the
// database, so every cloud process shares the counts.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { AUTH_TEXTS, MAX_WRONG_CODES } from '../src/auth/limits.ts'
import { openDatabase } from '../src/db/database.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { AUTH_PROJECT, codeMailedTo, createAuthProject, lastMailId, manualClock, wrongCode } from './auth-fixtures.ts'
import { describeOnEngines, type EngineHandle } from './engines.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())
const SMTP = { host: '127.0.0.1', port: catcher.smtpPort }
let mailbox = 0

/** a JSON POST from the client address `ip` (the socket's remote address, as @hono/node-server gives it) */
async function postFrom(app: EngineHandle['app'], ip: string, path: string, body: unknown) {
  const response = await app.request(
    `${path}?projectId=${AUTH_PROJECT}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  )
  return { status: response.status, body: (await response.json()) as { error?: string }, headers: response.headers }
}

/** a login attempt nobody started */
const NO_ATTEMPT = 'A'.repeat(43)

/** a login attempt for the address, and the code mailed for it */
async function pendingCode(handle: EngineHandle, email: string) {
  const before = lastMailId(catcher)
  const started = await postFrom(handle.app, '192.0.2.1', '/v1/auth/email/start', { email })
  expect(started.status).toBe(200)
  return {
    code: (await codeMailedTo(catcher, email, before)).code,
    attempt: (started.body as { attempt: string }).attempt,
  }
}

describeOnEngines('auth: code guesses', { smtp: SMTP, authLimits: { codeGuessesPerEmail: 1000 } }, (engine) => {
  let email: string
  let attempt = NO_ATTEMPT
  beforeAll(() => createAuthProject(engine()))
  let pending = ''
  beforeEach(() => {
    manualClock(engine())
    email = `guess${mailbox++}.${engine().context.engine}@example.com`
    attempt = NO_ATTEMPT
  })
  const verify = (otp: string, ip = '192.0.2.1') =>
    postFrom(engine().app, ip, '/v1/auth/email/verify', { email, otp, attempt })

  it('50 parallel wrong guesses at one attempt: at most 5 are compared, the code ends (423) and the right code no longer signs in', async () => {
    ;({ code: pending, attempt } = await pendingCode(engine(), email))
    // each from its own address: the per-address limit is not what stops them
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => verify(wrongCode(pending), `198.51.100.${i}`)),
    )
    expect(
      answers.every(
        (answer) =>
          (answer.status === 401 && answer.body.error === AUTH_TEXTS.invalidCode) ||
          (answer.status === 423 && answer.body.error === AUTH_TEXTS.codeEnded),
      ),
    ).toBe(true)
    // the guess that used the fifth try ended the code
    expect(answers.filter((answer) => answer.status === 423).length).toBeGreaterThanOrEqual(1)
    expect((await verify(pending)).status).toBe(401)
  })

  it('guesses at an address with no pending code lock nothing; its owner then signs in', async () => {
    for (let i = 0; i < 3 * MAX_WRONG_CODES; i++)
      expect(await verify('123456')).toMatchObject({ status: 401, body: { error: AUTH_TEXTS.invalidCode } })
    ;({ code: pending, attempt } = await pendingCode(engine(), email))
    expect((await verify(pending)).status).toBe(200)
  })

  it('a right code among parallel guesses signs in once at most; a used code is refused', async () => {
    ;({ code: pending, attempt } = await pendingCode(engine(), email))
    const answers = await Promise.all([verify(pending), verify(pending), verify(pending)])
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect((await verify(pending)).status).toBe(401)
  })
})

describeOnEngines(
  'auth: code guesses per address and per project',
  { smtp: SMTP, authLimits: { codeGuessesPerIp: 3, codeGuessesPerProject: 8 } },
  (engine) => {
    beforeAll(() => createAuthProject(engine()))
    let windows = 0
    beforeEach(() => {
      // a window of its own for every test
      manualClock(engine()).advance(600_000 * ++windows)
    })
    const guess = (app: EngineHandle['app'], ip: string) =>
      postFrom(app, ip, '/v1/auth/email/verify', {
        email: `guess${mailbox++}.${engine().context.engine}@example.com`,
        otp: '123456',
        attempt: NO_ATTEMPT,
      })

    it('one client address gets 3 guesses per window, over any addresses; the 4th is 429 with Retry-After, another client goes on', async () => {
      for (let i = 0; i < 3; i++) expect((await guess(engine().app, '203.0.113.7')).status).toBe(401)
      const refused = await guess(engine().app, '203.0.113.7')
      expect(refused).toMatchObject({
        status: 429,
        body: { error: expect.stringMatching(/^Please try again after \d+ seconds$/) },
      })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await guess(engine().app, '203.0.113.8')).status).toBe(401)
    })

    it('the project gets 8 guesses per window from any addresses, counted in the database: a second process sees the same count', async () => {
      const { context } = engine()
      const other = await openDatabase(context.config)
      try {
        const second = createApp({ ...context, db: other.db })
        for (let i = 0; i < 4; i++) expect((await guess(engine().app, `203.0.113.${20 + i}`)).status).toBe(401)
        for (let i = 0; i < 4; i++) expect((await guess(second, `203.0.113.${30 + i}`)).status).toBe(401)
        expect((await guess(second, '203.0.113.40')).status).toBe(429)
        expect((await guess(engine().app, '203.0.113.41')).status).toBe(429)
      } finally {
        await other.close()
      }
    })
  },
)

/** a JSON POST reaching the cloud through a proxy at `proxy`, which says it came from `forwardedFor` */
async function postThroughProxy(
  app: EngineHandle['app'],
  proxy: string,
  forwardedFor: string,
  path: string,
  body: unknown,
) {
  const response = await app.request(
    `${path}?projectId=${AUTH_PROJECT}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: proxy } } },
  )
  return response.status
}

for (const trustProxy of [1, 0]) {
  describeOnEngines(
    `auth: code guesses per client address, LATCH_TRUST_PROXY=${trustProxy}`,
    { smtp: SMTP, trustProxy, authLimits: { codeGuessesPerIp: 3 } },
    (engine) => {
      beforeAll(() => createAuthProject(engine()))
      let windows = 0
      beforeEach(() => {
        manualClock(engine()).advance(600_000 * ++windows)
      })
      const guess = (forwardedFor: string) =>
        postThroughProxy(engine().app, '10.0.0.2', forwardedFor, '/v1/auth/email/verify', {
          email: `guess${mailbox++}.${engine().context.engine}@example.com`,
          otp: '123456',
          attempt: NO_ATTEMPT,
        })

      if (trustProxy === 1) {
        it('guesses from many clients behind a trusted proxy do not block one another; one client over its limit is refused', async () => {
          for (let i = 0; i < 10; i++) expect(await guess(`198.51.100.${i}`)).toBe(401)
          for (let i = 0; i < 3; i++) expect(await guess('203.0.113.9')).toBe(401)
          expect(await guess('203.0.113.9')).toBe(429)
          // the proxy's own hop is not the client: a client cannot pick its address by writing the header itself
          expect(await guess('203.0.113.9, 198.51.100.77')).toBe(401)
        })

        it('an IPv6 client is counted by its /64: other addresses of that block share its count, another block does not', async () => {
          for (let i = 1; i <= 3; i++) expect(await guess(`2001:db8:1:2::${i}`)).toBe(401)
          expect(await guess('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(429)
          expect(await guess('2001:db8:1:3::1')).toBe(401)
        })
      } else {
        it('without a trusted proxy X-Forwarded-For is ignored: every request counts against the proxy address', async () => {
          for (let i = 0; i < 3; i++) expect(await guess(`198.51.100.${i}`)).toBe(401)
          expect(await guess('198.51.100.200')).toBe(429)
        })
      }
    },
  )
}
