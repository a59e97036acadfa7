// The embedded wallet's security in Chromium, against the real cloud, mail catcher and frame: the approval card cannot be clickjacked (an
// opaque element over the frame keeps Approve from working; Reject has the focus; the verified origin is shown), a
// second browser gets the same wallet with the recovery code, and Export private key shows the key in the frame only.
// Where IntersectionObserver v2 is missing, approving (and the recovery card's "I saved it") takes a second step.
import { approveOnCard, rejectOnCard } from '@latch/testing'
import { describe, expect, test } from 'vitest'
import { verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import {
  approvalCard,
  codeBox,
  connectDeviceInFrame,
  FRAME_SELECTOR,
  recoveryCodes,
  signInByEmail,
  startEmailLogin,
  uniqueEmail,
  wagmiAddress,
  waitForCode,
  walletFrame,
} from './embedded.ts'
import { axeView } from './axe.ts'
import { env, useDemo } from './harness.ts'
import { anyDialog, closeModalIfOpen, dialog, gone, openAccountView, see } from './ui.ts'

const openDemo = useDemo()
/** longer than the card's arming delay and the observer's 100 ms, so a blocked click is not just early */
const WELL_PAST_ARMING_MS = 1_500

describe('embedded wallet security in the browser', () => {
  test('R-2.17: an opaque element laid over the frame keeps Approve from working; Reject has the focus; the card names the page origin', async () => {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail('overlay'))
    // the page lays its own element over the frame before the card shows (the classic clickjacking set-up):
    // opaque, above the frame, and letting clicks through to it
    await page.evaluate((selector) => {
      const frame = document.querySelector(selector) as HTMLElement
      const cover = document.createElement('div')
      cover.id = 'cover'
      cover.textContent = 'Click here to claim your prize'
      Object.assign(cover.style, {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483647',
        background: '#fff',
        pointerEvents: 'none',
      })
      frame.after(cover)
    }, FRAME_SELECTOR)
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const card = await approvalCard(page, 'Signature request')
    await see(card.getByText(new URL(env.demoUrl).origin, { exact: true }))
    const reject = card.getByRole('button', { name: 'Reject', exact: true })
    const approve = card.getByRole('button', { name: 'Approve', exact: true })
    // one Enter on a fresh card rejects: the focus is on Reject
    expect(await reject.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.waitForTimeout(WELL_PAST_ARMING_MS)
    // covered the whole time: IntersectionObserver v2 reports the card not visible, so Approve never armed
    expect(await approve.getAttribute('aria-disabled')).toBe('true')
    await approve.click({ force: true })
    await see(card)
    expect(await page.getByText(/^Signature: 0x/).count()).toBe(0)
    // uncovered: Approve arms once the card has been seen for a moment, and then it signs
    await page.evaluate(() => document.getElementById('cover')?.remove())
    await expect.poll(() => approve.getAttribute('aria-disabled'), { timeout: 5_000 }).toBe('false')
    // the person leaves the tab and comes back (to check the site, or to save a recovery code): Approve waits its
    // moment again, then arms, though nothing about the card itself changed while it was away
    const showTab = (state: 'hidden' | 'visible') =>
      approve.evaluate((button, visibility) => {
        Object.defineProperty(button.ownerDocument, 'visibilityState', { configurable: true, get: () => visibility })
        button.ownerDocument.dispatchEvent(new Event('visibilitychange'))
      }, state)
    await showTab('hidden')
    expect(await approve.getAttribute('aria-disabled')).toBe('true')
    await showTab('visible')
    expect(await approve.getAttribute('aria-disabled')).toBe('true')
    await expect.poll(() => approve.getAttribute('aria-disabled'), { timeout: 5_000 }).toBe('false')
    await approve.click()
    const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    const signature = (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from the Latch demo', signature })).toBe(true)
  })

  test('without IntersectionObserver v2 (switched off in the frame): "I saved it" and Approve take a second, deliberate step; a quick second click rejects', async () => {
    const frameOrigin = new URL(env.frameUrl).origin
    // as in a browser without it (Firefox, Safari): the frame cannot tell whether something covers its card
    const { page } = await openDemo({
      init: async (context) => {
        await context.addInitScript((origin) => {
          if (location.origin === origin)
            delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
        }, frameOrigin)
      },
    })
    const email = uniqueEmail('noiov2')
    const confirmEmail = await startEmailLogin(page, email)
    await codeBox(confirmEmail).fill(await waitForCode(email))
    await see(dialog(page, 'Set up this device'))
    const save = walletFrame(page).getByRole('dialog', { name: 'Save your recovery code', exact: true })
    recoveryCodes.set(
      email,
      (await see(save.getByLabel('Recovery code', { exact: true })).then((node) => node.textContent()))!,
    )
    await save.getByRole('button', { name: 'I saved it', exact: true }).click()
    await see(save.getByRole('status').filter({ hasText: 'Select Confirm to continue.' }))
    expect(await axeView(page, 'Save your recovery code (confirm step)')).toEqual([])
    await save.getByRole('button', { name: 'Confirm', exact: true }).click()
    await gone(anyDialog(page))
    const address = await wagmiAddress(page)

    // "click fast": two quick clicks where Approve is; the second lands on Reject, now in Approve's place
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    let card = await approvalCard(page, 'Signature request')
    const approve = card.getByRole('button', { name: 'Approve', exact: true })
    await expect.poll(() => approve.getAttribute('aria-disabled'), { timeout: 5_000 }).toBe('false')
    const box = (await approve.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await gone(card)
    expect(await page.getByText(/^Signature: 0x/).count()).toBe(0)

    // deliberately, by keyboard: Approve, then Confirm once it is ready (announced as a status)
    await closeModalIfOpen(page)
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    card = await approvalCard(page, 'Signature request')
    await expect
      .poll(() => card.getByRole('button', { name: 'Approve', exact: true }).getAttribute('aria-disabled'), {
        timeout: 5_000,
      })
      .toBe('false')
    await card.getByRole('button', { name: 'Approve', exact: true }).press('Enter')
    await see(card.getByRole('status').filter({ hasText: 'Select Confirm to approve.' }))
    const confirm = card.getByRole('button', { name: 'Confirm', exact: true })
    expect(await axeView(page, 'Signature request (confirm step)')).toEqual([])
    await expect.poll(() => confirm.getAttribute('aria-disabled'), { timeout: 5_000 }).toBe('false')
    await confirm.press('Enter')
    const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    const signature = (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from the Latch demo', signature })).toBe(true)

    // the testing kit's card steps in such a browser (a dApp's test in Firefox or WebKit): rejectOnCard rejects (the
    // page drops its signature), approveOnCard takes the second step itself and signs
    const sign = page.getByRole('button', { name: 'Sign message', exact: true })
    await closeModalIfOpen(page)
    await sign.click()
    await rejectOnCard(page, 'Signature request')
    await gone(line)
    await closeModalIfOpen(page)
    await sign.click()
    await approveOnCard(page, 'Signature request')
    expect(await see(line).then((node) => node.textContent())).toBe(`Signature: ${signature}`)
  })

  test('SPEC §3 VERIFY_DEVICE / CONNECT_DEVICE: a second browser gets the same wallet with the recovery code, never a new one', async () => {
    const email = uniqueEmail('twodevices')
    const first = await openDemo({})
    const address = await signInByEmail(first.page, email)
    expect(recoveryCodes.get(email)).toBeDefined()
    // another browser profile: no device token, no share
    const second = await openDemo({})
    const confirm = await startEmailLogin(second.page, email)
    await see(confirm.getByText('A new device is signing in to this account. Enter the code to confirm it is you.'))
    await codeBox(confirm).fill(await waitForCode(email, 2))
    await connectDeviceInFrame(second.page, email)
    await gone(anyDialog(second.page))
    expect(await wagmiAddress(second.page)).toBe(address)
  })

  test("Export private key: a fresh code, then the key in the frame's own card, never in the page", async () => {
    const { page } = await openDemo({})
    const email = uniqueEmail('export')
    const address = await signInByEmail(page, email)
    const account = await openAccountView(page, address)
    await account.getByRole('button', { name: 'Export private key', exact: true }).click()
    await see(dialog(page, 'Export private key'))
    expect(await axeView(page, 'ExportWallet')).toEqual([])
    const proof = walletFrame(page).getByRole('dialog', { name: 'Export private key', exact: true })
    await see(proof.getByText(`Enter the code we sent to ${email}.`))
    await proof.getByRole('textbox', { name: 'Verification code', exact: true }).fill(await waitForCode(email, 2))
    await proof.getByRole('button', { name: 'Show private key', exact: true }).click()
    const keys = walletFrame(page).getByRole('dialog', { name: 'Your private key', exact: true })
    const key = (await see(
      keys.locator('dt', { hasText: 'EVM private key' }).locator('xpath=following-sibling::dd[1]'),
    ).then((dd) => dd.textContent()))!
    expect(privateKeyToAddress(key as `0x${string}`)).toBe(address)
    // the page holds none of it: not in its DOM, not in its storage
    expect(await page.content()).not.toContain(key.slice(2))
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })))).not.toContain(
      key.slice(2),
    )
    await keys.getByRole('button', { name: 'Done', exact: true }).click()
    await see(dialog(page, 'Account'))
  })
})
