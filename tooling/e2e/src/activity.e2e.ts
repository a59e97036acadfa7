// The Activity tab against the Latch cloud: a transfer just made from the Send view is listed, with its
// month group, signed 3-decimal amount and counterpart (SPEC §9), fetched through the cloud's indexer. With that
// history, a receiver that only looks like the earlier one (address poisoning) is named before the wallet is asked.
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { chainClient, truncated } from './chain.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { connectTestWallet, dialog, openAccountView, RECEIVER_CHECKED, see, sendToNewReceiver } from './ui.ts'

// account 7 only ever views (Receive) elsewhere; the receiver is new, so the Send view names it as such first
const account = devAccount(7)
const receiver = privateKeyToAddress(generatePrivateKey())
/** the same first and last four hex digits as `address`, another address between them: what a poisoner sends from */
const lookalikeOf = (address: string) =>
  `0x${address.slice(2, 6)}${privateKeyToAddress(generatePrivateKey()).slice(6, 38)}${address.slice(-4)}`.toLowerCase()
const openDemo = useDemo()
const chain = chainClient(env.rpcUrls[0])
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

describe('Activity tab with the cloud', () => {
  test('R-1.9 R-1.11 R-7.13 R-9.35 R-9.41 R-9.42: a transfer sent from the Send view shows in Activity under this month; then a look-alike of its receiver is named before the wallet is asked', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.0421')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await sendToNewReceiver(send)
    await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
    const afterSend = await see(dialog(page, 'Account'))

    await afterSend.getByRole('tab', { name: 'Activity', exact: true }).click()
    const panel = afterSend.getByRole('tabpanel')
    // a 'send' has no sign (R-9.36/R-9.37 name only the signed operations); 0.0421 shows floored to 0.042
    const row = panel
      .getByRole('listitem')
      .filter({ hasText: '0.042 ETH' })
      .filter({ hasText: truncated(receiver) })
    await see(row.first())
    expect(await row.first().textContent()).toContain('Send')
    const month = MONTHS[new Date().getMonth()] as string
    await see(panel.getByRole('region', { name: month, exact: true }))
    expect(await panel.getByText('No data service is configured').count()).toBe(0)

    // the history now holds the receiver: an address sharing its first and last characters is called out by name
    await afterSend.getByRole('button', { name: 'Send', exact: true }).click()
    const again = await see(dialog(page, 'Send'))
    const lookalike = lookalikeOf(receiver)
    await again.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await again.getByRole('textbox', { name: 'Receiver address' }).fill(lookalike)
    const nonce = await chain.getTransactionCount({ address: account })
    await again.getByRole('button', { name: 'Send', exact: true }).click()
    const check = again.getByRole('group', { name: RECEIVER_CHECKED, exact: true })
    const warning = await see(check.getByRole('alert'))
    expect((await warning.textContent())!.toLowerCase()).toBe(
      `This address looks like ${receiver}, which you sent to before, but it is a different address. Check every character.`.toLowerCase(),
    )
    expect(await check.getByRole('checkbox', { name: RECEIVER_CHECKED, exact: true }).isChecked()).toBe(false)
    // nothing went to the wallet
    expect(await chain.getTransactionCount({ address: account })).toBe(nonce)
    // the receiver the person really sent to before passes without a word
    await again.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await again.getByRole('button', { name: 'Send', exact: true }).click()
    // the first send's "Transaction sent" may still be on screen, or this one's already gone: the chain says it went
    await expect.poll(() => chain.getTransactionCount({ address: account }), { timeout: 15_000 }).toBe(nonce + 1)
  })

  test('R-1.9 R-2.20: with the cloud the NFTs tab lists what the account holds (none for account 7) instead of "No data service"', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('tab', { name: 'NFTs', exact: true }).click()
    await see(accountView.getByRole('tabpanel').getByText('No NFTs yet', { exact: true }))
  })
})
