// Disconnect and reconnect across page loads.
import { describe, test } from 'vitest'
import { devAccount, useDemo } from './harness.ts'
import { accountButton, connectTestWallet, disconnect, expectDisconnectedAfterReload, see } from './ui.ts'

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
    await disconnect(page, account)
    await expectDisconnectedAfterReload(page, account)
  })
})
