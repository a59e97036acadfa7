// An email change is told to the address it replaced, which can undo it for 24 hours, on both engines against a real
// SMTP catcher: the notice names the new address only in part and links to this cloud's public address; opening the
// link changes nothing; its button gives the wallet back to the old address and signs everyone out, once.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { CANCEL_PATH, EMAIL_CHANGE_TEXTS } from '../src/auth/emailChange.ts'
import {
  bindDevice,
  codeMailedTo,
  createAuthProject,
  lastMailId,
  manualClock,
  post,
  provenDevice,
  storedSessionUser,
} from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

const PUBLIC_URL = 'https://cloud.shop.example'
const SMTP = { host: '127.0.0.1', port: catcher.smtpPort, from: 'Latch <no-reply@latch.localhost>' }
const HOUR = 60 * 60 * 1000
let mailbox = 0

describeOnEngines('auth: the old address undoes an email change', { smtp: SMTP, publicUrl: PUBLIC_URL }, (engine) => {
  let clock: ReturnType<typeof manualClock>
  let email: string
  beforeAll(() => createAuthProject(engine()))
  beforeEach(() => {
    clock = manualClock(engine())
    email = `owner${mailbox++}.${engine().context.engine}@example.com`
  })

  const signIn = async (address: string) => {
    const before = lastMailId(catcher)
    const started = await post<{ attempt: string }>(engine(), '/v1/auth/email/start', { email: address })
    expect(started.status).toBe(200)
    const { code } = await codeMailedTo(catcher, address, before)
    const verified = await post<{ token: string; deviceToken: string }>(engine(), '/v1/auth/email/verify', {
      email: address,
      otp: code,
      attempt: started.body.attempt,
    })
    expect(verified.status).toBe(200)
    expect((await bindDevice(engine(), verified.body)).status).toBe(200)
    clock.advance(31_000)
    return verified.body
  }
  const connected = async (token: string) =>
    (await post<{ isConnected: boolean; email?: string }>(engine(), '/v1/auth/session/check', { token })).body
  /** the whole change, as whoever holds a session, a proven device and both mailboxes makes it; the notice's link */
  const change = async (session: { token: string; deviceToken: string }, from: string, to: string) => {
    let before = lastMailId(catcher)
    expect(
      (await post(engine(), '/v1/auth/email/update', { ...(await provenDevice(engine(), session)), email: to })).status,
    ).toBe(200)
    const primary = await codeMailedTo(catcher, from, before)
    before = lastMailId(catcher)
    expect(
      (await post(engine(), '/v1/auth/email/update/primary', { token: session.token, otp: primary.code })).status,
    ).toBe(200)
    const secondary = await codeMailedTo(catcher, to, before)
    before = lastMailId(catcher)
    expect(
      (await post(engine(), '/v1/auth/email/update/secondary', { token: session.token, otp: secondary.code })).status,
    ).toBe(200)
    const notice = await catcher.waitForMessage(from, (message) => message.id > before)
    const link = new RegExp(`${PUBLIC_URL}${CANCEL_PATH}\\?token=[A-Za-z0-9_-]{43}`).exec(notice.text)?.[0]
    return { notice, link: link!, token: new URL(link!).searchParams.get('token')! }
  }
  const undo = async (token: string) => {
    const response = await engine().request(CANCEL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    })
    // the page's text, as a person reads it (the page escapes what it shows)
    const text = (await response.text()).replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    return { status: response.status, text }
  }

  it('the old address is told, in part, where the wallet went; its link undoes the change and signs everyone out', async () => {
    const owner = await signIn(email)
    const userId = await storedSessionUser(engine(), owner.token)
    const thief = await signIn(email)
    const thiefEmail = `thief.${email}`
    const { notice, link, token } = await change(thief, email, thiefEmail)
    expect(notice.subject).toBe(EMAIL_CHANGE_TEXTS.subject)
    expect(notice.text).toContain('within 24 hours')
    expect(link).toBeTruthy()
    expect(notice.text).not.toContain(thiefEmail)
    expect(notice.text).toContain(`@${thiefEmail.split('@')[1]}`)
    expect(await connected(thief.token)).toMatchObject({ isConnected: true, email: thiefEmail })
    expect(await connected(owner.token)).toEqual({ isConnected: false })

    // opening the link (a person, or a mail scanner) shows a button and changes nothing
    const opened = await engine().request(`${CANCEL_PATH}?token=${token}`)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer')
    expect(opened.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await opened.text()).toContain(`<form method="post" action="${CANCEL_PATH}">`)
    expect(await connected(thief.token)).toMatchObject({ isConnected: true, email: thiefEmail })

    const undone = await undo(token)
    expect(undone.status).toBe(200)
    expect(undone.text).toContain(EMAIL_CHANGE_TEXTS.cancelled(email))
    expect(await connected(thief.token)).toEqual({ isConnected: false })
    // the wallet's user answers to the old address again, and to the thief's no more
    const back = await signIn(email)
    expect(await storedSessionUser(engine(), back.token)).toBe(userId)
    expect(await connected(back.token)).toMatchObject({ isConnected: true, email })
    const stranger = await signIn(thiefEmail)
    expect(await storedSessionUser(engine(), stranger.token)).not.toBe(await storedSessionUser(engine(), back.token))

    // once only
    expect((await undo(token)).status).toBe(404)
    expect(await connected(back.token)).toMatchObject({ isConnected: true, email })
  })

  it('after 24 hours the link has expired and the change stands', async () => {
    const owner = await signIn(email)
    const newEmail = `later.${email}`
    const { token } = await change(owner, email, newEmail)
    clock.advance(24 * HOUR)
    const late = await undo(token)
    expect(late.status).toBe(410)
    expect(late.text).toContain(EMAIL_CHANGE_TEXTS.expired)
    expect(await connected(owner.token)).toMatchObject({ isConnected: true, email: newEmail })
  })

  it('an old address another account took meanwhile is not taken back; nothing changes', async () => {
    const owner = await signIn(email)
    const newEmail = `moved.${email}`
    const { token } = await change(owner, email, newEmail)
    const other = await signIn(email)
    expect(await storedSessionUser(engine(), other.token)).not.toBe(await storedSessionUser(engine(), owner.token))
    const refused = await undo(token)
    expect(refused.status).toBe(409)
    expect(await connected(owner.token)).toMatchObject({ isConnected: true, email: newEmail })
    expect(await connected(other.token)).toMatchObject({ isConnected: true, email })
  })

  it('a malformed token is 400 and an unknown one 404, on the page and on the button', async () => {
    expect((await engine().request(`${CANCEL_PATH}?token=<script>`)).status).toBe(400)
    expect((await undo('short')).status).toBe(400)
    expect((await undo('A'.repeat(43))).status).toBe(404)
  })
})
