// Steps for the embedded wallet (email one-time code and social login, CONTRACT docs/design/embedded.md):
// the modal's views by role and accessible name, the frame's own approval card through its frame locator,
// codes read from the mail catcher's JSON inbox.
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { FrameLocator, Locator, Page } from 'playwright-core'
import { codeOf as mailedCode } from '../../../apps/cloud/src/mail/codeMail.ts'
import { env } from './harness.ts'
import { connectButton, dialog, gone, anyDialog, see } from './ui.ts'

/** the embedded wallet's iframe on the host page (CONTRACT "ApproveTransaction") */
export const FRAME_SELECTOR = '#w3m-iframe'
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

/** the 6-digit code of a mail ("123456 is your Latch code" and the body) */
export function codeOf(message: InboxMessage): string {
  const code = mailedCode(`${message.subject}\n${message.text}`)
  if (!code) throw new Error(`no 6-digit code in the mail "${message.subject}"`)
  return code
}

/** waits until `count` mails have reached `email`; the newest one's code */
export async function waitForCode(email: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(email)).length, { timeout: MAIL_WAIT_MS, interval: 100 })
    .toBeGreaterThanOrEqual(count)
  return codeOf((await mailsTo(email))[0]!)
}

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

/**
 * SPEC's connect-device step as a person does it in the frame's own card, over the modal's "Set up this
 * device" view: a new wallet's recovery code is noted and confirmed; a wallet made elsewhere is opened with its code.
 */
export async function connectDeviceInFrame(page: Page, account: string): Promise<void> {
  await see(dialog(page, 'Set up this device'))
  const frame = walletFrame(page)
  const save = frame.getByRole('dialog', { name: 'Save your recovery code', exact: true })
  const connect = frame.getByRole('dialog', { name: 'Connect this device', exact: true })
  await see(save.or(connect))
  if (await save.isVisible()) {
    const code = (await see(save.getByLabel('Recovery code', { exact: true })).then((node) => node.textContent()))!
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/)
    recoveryCodes.set(account, code)
    await save.getByRole('button', { name: 'I saved it', exact: true }).click()
  } else {
    const code = recoveryCodes.get(account)
    if (!code) throw new Error(`no recovery code kept for ${account}`)
    await connect.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(code)
    await connect.getByRole('button', { name: 'Connect', exact: true }).click()
  }
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
  const setUp = dialog(page, 'Set up this device')
  await expect
    .poll(async () => (await setUp.isVisible()) || (await anyDialog(page).count()) === 0, {
      timeout: MAIL_WAIT_MS,
      interval: 100,
    })
    .toBe(true)
  if (await setUp.isVisible()) await connectDeviceInFrame(page, account)
  await gone(anyDialog(page))
}

/** signs in by email with the mailed code; resolves with the embedded address once the modal has closed */
export async function signInByEmail(page: Page, email: string): Promise<`0x${string}`> {
  const confirm = await startEmailLogin(page, email)
  const code = await waitForCode(email)
  // the field submits itself at six digits
  await codeBox(confirm).fill(code)
  await finishSignIn(page, email)
  return wagmiAddress(page)
}

/** the frame's approval card ("Signature request" / "Transaction request" / "Switch account") over the ApproveTransaction view */
export async function approvalCard(
  page: Page,
  heading: 'Signature request' | 'Transaction request' | 'Switch account',
): Promise<Locator> {
  await see(dialog(page, 'Approve transaction'))
  const card = walletFrame(page).getByRole('dialog', { name: heading, exact: true })
  await see(card.getByRole('heading', { name: heading, exact: true }))
  return card
}

/** presses Approve or Reject on the frame's card; the card and the modal's view go */
export async function answerInFrame(
  page: Page,
  heading: 'Signature request' | 'Transaction request',
  answer: 'Approve' | 'Reject',
): Promise<void> {
  const card = await approvalCard(page, heading)
  await card.getByRole('button', { name: answer, exact: true }).click()
  await gone(card)
}

/** the demo's "Sign message" button → the frame's card → Approve; the signature the demo shows */
export async function signMessageInFrame(page: Page): Promise<`0x${string}`> {
  await page.getByRole('button', { name: 'Sign message', exact: true }).click()
  const card = await approvalCard(page, 'Signature request')
  await see(card.getByText('Hello from the Latch demo'))
  await card.getByRole('button', { name: 'Approve', exact: true }).click()
  const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
  return (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
}
