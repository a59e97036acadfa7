// Attacks on sign-in, each scripted as an attacker who knows the project id would run it against the cloud (the
// real app, on both engines, with a real SMTP catcher); each `it` names the attack it shows failing.
import { request } from 'node:http'
import { DEV_ACCOUNTS } from '@latch/devnet'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AUTH_TEXTS, MAX_WRONG_CODES } from '../../src/auth/limits.ts'
import { startMailCatcher } from '../../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../../src/projects/store.ts'
import { AUTH_PROJECT, codeMailedTo, createAuthProject, lastMailId, manualClock, wrongCode } from '../auth-fixtures.ts'
import { describeOnEngines, type EngineHandle } from '../engines.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())
const SMTP = { host: '127.0.0.1', port: catcher.smtpPort }
const OTHER_PROJECT = 'auth-attacks-other'
const ORIGIN = 'http://localhost:5173'
let mailbox = 0

/** a JSON POST as a client at `ip` sends it (through a proxy at 10.0.0.2 when `forwardedFor` is given) */
async function send(
  handle: EngineHandle,
  path: string,
  body: unknown,
  from: { ip?: string; forwardedFor?: string; projectId?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: ORIGIN }
  if (from.forwardedFor) headers['x-forwarded-for'] = from.forwardedFor
  const response = await handle.app.request(
    `${path}?projectId=${from.projectId ?? AUTH_PROJECT}`,
    { method: 'POST', headers, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: from.forwardedFor ? '10.0.0.2' : (from.ip ?? '192.0.2.10') } } },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: string } }
}

/** a login started by `who`: its attempt id and the code mailed for it */
async function startLogin(handle: EngineHandle, email: string, from: Parameters<typeof send>[3] = {}) {
  const before = lastMailId(catcher)
  const started = await send(handle, '/v1/auth/email/start', { email }, from)
  expect(started.status).toBe(200)
  return { attempt: String(started.body.attempt), code: (await codeMailedTo(catcher, email, before)).code }
}

const verify = (
  handle: EngineHandle,
  email: string,
  otp: string,
  attempt: string,
  from: Parameters<typeof send>[3] = {},
) => send(handle, '/v1/auth/email/verify', { email, otp, attempt }, from)

