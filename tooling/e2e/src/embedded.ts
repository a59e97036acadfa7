// Steps for the embedded wallet (email one-time code and social login, CONTRACT docs/design/embedded.md):
// the modal's views by role and accessible name, the frame's own approval card through its frame locator,
// codes read from the mail catcher's JSON inbox. The steps a dApp's test takes too are the testing kit's
// (@latch/testing); here, what binds them to this suite (its inbox, the recovery codes of its accounts) and the
// finer steps the tests check one by one.
import { randomUUID } from 'node:crypto'
import {
  type ApprovalCardTitle,
  approveOnCard,
  connectEmail,
  EMBEDDED_WALLET_FRAME,
  finishEmbeddedSignIn,
  readCodeFromInbox,
  rejectOnCard,
} from '@latch/testing'
import { expect } from 'vitest'
import type { FrameLocator, Locator, Page } from 'playwright-core'
import { env } from './harness.ts'
import { connectButton, dialog, see } from './ui.ts'

/** the embedded wallet's iframe on the host page (CONTRACT "ApproveTransaction") */
export const FRAME_SELECTOR = EMBEDDED_WALLET_FRAME
/** the same bound as a Playwright step: waiting for a mail is one step */
const MAIL_WAIT_MS = 15_000

export const walletFrame = (page: Page): FrameLocator => page.frameLocator(FRAME_SELECTOR)

/** an address no other test (or earlier run against the same cloud) used: codes, cooldowns and locks are per address */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`

interface InboxMessage {
  subject: string
  text: string
  to: string[]
}

/** the mails the cloud sent to `email`, newest first (the catcher's `GET /messages?to=`) */
export async function mailsTo(email: string): Promise<InboxMessage[]> {
  const response = await fetch(`${env.mailInboxUrl}/messages?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`mail inbox answered ${response.status} for ${email}`)
  const { messages } = (await response.json()) as { messages: InboxMessage[] }
  return messages
}

/** waits until `count` mails have reached `email`; the newest one's code (the kit's reader, on this suite's inbox) */
export const waitForCode = (email: string, count = 1): Promise<string> =>
  readCodeFromInbox(env.mailInboxUrl, email, { count, timeout: MAIL_WAIT_MS })

/** a code of six digits that differs from `code` in every digit */
export const wrongCodeFor = (code: string) => [...code].map((digit) => String((Number(digit) + 1) % 10)).join('')

/** the address wagmi reports on the demo page (the AUTH connector is a wagmi connector too) */
export async function wagmiAddress(page: Page): Promise<`0x${string}`> {
  const line = await see(page.getByText(/^wagmi sees: 0x[0-9a-fA-F]{40}$/))
  return (await line.textContent())!.replace('wagmi sees: ', '') as `0x${string}`
}

/** Connect Wallet → textbox "Email" → Continue */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await connectButton(page).click()
  const connect = await see(dialog(page, 'Connect Wallet'))
  await connect.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** how long Continue may take to show the code screen on a busy machine */
const CODE_SCREEN_TIMEOUT_MS = 45_000

/** submitEmail; resolves with the "Confirm email" dialog (the code screen) */
export async function startEmailLogin(page: Page, email: string): Promise<Locator> {
  await submitEmail(page, email)
  // the frame's first start and the cloud's mail share two cores with the other test projects running beside this
  // one (integration, the consumers' installs and builds): one full run took over the usual 15 s step here
  const confirm = dialog(page, 'Confirm email')
  await confirm.waitFor({ state: 'visible', timeout: CODE_SCREEN_TIMEOUT_MS })
  await see(confirm.getByText(`Enter the code we sent to ${email}`))
  await see(codeBox(confirm))
  return confirm
}

export const codeBox = (scope: Locator) => scope.getByRole('textbox', { name: 'Verification code', exact: true })

/** every recovery code the frame showed in this run, by account (an email, or a provider and login) */
export const recoveryCodes = new Map<string, string>()

/** the steps of a sign-in the kit takes for this suite: its accounts' recovery codes, kept and given back */
const signInOptions = (account: string) => ({
  recoveryCode: recoveryCodes.get(account),
  timeout: CODE_SCREEN_TIMEOUT_MS,
})

