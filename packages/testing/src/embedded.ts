// The embedded wallet (email and social sign-in) as a visitor goes through it: the modal's email step and the mailed
// code, the frame's own step that sets up this browser, and the frame's approval card. The frame's content is reached
// through Playwright's frame locator; every element by role and accessible name (the English names shown).
import { mailsTo, readCodeFromInbox } from './inbox.ts'
import { CONNECT_TITLE, connectButton, modalView } from './modal.ts'
import type { FrameLocatorLike, LocatorLike, PageLike } from './playwright.ts'
import { waitUntil } from './poll.ts'

/** The selector of the embedded wallet's iframe on the page. */
export const EMBEDDED_WALLET_FRAME = '#w3m-iframe'

/** The titles of the embedded wallet's approval card: a signature, a transaction, a change of account type. */
export type ApprovalCardTitle = 'Signature request' | 'Transaction request' | 'Switch account'

/** The options of {@link connectEmail} and {@link finishEmbeddedSignIn}. */
export interface EmbeddedSignInOptions {
  /** the account's recovery code, for an account whose wallet was made in another browser: the frame asks for it
   * ("Connect this device") */
  recoveryCode?: string
  /** how long each slow step may take, in milliseconds: the code screen, the mail, the frame's step (default 15 000) */
  timeout?: number
}

const DEFAULT_TIMEOUT_MS = 15_000
const ANY_CARD = /^(Signature request|Transaction request|Switch account)$/

/**
 * The embedded wallet's iframe content, to find the frame's own cards by role and name.
 *
 * @example
 * ```ts
 * await embeddedWalletFrame(page).getByRole('dialog', { name: 'Your private key' }).waitFor()
 * ```
 */
export function embeddedWalletFrame(page: PageLike): FrameLocatorLike {
  return page.frameLocator(EMBEDDED_WALLET_FRAME)
}

/**
 * Waits for the embedded wallet's approval card (titled `title`, or any of them) and returns it, to read what it asks.
 *
 * @example
 * ```ts
 * const card = await approvalCard(page, 'Transaction request')
 * await card.getByRole('heading', { name: 'Transaction request' }).waitFor()
 * ```
 */
export async function approvalCard(page: PageLike, title?: ApprovalCardTitle): Promise<LocatorLike> {
  const card = embeddedWalletFrame(page).getByRole('dialog', { name: title ?? ANY_CARD, exact: true })
  await card.waitFor({ state: 'visible' })
  return card
}

/**
 * Presses a card's approving button (Approve, I saved it); where the browser cannot tell that nothing covers the card
 * (no IntersectionObserver v2: Firefox, WebKit) the frame asks a second time, and Confirm is pressed too. Resolves
 * once the card has gone.
 */
async function approveIn(card: LocatorLike, name: string, timeout: number): Promise<void> {
  // the button works once the card has been fully visible a moment: Playwright waits while it is aria-disabled
  await card.getByRole('button', { name, exact: true }).click()
  const confirm = card.getByRole('button', { name: 'Confirm', exact: true })
  await waitUntil(
    async () => !(await card.isVisible()) || (await confirm.isVisible()),
    timeout,
    `the card to close after ${name}`,
  )
  if (await confirm.isVisible()) await confirm.click()
  await card.waitFor({ state: 'hidden', timeout })
}

/**
 * Approves the embedded wallet's request on its approval card (titled `title`, or whichever shows), as the user does
 * in the frame; resolves once the card has gone. A card with warnings needs its "I understand" box ticked first.
 *
 * @example
 * ```ts
 * await page.getByRole('button', { name: 'Sign message' }).click()
 * await approveOnCard(page, 'Signature request')
 * ```
 */
export async function approveOnCard(page: PageLike, title?: ApprovalCardTitle): Promise<void> {
  await approveIn(await approvalCard(page, title), 'Approve', DEFAULT_TIMEOUT_MS)
}

