// In Chromium, against the real cloud, mail catcher and frame: a frame left open signs nothing once its session ended
// elsewhere ("Sign out everywhere" in another browser), and the page learns the wallet is disconnected.
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
import { useDemo } from './harness.ts'
import { anyDialog, gone, openAccountView, see } from './ui.ts'

const openDemo = useDemo()

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
    await first.page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { seenAccountButtons: seen })
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('button[aria-label^="Account "]'))
          seen.push(button.getAttribute('aria-label') ?? '')
      }).observe(document, { subtree: true, childList: true, attributes: true })
    })
    await first.page.reload()
    await see(
      first.page
        .getByRole('button', { name: 'Connect Wallet', exact: true })
        .and(first.page.locator(':not([aria-busy])')),
    )
    await see(first.page.getByText('wagmi sees: disconnected', { exact: true }))
    expect(
      await first.page.evaluate(() => (window as unknown as { seenAccountButtons: string[] }).seenAccountButtons),
    ).toEqual([])
  })
})
