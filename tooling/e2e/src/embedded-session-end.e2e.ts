// In Chromium, against the real cloud, mail catcher and frame: a frame left open signs nothing once its session ended
// elsewhere ("Sign out everywhere" in another browser), and the page learns the wallet is disconnected; a session
// revoked or expired while the page was closed is never shown as connected on reload.
import { describe, expect, test } from 'vitest'
import {
  codeBox,
  connectDeviceInFrame,
  signInByEmail,
  startEmailLogin,
  uniqueEmail,
  wagmiAddress,
  waitForCode,
  walletFrame,
} from './embedded.ts'
import { env, useDemo } from './harness.ts'
import { anyDialog, connectButton, dialog, gone, openAccountView, see } from './ui.ts'
import { recordAccountButtons, shownConnected } from './accountButtons.ts'

const openDemo = useDemo()

/** the cloud's sign-in sessions of this person end a minute ago, as seven days would (global-setup's control endpoint) */
async function expireSessions(email: string): Promise<number> {
  const response = await fetch(`${env.controlUrl}/auth/expire-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  if (!response.ok) throw new Error(`expiring the sessions failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { count: number }).count
}

describe('embedded wallet: a session that ended elsewhere', () => {
  test('after "Sign out everywhere" in a second browser, a sign request in the first is refused and shows no card', async () => {
    const email = uniqueEmail('everywhere')
    const first = await openDemo({})
    const address = await signInByEmail(first.page, email)

    const second = await openDemo({})
    const confirm = await startEmailLogin(second.page, email)
    await codeBox(confirm).fill(await waitForCode(email, 2))
    await connectDeviceInFrame(second.page, email)
    await gone(anyDialog(second.page))
    const account = await openAccountView(second.page, address)
    await account.getByRole('button', { name: 'Sign out everywhere', exact: true }).click()
    await gone(account)

    // the first frame is still open, its wallet unlocked: it asks the cloud before signing, refuses, and the page
    // learns the wallet is disconnected (the refusal's 4900 ends the AUTH connection, and wagmi's with it)
    expect(await wagmiAddress(first.page)).toBe(address)
    await first.page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await see(first.page.getByText('wagmi sees: disconnected', { exact: true }))
    expect(await walletFrame(first.page).getByRole('dialog', { name: 'Signature request', exact: true }).count()).toBe(
      0,
    )
    expect(await first.page.getByText(/^Signature: 0x/).count()).toBe(0)
  })

  test('after "Sign out everywhere" in a second browser, a reload of the first never shows the account as connected', async () => {
    const email = uniqueEmail('reload')
    const first = await openDemo({})
    const address = await signInByEmail(first.page, email)

    const second = await openDemo({})
    const confirm = await startEmailLogin(second.page, email)
    await codeBox(confirm).fill(await waitForCode(email, 2))
    await connectDeviceInFrame(second.page, email)
    await gone(anyDialog(second.page))
    const account = await openAccountView(second.page, address)
    await account.getByRole('button', { name: 'Sign out everywhere', exact: true }).click()
    await gone(account)

    // every account button the reloaded page ever shows is recorded, from its first paint
    await recordAccountButtons(first.page.context())
    await first.page.reload()
    await see(connectButton(first.page).and(first.page.locator(':not([aria-busy])')))
    await see(first.page.getByText('wagmi sees: disconnected', { exact: true }))
    expect(await shownConnected(first.page)).toEqual([])
  })

  test('R-4.7 a session that expired (not revoked) while the page was closed: the reload never shows the account as connected and lands on the sign-in', async () => {
    const email = uniqueEmail('expired')
    const { page } = await openDemo({})
    await signInByEmail(page, email)
    await recordAccountButtons(page.context())
    // aged in the cloud's database while nothing on the page asks: the frame's restore is the first to hear of it
    expect(await expireSessions(email)).toBeGreaterThan(0)
    await page.reload()
    await see(connectButton(page).and(page.locator(':not([aria-busy])')))
    await see(page.getByText('wagmi sees: disconnected', { exact: true }))
    const settledAt = await page.evaluate(() => performance.now())
    expect(await shownConnected(page)).toEqual([])
    console.info(
      `[reload] embedded session expired while closed: Connect Wallet settled by ${Math.round(settledAt)} ms`,
    )
    // the sign-in, not a half-restored account: Connect Wallet offers the email field again
    await connectButton(page).click()
    await see(dialog(page, 'Connect Wallet').getByRole('textbox', { name: 'Email', exact: true }))
  })
})
