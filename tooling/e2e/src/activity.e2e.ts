// The Activity tab against the Latch cloud: a transfer just made from the Send view is listed, with its
// month group, signed 3-decimal amount and counterpart (SPEC §9), fetched through the cloud's indexer.
import { describe, expect, test } from 'vitest'
import { truncated } from './chain.ts'
import { devAccount, useDemo } from './harness.ts'
import { connectTestWallet, dialog, openAccountView, see } from './ui.ts'

// account 7 only ever views (Receive) elsewhere; account 0 only ever receives
const account = devAccount(7)
const receiver = devAccount(0)
const openDemo = useDemo()
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

describe('Activity tab with the cloud', () => {
  test('R-1.9 R-1.11 R-7.13 R-9.35 R-9.41 R-9.42: a transfer sent from the Send view shows in Activity under this month', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.0421')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
    const afterSend = await see(dialog(page, 'Account'))

    await afterSend.getByRole('tab', { name: 'Activity', exact: true }).click()
    const panel = afterSend.getByRole('tabpanel')
    // a 'send' has no sign (R-9.36/R-9.37 name only the signed operations); 0.0421 shows floored to 0.042
    const row = panel.getByRole('listitem').filter({ hasText: '0.042 ETH' }).filter({ hasText: truncated(receiver) })
    await see(row.first())
    expect(await row.first().textContent()).toContain('Send')
    const month = MONTHS[new Date().getMonth()] as string
    await see(panel.getByRole('region', { name: month, exact: true }))
    expect(await panel.getByText('No data service is configured').count()).toBe(0)
  })

  test('R-1.9 R-2.20: with the cloud the NFTs tab lists what the account holds (none for account 7) instead of "No data service"', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('tab', { name: 'NFTs', exact: true }).click()
    await see(accountView.getByRole('tabpanel').getByText('No NFTs yet', { exact: true }))
  })
})
