// A local SMTP server that keeps every mail in memory, with an inbox page: `npm start` and the tests read codes here.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { type CaughtMessage, inboxApp } from './inbox.ts'

export interface MailCatcherOptions {
  /** SMTP port (0: a free one) */
  port?: number
  /** inbox page port (0: a free one) */
  httpPort?: number
  host?: string
  /** oldest mails are dropped beyond this many */
  keep?: number
}

export interface MailCatcher {
  smtpPort: number
  /** the inbox page; `/messages?to=` is the JSON list */
  inboxUrl: string
  messages(to?: string): CaughtMessage[]
  /** the first mail to `to` matching `accept`, already caught or still to come */
  waitForMessage(to: string, accept?: (message: CaughtMessage) => boolean): Promise<CaughtMessage>
  stop(): Promise<void>
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const keep = options.keep ?? 500
  const caught: CaughtMessage[] = []
  const waiters = new Set<{
    to: string
    accept: (message: CaughtMessage) => boolean
    resolve: (message: CaughtMessage) => void
  }>()
  let nextId = 1

  const store = (message: CaughtMessage) => {
    caught.push(message)
    if (caught.length > keep) caught.splice(0, caught.length - keep)
    for (const waiter of waiters) {
      if (message.to.includes(waiter.to) && waiter.accept(message)) {
        waiters.delete(waiter)
        waiter.resolve(message)
      }
    }
  }

  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    size: 1_000_000,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          store({
            id: nextId++,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            received: new Date().toISOString(),
          })
          // acknowledged only once stored: a sender that got its 250 finds the mail in the inbox
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.port ?? 0, host, () => resolve())
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const app = inboxApp(() => caught)
  const http = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port: options.httpPort ?? 0, hostname: host }, () => resolve(instance))
    instance.once('error', reject)
  })
  const httpPort = (http.address() as AddressInfo).port

  return {
    smtpPort,
    inboxUrl: `http://${host}:${httpPort}`,
    messages: (to) => (to ? caught.filter((message) => message.to.includes(to.toLowerCase())) : [...caught]),
    waitForMessage(to, accept = () => true) {
      const address = to.toLowerCase()
      const found = caught.find((message) => message.to.includes(address) && accept(message))
      if (found) return Promise.resolve(found)
      return new Promise((resolve) => waiters.add({ to: address, accept, resolve }))
    },
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
