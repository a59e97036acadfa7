// The mail path of email sign-in (SPEC §4 email login): nodemailer → the local SMTP catcher → the inbox page a person reads.
// These check the delivery of one-time codes (SMTP with nodemailer, a local catcher and inbox for `npm start`); no
// SPEC-RULES id covers mail transport, the rules of the codes it carries are cited in auth-email.test.ts.
import { request } from 'node:http'
import { afterAll, beforeAll, expect, it, describe } from 'vitest'
import { type MailCatcher, startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { codeMail, codeOf } from '../src/mail/codeMail.ts'
import { createMailer } from '../src/mail/mailer.ts'

describe('mail catcher', () => {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher()
  })
  afterAll(() => catcher.stop())

  const mailer = () =>
    createMailer({ host: '127.0.0.1', port: catcher.smtpPort, from: 'Latch <no-reply@latch.localhost>' })

  it('a code mail sent with nodemailer is caught, parsed and readable, the code leading the subject', async () => {
    await mailer().send(codeMail('Reader@Example.com', '042917', 'login', 10))
    const [message] = catcher.messages('reader@example.com')
    expect(message).toMatchObject({
      to: ['reader@example.com'],
      from: 'no-reply@latch.localhost',
      subject: '042917 is your Latch code',
    })
    expect(message!.text).toContain('Your code is 042917.')
    expect(message!.text).toContain('expires in 10 minutes')
    expect(codeOf(message!.subject)).toBe('042917')
  })

  it('waitForMessage resolves with a mail still to come', async () => {
    const waiting = catcher.waitForMessage('later@example.com')
    await mailer().send({ to: 'later@example.com', subject: 'hello', text: 'body' })
    expect((await waiting).subject).toBe('hello')
  })

  it('the inbox page lists mail newest first with every field HTML-escaped', async () => {
    await mailer().send({
      to: 'page@example.com',
      subject: '<script>alert(1)</script> & "quotes"',
      text: "<img src=x onerror='boom'>",
    })
    const response = await fetch(catcher.inboxUrl)
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;')
    expect(page).toContain('&lt;img src=x onerror=&#39;boom&#39;&gt;')
    expect(page).not.toContain('<script>alert')
    expect(page).not.toContain('<img src=x')
    expect(page.indexOf('alert(1)')).toBeLessThan(page.indexOf('042917'))
  })

  it('GET /messages?to= is the same list as JSON, filtered by recipient (case-insensitive)', async () => {
    const body = (await (await fetch(`${catcher.inboxUrl}/messages?to=READER@example.com`)).json()) as {
      messages: { subject: string; to: string[] }[]
    }
    expect(body.messages).toEqual([
      expect.objectContaining({ subject: '042917 is your Latch code', to: ['reader@example.com'] }),
    ])
    const all = (await (await fetch(`${catcher.inboxUrl}/messages`)).json()) as { messages: unknown[] }
    expect(all.messages.length).toBe(catcher.messages().length)
  })

  it('keeps only the newest messages beyond its limit', async () => {
    const small = await startMailCatcher({ keep: 2 })
    const send = createMailer({ host: '127.0.0.1', port: small.smtpPort, from: 'a@b.co' })
    for (const subject of ['one', 'two', 'three']) await send.send({ to: 'x@example.com', subject, text: subject })
    expect(small.messages().map((message) => message.subject)).toEqual(['two', 'three'])
    await small.stop()
  })

  /** a GET of the inbox with the Host header a browser would send for `host` */
  const getWithHost = (path: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(path, catcher.inboxUrl)
      const sent = request(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host } },
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

  it('DNS rebinding: a page whose own host name points at 127.0.0.1 reads no mail, the page and the JSON both refused', async () => {
    const port = new URL(catcher.inboxUrl).port
    for (const path of ['/', '/messages']) {
      const answer = await getWithHost(path, `attacker.example:${port}`)
      expect(answer.status).toBe(421)
      expect(answer.body).not.toContain('042917')
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
      expect((await getWithHost('/messages', host)).status).toBe(200)
  })
})