/** notes the recovery code the frame showed when it made `account`'s wallet (five groups of five) */
function keepRecoveryCode(account: string, shown: string | undefined): void {
  if (shown === undefined) return
  expect(shown).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/)
  recoveryCodes.set(account, shown)
}

/**
 * SPEC's connect-device step as a person does it in the frame's own card, over the modal's "Set up this
 * device" view: a new wallet's recovery code is noted and confirmed; a wallet made elsewhere is opened with its code.
 * The modal closes.
 */
export async function connectDeviceInFrame(page: Page, account: string): Promise<void> {
  await see(dialog(page, 'Set up this device'))
  keepRecoveryCode(account, await finishEmbeddedSignIn(page, signInOptions(account)))
}

/** the stand-in's pages (oidc-provider devInteractions): "Enter any login" / "and password" / "Sign-in", then "Continue" */
export async function signInAtStandIn(popup: Page, login: string) {
  // the pop-up opens blank within the click, then goes to the provider once the frame has its authorization URL
  await popup.waitForURL((url) => url.origin === env.oidcIssuer)
  await popup.getByRole('textbox', { name: 'Enter any login' }).fill(login)
  await popup.getByPlaceholder('and password').fill('any password')
  await popup.getByRole('button', { name: 'Sign-in', exact: true }).click()
  // listening before the last click: the callback page may close the pop-up right after the redirect
  const closed = popup.waitForEvent('close')
  closed.catch(() => {}) // awaited below; a failed click must not leave it unhandled
  // the pop-up may close while Playwright still finishes the click
  await popup
    .getByRole('button', { name: 'Continue', exact: true })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  await closed
}

/** once signed in: the connect-device step when the frame asks for it, then the modal closes */
export async function finishSignIn(page: Page, account: string): Promise<void> {
  keepRecoveryCode(account, await finishEmbeddedSignIn(page, signInOptions(account)))
}

/** signs in by email with the mailed code (the kit's connectEmail); the embedded address once the modal has closed */
export async function signInByEmail(page: Page, email: string): Promise<`0x${string}`> {
  keepRecoveryCode(email, await connectEmail(page, email, env.mailInboxUrl, signInOptions(email)))
  return wagmiAddress(page)
}

/** the frame's approval card ("Signature request" / "Transaction request" / "Switch account") over the ApproveTransaction view */
export async function approvalCard(page: Page, heading: ApprovalCardTitle): Promise<Locator> {
  await see(dialog(page, 'Approve transaction'))
  const card = walletFrame(page).getByRole('dialog', { name: heading, exact: true })
  await see(card.getByRole('heading', { name: heading, exact: true }))
  return card
}

/** over the modal's ApproveTransaction view, presses Approve or Reject on the frame's card (the kit's steps); the card goes */
export async function answerInFrame(
  page: Page,
  heading: 'Signature request' | 'Transaction request',
  answer: 'Approve' | 'Reject',
): Promise<void> {
  await approvalCard(page, heading)
  await (answer === 'Approve' ? approveOnCard : rejectOnCard)(page, heading)
}

/** the demo's "Sign message" button → the frame's card → Approve; the signature the demo shows */
export async function signMessageInFrame(page: Page): Promise<`0x${string}`> {
  await page.getByRole('button', { name: 'Sign message', exact: true }).click()
  const card = await approvalCard(page, 'Signature request')
  await see(card.getByText('Hello from the Latch demo'))
  await approveOnCard(page, 'Signature request')
  const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
  return (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
}

/** Connect Wallet → "Recover with a recovery file" → the frame's card, with the file and the code given */
export async function recoverWith(page: Page, file: string, code: string) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Recover with a recovery file', exact: true })
    .click()
  const card = await see(walletFrame(page).getByRole('dialog', { name: 'Recover with a recovery file', exact: true }))
  await card.getByLabel('Recovery file', { exact: true }).setInputFiles(file)
  await card.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(code)
  await card.getByRole('button', { name: 'Show private key', exact: true }).click()
  return card
}
