// Sponsored gas in Chromium ("Gas"): the demo's "Sponsored gas" switch shows the demo under the project with
// sponsored gas on; an email sign-in's smart account then sends the demo's batch with the app's paymaster paying the
// gas: the card says so, and the account funded with exactly the batch's value ends with 0 ETH.
//
import { describe, expect, test } from 'vitest'
import { createTestClient, http, parseEther } from 'viem'
import { chainClient } from './chain.ts'
import { approvalCard, signInByEmail, uniqueEmail, wagmiAddress } from './embedded.ts'
import { env, useDemo } from './harness.ts'
import { closeModalIfOpen, dialog, see } from './ui.ts'

const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])

describe('embedded wallet: sponsored gas', () => {
  test('R-6.25 R-6.6: with "Sponsored gas" on, a smart account holding only the value sends the batch; the paymaster pays the gas', async () => {
    const { page } = await openDemo({ smartAccount: true })
    await page.getByRole('checkbox', { name: 'Sponsored gas', exact: true }).check()
    await page.waitForURL(/projectId=latch-demo-sponsored/)
    expect(await page.getByRole('checkbox', { name: 'Sponsored gas', exact: true }).isChecked()).toBe(true)
    await signInByEmail(page, uniqueEmail('sponsored'))
    // the smart account is the active one once the Account view offers the EOA (the EOA answers first)
    await closeModalIfOpen(page)
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await see(dialog(page, 'Account').getByRole('button', { name: 'Use EOA', exact: true }))
    const smart = await wagmiAddress(page)
    await closeModalIfOpen(page)
    // the batch's value and nothing for gas (set outright: no dev account's nonce is shared with the other files)
    await createTestClient({ mode: 'anvil', transport: http(env.rpcUrls[0]) }).setBalance({
      address: smart,
      value: parseEther('0.002'),
    })
    await page.getByRole('button', { name: 'Send batch', exact: true }).click()
    const card = await approvalCard(page, 'Transaction request')
    await see(card.getByText(`Smart account ${smart}`, { exact: true }))
    await see(card.getByText('Paid by the app (sponsored)', { exact: true }))
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await see(
      page
        .getByRole('region', { name: 'Batch calls', exact: true })
        .getByRole('status')
        .filter({ hasText: 'Batch status: success' }),
    )
    expect(await chainA.getCode({ address: smart })).toBeDefined()
    expect(await chainA.getBalance({ address: smart })).toBe(0n)
  })
})