describeOnEngines('attacks on email sign-in', { smtp: SMTP, trustProxy: 1 }, (engine) => {
  let victim: string
  let clock: ReturnType<typeof manualClock>
  beforeAll(async () => {
    await createAuthProject(engine())
    await saveProject(engine().context.db, {
      id: OTHER_PROJECT,
      name: 'Other',
      allowedOrigins: ['http://localhost:*'],
      plan: 'basic',
      features: {},
    })
  })
  beforeEach(() => {
    // a limit window of its own for every attack, starting with it
    clock = manualClock(engine(), Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000 * ++mailbox)
    victim = `victim${mailbox}.${engine().context.engine}@example.com`
  })

  it('a stranger’s five wrong guesses do not lock the visitor’s attempt', async () => {
    const visitor = await startLogin(engine(), victim)
    // the stranger starts a login for the victim's address too (after the cooldown) and guesses wrong at it
    clock.advance(30_000)
    const stranger = await startLogin(engine(), victim, { ip: '203.0.113.66' })
    for (let i = 1; i <= MAX_WRONG_CODES; i++) {
      const answer = await verify(engine(), victim, wrongCode(stranger.code), stranger.attempt, { ip: '203.0.113.66' })
      expect(answer.status).toBe(i < MAX_WRONG_CODES ? 401 : 423)
    }
    // the visitor's own attempt is untouched: no 423, the code signs in
    expect(await verify(engine(), victim, visitor.code, visitor.attempt)).toMatchObject({
      status: 200,
      body: { email: victim },
    })
  })

  it('a stranger’s guesses without the visitor’s attempt id never reach the visitor’s code', async () => {
    const visitor = await startLogin(engine(), victim)
    // even the right code, sent with any other attempt id, is refused and uses none of the visitor's tries
    for (let i = 0; i < 2 * MAX_WRONG_CODES; i++) {
      expect(
        await verify(engine(), victim, visitor.code, `${'S'.repeat(42)}${i % 10}`, { ip: '203.0.113.67' }),
      ).toMatchObject({ status: 401, body: { error: AUTH_TEXTS.invalidCode } })
    }
    expect((await verify(engine(), victim, visitor.code, visitor.attempt)).status).toBe(200)
  })

  it('a code mailed for one project does not sign in on another', async () => {
    const mailed = await startLogin(engine(), victim, { projectId: OTHER_PROJECT })
    expect(await verify(engine(), victim, mailed.code, mailed.attempt)).toMatchObject({
      status: 401,
      body: { error: AUTH_TEXTS.invalidCode },
    })
    // in its own project it still works
    expect((await verify(engine(), victim, mailed.code, mailed.attempt, { projectId: OTHER_PROJECT })).status).toBe(200)
  })

  it('a code mailed to one address does not sign in another address with the same attempt', async () => {
    const mailed = await startLogin(engine(), victim)
    expect((await verify(engine(), `other.${victim}`, mailed.code, mailed.attempt)).status).toBe(401)
  })

  it('brute force by starting attempt after attempt stays bounded: over 20 guesses per window at one address are refused (429, never 423)', async () => {
    let guesses = 0
    let refused: Awaited<ReturnType<typeof verify>> | undefined
    // each attempt's code is a fresh random one: the bound over all of them is what limits the guessing
    for (let round = 0; round < 6 && !refused; round++) {
      clock.advance(30_000)
      const attempt = await startLogin(engine(), victim, { forwardedFor: `198.51.100.${round}` })
      for (let i = 0; i < MAX_WRONG_CODES - 1 && !refused; i++) {
        const answer = await verify(engine(), victim, wrongCode(attempt.code), attempt.attempt, {
          forwardedFor: `198.51.100.${100 + guesses}`,
        })
        if (answer.status === 429) refused = answer
        else guesses++
      }
    }
    expect(guesses).toBe(20)
    expect(refused).toMatchObject({
      status: 429,
      body: { error: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    })
  })

  it('guesses from many clients behind a trusted proxy do not block one another', async () => {
    // 40 wrong guesses from 40 clients, more than one client may make, leave the next client its own count
    for (let i = 0; i < 40; i++)
      expect(
        (await verify(engine(), `nobody${i}.${victim}`, '123456', 'A'.repeat(43), { forwardedFor: `198.51.100.${i}` }))
          .status,
      ).toBe(401)
    const visitor = await startLogin(engine(), victim, { forwardedFor: '203.0.113.5' })
    expect(
      (await verify(engine(), victim, visitor.code, visitor.attempt, { forwardedFor: '203.0.113.5' })).status,
    ).toBe(200)
  })
})

describeOnEngines(
  'attacks on email sign-in without a trusted proxy',
  { smtp: SMTP, authLimits: { codeGuessesPerIp: 5 } },
  (engine) => {
    beforeAll(() => createAuthProject(engine()))
    beforeEach(() => {
      manualClock(engine()).advance(3_600_000 * ++mailbox)
    })

    it('a client cannot dodge its per-address limit by writing X-Forwarded-For itself', async () => {
      const guess = (i: number) =>
        send(
          engine(),
          '/v1/auth/email/verify',
          { email: `nobody${i}@example.com`, otp: '123456', attempt: 'A'.repeat(43) },
          { ip: '203.0.113.9', forwardedFor: undefined },
        )
      for (let i = 0; i < 5; i++) expect((await guess(i)).status).toBe(401)
      const spoofed = await engine().app.request(
        `/v1/auth/email/verify?projectId=${AUTH_PROJECT}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
          body: JSON.stringify({ email: 'nobody@example.com', otp: '123456', attempt: 'A'.repeat(43) }),
        },
        { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
      )
      expect(spoofed.status).toBe(429)
    })
  },
)

describeOnEngines('attacks on sign-in sessions', {}, (engine) => {
  const account = DEV_ACCOUNTS[5]!
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await engine().request(`${path}?projectId=${AUTH_PROJECT}`, {
      method,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  /** the visitor signs in; the signature stays with the visitor's client */
  async function signIn(expirationTime?: Date) {
    const { body } = await call('POST', '/v1/sessions/nonce')
    const fields = {
      address: account.address,
      chainId: 31337,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      version: '1' as const,
      nonce: String(body.nonce),
      issuedAt: new Date(),
      ...(expirationTime ? { expirationTime } : {}),
    }
    const message = createSiweMessage(fields)
    const signature = await account.signMessage({ message })
    const created = await call('POST', '/v1/sessions', {
      chainId: 'eip155:31337',
      accountAddress: account.address,
      domain: fields.domain,
      uri: fields.uri,
      version: '1',
      nonce: fields.nonce,
      issuedAt: fields.issuedAt.toISOString(),
      ...(expirationTime ? { expirationTime: expirationTime.toISOString() } : {}),
      message,
      signature,
    })
    expect(created.status).toBe(201)
    return { id: String(created.body.id), pci: String(created.body.account), signature }
  }
  beforeAll(() => createAuthProject(engine()))

  it('whoever holds a session id (a dApp server verifying it) cannot revoke it with what GET /v1/sessions/:id answers', async () => {
    const session = await signIn()
    const read = await call('GET', `/v1/sessions/${session.id}`)
    expect(read.status).toBe(200)
    expect(read.body).not.toHaveProperty('signature')
    expect(
      (
        await call('POST', `/v1/sessions/${session.id}/revoke`, {
          pci: session.pci,
          signature: String(read.body.signature ?? read.body.message),
        })
      ).status,
    ).toBe(403)
    expect((await call('GET', `/v1/sessions/${session.id}`)).status).toBe(200)
  })

  it('an expired session is not revoked with its id alone', async () => {
    const session = await signIn(new Date(Date.now() + 3_600_000))
    const realNow = engine().context.now
    engine().context.now = () => new Date(Date.now() + 2 * 3_600_000)
    try {
      expect(
        (await call('POST', `/v1/sessions/${session.id}/revoke`, { pci: session.pci, signature: '0x00' })).status,
      ).toBe(403)
      expect(
        (await call('POST', `/v1/sessions/${session.id}/revoke`, { pci: session.pci, signature: session.signature }))
          .status,
      ).toBe(200)
    } finally {
      engine().context.now = realNow
    }
  })
})

describe('attacks on the dev mail inbox', () => {
  it('a page whose own host name was rebound to 127.0.0.1 (DNS rebinding) reads no codes from the inbox', async () => {
    const url = new URL(`${catcher.inboxUrl}/messages`)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          headers: { host: `rebound.attacker.example:${url.port}` },
        },
        (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (body += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        },
      )
      sent.on('error', reject)
      sent.end()
    })
    expect(answer.status).toBe(421)
    expect(answer.body).not.toContain('code')
  })
})
