// Email capture (SPEC §2 DataCapture, remote feature emailCapture) on both engines: a signed-in wallet user confirms
// an email with a code from a real SMTP catcher; the cloud keeps it per account and project; the user removes it;
// the operator lists, exports (CSV) and deletes through the admin API. Refusals write nothing.
import { DEV_ACCOUNTS } from '@latch/devnet'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CAPTURE_TEXTS } from '../src/dataCapture/routes.ts'
import { capturedEmailsCsv } from '../src/dataCapture/store.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import { codeMailedTo, lastMailId, wrongCode } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN } from './platform-fixtures.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())
const SMTP = { host: '127.0.0.1', port: catcher.smtpPort, from: 'Latch <no-reply@latch.localhost>' }
const PROJECT = 'capture-tests'
const BASIC = 'capture-basic'
const ORIGIN = 'http://localhost:5173'

describeOnEngines('email capture', { smtp: SMTP, adminToken: ADMIN_TOKEN }, (engine) => {
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; session?: string; projectId?: string } = {},
  ) => {
    const response = await engine().request(`${path}?projectId=${options.projectId ?? PROJECT}`, {
      method,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(options.session ? { 'x-latch-session': options.session } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const admin = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
    engine().request(path, {
      method,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  /** a sign-in session of dev account `index`, as the modal gets one */
  async function signIn(index: number, projectId = PROJECT) {
    const account = DEV_ACCOUNTS[index]!
    const { body } = await call('POST', '/v1/sessions/nonce', { projectId })
    const fields = {
      address: account.address,
      chainId: 31337,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      version: '1' as const,
      nonce: String(body.nonce),
      issuedAt: new Date(),
    }
    const message = createSiweMessage(fields)
    const signed = {
      chainId: 'eip155:31337',
      accountAddress: account.address,
      domain: fields.domain,
      uri: fields.uri,
      version: '1',
      nonce: fields.nonce,
      issuedAt: fields.issuedAt.toISOString(),
      message,
      signature: await account.signMessage({ message }),
    }
    const created = await call('POST', '/v1/sessions', { body: signed, projectId })
    return { session: String(created.body.id), account: String(created.body.account), signature: signed.signature }
  }
  const rows = async () =>
    Number(
      (
        await engine()
          .context.db.selectFrom('captured_emails')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  beforeAll(async () => {
    await saveProject(engine().context.db, {
      id: PROJECT,
      name: 'Capture',
      allowedOrigins: ['http://localhost:*'],
      plan: 'pro',
      features: { emailCapture: true },
    })
    await saveProject(engine().context.db, {
      id: BASIC,
      name: 'Basic',
      allowedOrigins: ['http://localhost:*'],
      plan: 'basic',
      features: {},
    })
  })

  it('R-1.12 a signed-in wallet user confirms an email with the mailed code; it is kept against the account and project', async () => {
    const { session, account } = await signIn(5)
    const before = lastMailId(catcher)
    expect(await call('POST', '/v1/data-capture/start', { session, body: { email: 'Visitor@Example.com' } })).toEqual({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
    const { code } = await codeMailedTo(catcher, 'visitor@example.com', before)
    const verified = await call('POST', '/v1/data-capture/verify', {
      session,
      body: { email: 'visitor@example.com', otp: code },
    })
    expect(verified).toEqual({
      status: 200,
      body: { account, email: 'visitor@example.com', created: expect.any(String) },
    })
    expect((await call('GET', '/v1/data-capture/email', { session })).body.email).toBe('visitor@example.com')
  })

  it('without a live sign-in session, with a wrong code, or with the feature off, nothing is captured', async () => {
    const before = await rows()
    expect(await call('POST', '/v1/data-capture/start', { body: { email: 'nobody@example.com' } })).toEqual({
      status: 401,
      body: { error: CAPTURE_TEXTS.noSession },
    })
    expect(
      (await call('POST', '/v1/data-capture/start', { session: 'x'.repeat(43), body: { email: 'nobody@example.com' } }))
        .status,
    ).toBe(401)
    const { session } = await signIn(6)
    const mark = lastMailId(catcher)
    await call('POST', '/v1/data-capture/start', { session, body: { email: 'guess@example.com' } })
    const { code } = await codeMailedTo(catcher, 'guess@example.com', mark)
    expect(
      (
        await call('POST', '/v1/data-capture/verify', {
          session,
          body: { email: 'guess@example.com', otp: wrongCode(code) },
        })
      ).status,
    ).toBe(401)
    // another account's session cannot use this account's code
    const { session: otherSession } = await signIn(7)
    expect(
      (
        await call('POST', '/v1/data-capture/verify', {
          session: otherSession,
          body: { email: 'guess@example.com', otp: code },
        })
      ).status,
    ).toBe(401)
    const basic = await signIn(6, BASIC)
    expect(
      await call('POST', '/v1/data-capture/start', {
        session: basic.session,
        projectId: BASIC,
        body: { email: 'guess@example.com' },
      }),
    ).toEqual({ status: 403, body: { error: CAPTURE_TEXTS.featureOff } })
    expect(await rows()).toBe(before)
    // a revoked session is refused too
    const revoked = await signIn(8)
    expect(
      (
        await call('POST', `/v1/sessions/${revoked.session}/revoke`, {
          body: { pci: revoked.account, signature: revoked.signature },
        })
      ).status,
    ).toBe(200)
    expect((await call('GET', '/v1/data-capture/email', { session: revoked.session })).status).toBe(401)
  })

  it('R-5.2 the auth service’s 30 s cooldown applies to capture codes too', async () => {
    const { session } = await signIn(9)
    await call('POST', '/v1/data-capture/start', { session, body: { email: 'cool@example.com' } })
    const again = await call('POST', '/v1/data-capture/start', { session, body: { email: 'cool@example.com' } })
    expect(again.status).toBe(429)
    expect(String(again.body.error)).toMatch(/^Please try again after \d+ seconds$/)
  })

  it('the operator lists and exports (CSV) the captured emails, and deletes one; the user removes their own', async () => {
    const { session, account } = await signIn(4)
    const mark = lastMailId(catcher)
    await call('POST', '/v1/data-capture/start', { session, body: { email: 'second@example.com' } })
    const { code } = await codeMailedTo(catcher, 'second@example.com', mark)
    await call('POST', '/v1/data-capture/verify', { session, body: { email: 'second@example.com', otp: code } })

    const list = (await (await admin('GET', `/admin/projects/${PROJECT}/captured-emails`)).json()) as {
      data: { account: string; email: string }[]
    }
    expect(list.data.map((row) => row.email).sort()).toEqual(['second@example.com', 'visitor@example.com'])
    const csv = await admin('GET', `/admin/projects/${PROJECT}/captured-emails/csv`)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toBe('account,email,created')
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${account},second@example.com,`)))
    // a formula-looking cell is neutralised for spreadsheets, a quote or comma quoted
    expect(capturedEmailsCsv([{ account: '=HYPERLINK("x")', email: 'a,b@example.com', created: 'c' }])).toBe(
      'account,email,created\r\n"\'=HYPERLINK(""x"")","a,b@example.com",c\r\n',
    )
    expect((await engine().request(`/admin/projects/${PROJECT}/captured-emails`)).status).toBe(401)

    expect(await call('POST', '/v1/data-capture/email/delete', { session })).toEqual({
      status: 200,
      body: { deleted: true },
    })
    expect((await call('GET', '/v1/data-capture/email', { session })).status).toBe(404)
    const remaining = list.data.find((row) => row.email === 'visitor@example.com')!
    expect(
      await (
        await admin('POST', `/admin/projects/${PROJECT}/captured-emails/delete`, { account: remaining.account })
      ).json(),
    ).toEqual({ deleted: true })
    expect(await (await admin('GET', `/admin/projects/${PROJECT}/captured-emails`)).json()).toEqual({ data: [] })
  })
})
