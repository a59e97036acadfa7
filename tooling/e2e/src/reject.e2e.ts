// The visitor rejects the connection request in the wallet, then accepts on retry.
import { describe, test } from 'vitest'
import { devAccount, useDemo } from './harness.ts'
import { setEvmRejectConnect, TEST_WALLET_NAME } from '@latch/testing'
import { accountButton, connectButton, dialog, gone, see } from './ui.ts'

// no balances change here; account 1 is shared with modal.e2e.ts, which never connects
const account = devAccount(1)
const openDemo = useDemo()

describe('rejected connection', () => {
  test('R-8.31: a 4001 from the wallet shows "Connection rejected" and "Try again"; Try again with the wallet accepting connects', async () => {
    const { page } = await openDemo({ account, rejectConnect: true })
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
    const connecting = await see(dialog(page, TEST_WALLET_NAME))
    await see(connecting.getByRole('alert').filter({ hasText: 'Connection rejected' }))
    await setEvmRejectConnect(page, false)
    await connecting.getByRole('button', { name: 'Try again', exact: true }).click()
    await see(accountButton(page, account))
    await gone(page.getByRole('dialog'))
  })
})