/**
 * Rejects the embedded wallet's request on its approval card (titled `title`, or whichever shows); resolves once the
 * card has gone. The app gets the user's rejection (4001).
 *
 * @example
 * ```ts
 * await page.getByRole('button', { name: 'Send' }).click()
 * await rejectOnCard(page, 'Transaction request')
 * ```
 */
export async function rejectOnCard(page: PageLike, title?: ApprovalCardTitle): Promise<void> {
  const card = await approvalCard(page, title)
  await card.getByRole('button', { name: 'Reject', exact: true }).click()
  await card.waitFor({ state: 'hidden' })
}

/**
 * Once the email code (or the social login) is accepted: the frame's step that sets up this browser, when it asks
 * (a new wallet shows its recovery code, which is noted; a wallet made elsewhere is opened with
 * `options.recoveryCode`), then the modal closes. Resolves with the recovery code the frame showed, if it made a wallet.
 *
 * @example
 * ```ts
 * // after a social login's pop-up has closed
 * const recoveryCode = await finishEmbeddedSignIn(page)
 * ```
 */
export async function finishEmbeddedSignIn(
  page: PageLike,
  options: EmbeddedSignInOptions = {},
): Promise<string | undefined> {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS
  const setUp = modalView(page, 'Set up this device')
  await waitUntil(
    async () => (await setUp.isVisible()) || (await page.getByRole('dialog').count()) === 0,
    timeout,
    'the modal to close or ask to set up this device',
  )
  let shown: string | undefined
  if (await setUp.isVisible()) {
    const frame = embeddedWalletFrame(page)
    const save = frame.getByRole('dialog', { name: 'Save your recovery code', exact: true })
    const connect = frame.getByRole('dialog', { name: 'Connect this device', exact: true })
    await waitUntil(
      async () => (await save.isVisible()) || (await connect.isVisible()),
      timeout,
      "the frame's recovery code card",
    )
    if (await save.isVisible()) {
      shown = (await save.getByLabel('Recovery code', { exact: true }).textContent())?.trim()
      await approveIn(save, 'I saved it', timeout)
    } else {
      if (!options.recoveryCode)
        throw new Error("This account's wallet was made in another browser: pass its recoveryCode to open it here")
      await connect.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(options.recoveryCode)
      await connect.getByRole('button', { name: 'Connect', exact: true }).click()
    }
  }
  await page.getByRole('dialog').waitFor({ state: 'hidden', timeout })
  return shown
}

/**
 * Signs in with the embedded wallet by email, as a visitor does: Connect Wallet → "Email" → Continue, the code from
 * the dev mail catcher at `inboxUrl` (see {@link readCodeFromInbox}), then {@link finishEmbeddedSignIn}. Resolves once
 * connected (the modal closed) with the recovery code the frame showed, if it made a new wallet: keep it to sign the
 * same account in from another browser context (`options.recoveryCode`).
 *
 * @example
 * ```ts
 * await page.goto(appUrl)
 * const recoveryCode = await connectEmail(page, 'visitor@example.com', 'http://127.0.0.1:8025')
 * // in another browser context the same account's wallet opens with it:
 * // await connectEmail(otherPage, 'visitor@example.com', 'http://127.0.0.1:8025', { recoveryCode })
 * ```
 */
export async function connectEmail(
  page: PageLike,
  email: string,
  inboxUrl: string,
  options: EmbeddedSignInOptions = {},
): Promise<string | undefined> {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS
  // the code to read is the one this sign-in asks for: the mails the address already had do not count
  const earlier = (await mailsTo(inboxUrl, email)).length
  await connectButton(page).click()
  const view = modalView(page, CONNECT_TITLE)
  await view.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await view.getByRole('button', { name: 'Continue', exact: true }).click()
  const confirm = modalView(page, 'Confirm email')
  await confirm.waitFor({ state: 'visible', timeout })
  const code = await readCodeFromInbox(inboxUrl, email, { count: earlier + 1, timeout })
  // the field submits itself at six digits
  await confirm.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code)
  return finishEmbeddedSignIn(page, options)
}
