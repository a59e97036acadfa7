// The one-time code of the embedded wallet's email sign-in, read where a test's cloud sends its mail: a dev mail
// catcher's JSON inbox (Latch's own, which `npm start` runs, answers `GET /messages?to=<address>` with the mails to that
// address, newest first). The kit waits for the mail itself, so it works under any test runner.
import { waitUntil } from './poll.ts'

/** The options of {@link readCodeFromInbox}. */
export interface InboxOptions {
  /** how many mails must have reached the address before the newest one's code is read (default 1): a test that asks
   * for a second code waits for the second mail */
  count?: number
  /** how long to wait for them, in milliseconds (default 15 000) */
  timeout?: number
}

/** A mail as the inbox lists it. */
interface InboxMail {
  subject: string
  text: string
}

const DEFAULT_TIMEOUT_MS = 15_000
/** the code Latch's cloud mails: six digits on their own ("123456 is your Latch code"), first in the subject */
const CODE = /\b(\d{6})\b/

/** the mails the inbox holds for `email`, newest first */
export async function mailsTo(inboxUrl: string, email: string): Promise<InboxMail[]> {
  const url = new URL('messages', inboxUrl.endsWith('/') ? inboxUrl : `${inboxUrl}/`)
  url.searchParams.set('to', email.toLowerCase())
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The mail inbox at ${url} answered ${response.status}`)
  const { messages } = (await response.json()) as { messages?: InboxMail[] }
  if (!Array.isArray(messages)) throw new Error(`The mail inbox at ${url} gave no list of messages`)
  return messages
}

/**
 * Waits until the dev mail catcher at `inboxUrl` holds `count` mails to `email` (default 1), and reads the six-digit
 * code of the newest one (its subject, then its text). Fails with a clear error once `timeout` has passed, or when the
 * mail holds no code.
 *
 * @example
 * ```ts
 * const inboxUrl = 'http://127.0.0.1:8025' // the mail catcher `npm start` prints
 * const code = await readCodeFromInbox(inboxUrl, 'visitor@example.com')
 * await page.getByRole('textbox', { name: 'Verification code' }).fill(code)
 * ```
 */
export async function readCodeFromInbox(inboxUrl: string, email: string, options: InboxOptions = {}): Promise<string> {
  const { count = 1, timeout = DEFAULT_TIMEOUT_MS } = options
  let mails: InboxMail[] = []
  await waitUntil(
    async () => {
      mails = await mailsTo(inboxUrl, email)
      return mails.length >= count
    },
    timeout,
    `${count === 1 ? 'a mail' : `${count} mails`} to ${email} in the inbox at ${inboxUrl}`,
  )
  const newest = mails[0]!
  const code = CODE.exec(`${newest.subject}\n${newest.text}`)?.[1]
  if (!code) throw new Error(`No six-digit code in the mail "${newest.subject}" to ${email}`)
  return code
}
