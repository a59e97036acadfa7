// The embedded wallet by email one-time code, against the real cloud, mail catcher and frame (its own origin):
// sign up, the address and display name, a signature approved inside the frame, reload and disconnect, the
// cooldown and the lock after five wrong codes.
import { describe, expect, test } from 'vitest'
import { verifyMessage } from 'viem'
import {
  codeBox,
  finishSignIn,
  FRAME_SELECTOR,
  mailsTo,
  signInByEmail,
  signMessageInFrame,
  startEmailLogin,
  submitEmail,
  uniqueEmail,
  wagmiAddress,
  waitForCode,
  wrongCodeFor,
} from './embedded.ts'
import { env, useDemo } from './harness.ts'
import {
  accountButton,
  anyDialog,
  dialog,
  disconnect,
  expectDisconnectedAfterReload,
  gone,
  openAccountView,
  see,
} from './ui.ts'

const openDemo = useDemo()
/** a wait bound for one step (as the harness gives Playwright), not a timing assertion */
const STEP_MS = 15_000

describe('embedded wallet: email one-time code', () => {
  test('R-1.4 R-4.15 R-5.43 R-1.18 R-2.39: sign up by email; the account shows the embedded address and the email as its name', async () => {
    // a visitor without a browser wallet: the Connect view offers email first
    const { page } = await openDemo({})
    // at most 30 characters, so the display name is the whole address (R-5.44 shortens longer ones)
    const email = uniqueEmail('signup')
    const confirm = await startEmailLogin(page, email)
    const code = await waitForCode(email)
    expect(code).toMatch(/^\d{6}$/)
    await codeBox(confirm).fill(code)
    // a new account on a new device: the frame makes the wallet and shows its recovery code
    await finishSignIn(page, email)
    const address = await wagmiAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await see(accountButton(page, address))
    // the wallet lives in the hidden frame on the frame's own origin
    const frameSrc = await page.locator(FRAME_SELECTOR).getAttribute('src')
    expect(new URL(frameSrc!).origin).toBe(new URL(env.frameUrl).origin)
    expect(new URL(frameSrc!).origin).not.toBe(new URL(env.demoUrl).origin)
    const account = await openAccountView(page, address)
    await see(account.getByText(email, { exact: true }))
    await see(account.getByRole('button', { name: 'Update email', exact: true }))
  })

  test('R-5.2: Resend code right after the first one gives the cooldown text', async () => {
    const { page } = await openDemo({})
    const email = uniqueEmail('cooldown')
    const confirm = await startEmailLogin(page, email)
    await waitForCode(email)
    await confirm.getByRole('button', { name: 'Resend code', exact: true }).click()
    await see(confirm.getByRole('alert').filter({ hasText: /^Please try again after \d+ seconds$/ }))
    // still one mail: the cooldown sent nothing
    expect(await mailsTo(email)).toHaveLength(1)
  })

  test('R-1.10 R-2.17 R-1.19: Sign message opens ApproveTransaction, Approve inside the frame, the signature verifies for the embedded address', async () => {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail('sign'))
    const signature = await signMessageInFrame(page)
    expect(await verifyMessage({ address, message: 'Hello from the Latch demo', signature })).toBe(true)
    await gone(anyDialog(page))
  })

  test('R-4.5 R-4.6: reloaded, still connected with the same address; Disconnect, and a reload stays disconnected', async () => {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail('reload'))
    await page.reload()
    await see(accountButton(page, address))
    await see(page.getByText(`wagmi sees: ${address}`, { exact: true }))
    await disconnect(page, address)
    await expectDisconnectedAfterReload(page, address)
  })

  test('after a disconnect the same email needs a fresh code (sign-out revoked this device), then gets the same address', async () => {
    const { page } = await openDemo({})
    const email = uniqueEmail('again')
    const address = await signInByEmail(page, email)
    await disconnect(page, address)
    await submitEmail(page, email)
    // never connected at once: the next person at this browser must have the mailbox too
    const confirm = await see(dialog(page, 'Confirm email'))
    expect(await accountButton(page, address).count()).toBe(0)
    // this device still holds the wallet: no device step, the same address
    await codeBox(confirm).fill(await waitForCode(email, 2))
    await see(accountButton(page, address))
    expect(await wagmiAddress(page)).toBe(address)
  })

  test('five wrong codes end this attempt: the text says to ask for a new code, and the right code is refused after it', async () => {
    const { page } = await openDemo({})
    const email = uniqueEmail('lock')
    const confirm = await startEmailLogin(page, email)
    const code = await waitForCode(email)
    const wrong = wrongCodeFor(code)
    /** types a code (the field submits itself) and waits for the refusal: the field is cleared; the alert's text */
    const refused = async (typed: string) => {
      await codeBox(confirm).fill(typed)
      await expect.poll(() => codeBox(confirm).inputValue(), { timeout: STEP_MS }).toBe('')
      return (await see(confirm.getByRole('alert'))).textContent()
    }
    for (let attempt = 1; attempt <= 4; attempt++) expect(await refused(wrong)).toBe('Invalid or expired code')
    expect(await refused(wrong)).toBe('Too many wrong codes. Please ask for a new code')
    // the code ended with the fifth guess: the right one no longer signs in, and nothing connects
    expect(await refused(code)).toBe('Invalid or expired code')
    await see(dialog(page, 'Confirm email'))
    await see(page.getByText('wagmi sees: disconnected', { exact: true }))
  })
})
