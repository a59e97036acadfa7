// Guessing one-time codes (issue 17, item 5), against the real app on both engines: the wrong-code lockout cannot be
// raced, guesses at no code lock nothing, and guesses are limited per client address and per project in the
// database, so every cloud process shares the counts.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { AUTH_TEXTS, MAX_WRONG_CODES } from '../src/auth/limits.ts'
import { openDatabase } from '../src/db/database.ts'
import { startMailCatcher } from '../src/mail/catcher.ts'
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

/** an address with a pending login code; the code */
async function pendingCode(handle: EngineHandle, email: string) {
  const before = lastMailId(catcher)
  expect((await postFrom(handle.app, '192.0.2.1', '/v1/auth/email/start', { email })).status).toBe(200)
  return (await codeMailedTo(catcher, email, before)).code
}

describeOnEngines('auth: code guesses', { smtp: SMTP }, (engine) => {
  let email: string
  beforeAll(() => createAuthProject(engine()))
  beforeEach(() => {
    manualClock(engine())
    email = `guess${mailbox++}.${engine().context.engine}@example.com`
  })
  const verify = (otp: string, ip = '192.0.2.1') => postFrom(engine().app, ip, '/v1/auth/email/verify', { email, otp })

  it('issue 17: 50 parallel wrong guesses: at most 5 are compared (4 answered "wrong", the 5th locks), the rest refused as locked', async () => {
    const code = await pendingCode(engine(), email)
    // each from its own address: the per-address limit is not what stops them
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => verify(wrongCode(code), `198.51.100.${i}`)))
    const wrong = answers.filter((answer) => answer.status === 401)
    const locked = answers.filter((answer) => answer.status === 423)
    expect(wrong.every((answer) => answer.body.error === AUTH_TEXTS.invalidCode)).toBe(true)
    // a compared guess answers 401, except the one that used the last try and locked the address
    expect(wrong.length).toBe(MAX_WRONG_CODES - 1)
    expect(wrong.length + 1).toBeLessThanOrEqual(5)
    expect(locked).toHaveLength(50 - wrong.length)
    // locked: the right code is refused too
    expect((await verify(code)).status).toBe(423)
  })

  it('issue 17: guesses at an address with no pending code lock nothing; its owner then signs in', async () => {
    for (let i = 0; i < 3 * MAX_WRONG_CODES; i++) expect(await verify('123456')).toMatchObject({ status: 401, body: { error: AUTH_TEXTS.invalidCode } })
    const code = await pendingCode(engine(), email)
    expect((await verify(code)).status).toBe(200)
  })

  it('a right code among parallel guesses signs in once at most; a used code is refused', async () => {
    const code = await pendingCode(engine(), email)
    const answers = await Promise.all([verify(code), verify(code), verify(code)])
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect((await verify(code)).status).toBe(401)
  })
})

describeOnEngines('auth: code guesses per address and per project', { smtp: SMTP, authLimits: { codeGuessesPerIp: 3, codeGuessesPerProject: 8 } }, (engine) => {
  beforeAll(() => createAuthProject(engine()))
  let windows = 0
  beforeEach(() => {
    // a window of its own for every test
    manualClock(engine()).advance(600_000 * ++windows)
  })
  const guess = (app: EngineHandle['app'], ip: string) =>
    postFrom(app, ip, '/v1/auth/email/verify', { email: `guess${mailbox++}.${engine().context.engine}@example.com`, otp: '123456' })

  it('issue 17: one client address gets 3 guesses per window, over any addresses; the 4th is 429 with Retry-After, another client goes on', async () => {
    for (let i = 0; i < 3; i++) expect((await guess(engine().app, '203.0.113.7')).status).toBe(401)
    const refused = await guess(engine().app, '203.0.113.7')
    expect(refused).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Please try again after \d+ seconds$/) } })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await guess(engine().app, '203.0.113.8')).status).toBe(401)
  })

  it('issue 17: the project gets 8 guesses per window from any addresses, counted in the database: a second process sees the same count', async () => {
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
})
