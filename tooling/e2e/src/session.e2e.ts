// Disconnect and reconnect across page loads.
import { describe, expect, test } from 'vitest'
import { devAccount, useDemo } from './harness.ts'
import { accountButton, connectButton, connectTestWallet, gone, openAccountView, see } from './ui.ts'

const account = devAccount(9)
const openDemo = useDemo()

describe('session across reloads', () => {
  test('R-4.5: connected, then reloaded: the ConnectButton shows the account without any click', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await page.reload()
    await see(accountButton(page, account))
    await see(page.getByText(`wagmi sees: ${account}`, { exact: true }))
  })

  test('R-4.6: Disconnect returns to "Connect Wallet", and a reload stays disconnected', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const view = await openAccountView(page, account)
    await view.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await see(connectButton(page))
    await gone(page.getByRole('dialog'))
    await page.reload()
    await see(page.getByText('wagmi sees: disconnected', { exact: true }))
    await see(connectButton(page))
    // the page has settled (lazy chunks, reconnect attempt) and still offers to connect
    await page.waitForLoadState('networkidle')
    expect(await connectButton(page).isVisible()).toBe(true)
    expect(await accountButton(page, account).count()).toBe(0)
  })
})
