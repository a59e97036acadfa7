// `tsx tooling/devnet/src/mail/catcher-main.ts`: the local mail catcher for `npm start` (SMTP 2525, inbox page 8025 by default).
import { startMailCatcher } from './catcher.ts'

const catcher = await startMailCatcher({
  port: Number(process.env.LATCH_SMTP_PORT ?? 2525),
  httpPort: Number(process.env.LATCH_MAIL_INBOX_PORT ?? 8025),
  host: process.env.LATCH_SMTP_HOST ?? '127.0.0.1',
})
console.log(`Latch mail catcher: SMTP on port ${catcher.smtpPort}, inbox ${catcher.inboxUrl}`)
const stop = async () => {
  await catcher.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
