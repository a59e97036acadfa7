// Buy with a card through the sandbox provider (a stand-in checkout on its own origin, paying devnet funds) and
// pay an exact amount with latch.pay (the demo's usePay form); balances and transactions are read on chain with viem,
// apart from the UI. Every new view passes axe-core in light and dark.
import type { BrowserContext, Page } from 'playwright-core'
import { type Address, getAddress, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { type AxeFinding, axeView } from './axe.ts'
import { chainClient, tokenBalance } from './chain.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { connectTestWallet, dialog, FIRST_RECEIVER_WARNING, RECEIVER_CHECKED, see } from './ui.ts'

const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])
const chainB = chainClient(env.rpcUrls[1])
const SANDBOX = 'Sandbox card (stand-in)'
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** in the open OnRamp view: asset, currency, amount, then the quotes */
async function askQuotes(page: Page, asset: string | undefined, amount: string) {
  const view = await see(dialog(page, 'Buy crypto'))
  if (asset) await view.getByRole('combobox', { name: 'Asset and network' }).selectOption({ label: asset })
  await view.getByRole('combobox', { name: 'Currency' }).selectOption('USD')
  await view.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await view.getByRole('button', { name: 'See quotes', exact: true }).click()
  return see(dialog(page, 'Choose a provider'))
}

/** chooses the sandbox; pays in its pop-up with the test card (after a declined card when asked) */
async function payInCheckout(
  context: BrowserContext,
  page: Page,
  providers: Awaited<ReturnType<typeof askQuotes>>,
  findings?: AxeFinding[],
) {
  const popupOpened = context.waitForEvent('page')
  await providers.getByRole('button', { name: `Buy with ${SANDBOX}`, exact: true }).click()
  const popup = await popupOpened
  // blank while the cloud signs the checkout URL, then the provider's page
  await popup.waitForURL((url) => url.origin === env.onrampCheckoutUrl)
  expect(new URL(popup.url()).pathname).toBe('/checkout')
  await see(dialog(page, 'Buying'))
  if (findings) findings.push(...(await axeView(page, 'BuyInProgress')))
  await popup.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002')
  await popup.getByRole('button', { name: 'Pay', exact: true }).click()
  await see(
    popup
      .getByRole('alert')
      .filter({ hasText: 'Card declined: the sandbox takes only the test card 4242 4242 4242 4242.' }),
  )
  await popup.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await popup.getByRole('button', { name: 'Pay', exact: true }).click()
  await see(popup.getByRole('status').filter({ hasText: 'Payment complete' }))
  await popup.close()
}

describe('onramp and pay on the devnet', () => {
  test('R-1.12 R-2.5 R-7.27 R-7.28 R-7.29 R-9.31 R-9.33 an onramp purchase through the sandbox raises the ETH balance by the quoted amount; out-of-range amounts are refused', async () => {
    const account = devAccount(2)
    const { page, context } = await openDemo({ account })
    const scripts: string[] = []
    page.on(
      'request',
      (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)),
    )
    await connectTestWallet(page, account)
    const findings: AxeFinding[] = []
    // R-2.5: the onramp's view and core's onramp work load on demand, not with the page
    const onrampChunks = () => scripts.filter((path) => /\/(OnRamp|onrampActions)-[^/]*\.js$/.test(path))
    expect(onrampChunks()).toEqual([])
    await page.getByRole('button', { name: 'Buy crypto', exact: true }).click()
    const form = await see(dialog(page, 'Buy crypto'))
    await form.getByRole('combobox', { name: 'Asset and network' }).selectOption({ label: 'ETH · Latch Devnet' })
    await form.getByRole('textbox', { name: 'Amount' }).fill('7501')
    await form.getByRole('button', { name: 'See quotes', exact: true }).click()
    await see(form.getByRole('alert').filter({ hasText: 'Enter an amount between 10 and 7500 USD' }))
    findings.push(...(await axeView(page, 'OnRamp')))
    expect(onrampChunks().length).toBeGreaterThanOrEqual(2)

    const providers = await askQuotes(page, undefined, '100')
    // R-9.33: the fee (1.5 %) is part of the 100 USD paid
    await see(providers.getByText('Fee 1.50 USD (1.5%)'))
    await see(providers.getByText('Total 100.00 USD'))
    findings.push(...(await axeView(page, 'OnRampProviders')))
    const before = await chainA.getBalance({ address: account })
    await payInCheckout(context, page, providers, findings)
    const success = await see(dialog(page, 'Purchase complete'))
    await see(success.getByRole('status').filter({ hasText: 'arrived in your wallet' }))
    findings.push(...(await axeView(page, 'OnRampSuccess')))
    // 98.50 USD at the devnet's 3000 USD per ETH, read on chain
    expect((await chainA.getBalance({ address: account })) - before).toBe(parseEther('0.032833333333333333'))
    await success.getByRole('button', { name: 'Done', exact: true }).click()
    expect(findings).toEqual([])
  })

  test('R-1.12 R-2.5 pay: latch.pay switches to the asset network and the exact amount arrives; the returned hash is the chain transaction', async () => {
    const account = devAccount(7)
    const recipient = freshAddress()
    const { page } = await openDemo({ account })
    const scripts: string[] = []
    page.on(
      'request',
      (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)),
    )
    await connectTestWallet(page, account)
    const form = page.getByRole('region', { name: 'Pay' })
    const payChunks = () => scripts.filter((path) => /\/(Pay|payActions)-[^/]*\.js$/.test(path))
    expect(payChunks()).toEqual([])
    // bad input: nothing opens, nothing is sent
    await form.getByRole('textbox', { name: 'Asset (CAIP-19)' }).fill('eip155:31338/erc20:0x1234')
    await form.getByRole('button', { name: 'Request payment', exact: true }).click()
    await see(form.getByRole('alert').filter({ hasText: 'Invalid CAIP-19 asset' }))
    await form.getByRole('textbox', { name: 'Asset (CAIP-19)' }).fill('eip155:31338/slip44:60')
    await form.getByRole('textbox', { name: 'Pay amount' }).fill('0')
    await form.getByRole('button', { name: 'Request payment', exact: true }).click()
    await see(form.getByRole('alert').filter({ hasText: 'The amount must be a number greater than zero' }))
    await form.getByRole('textbox', { name: 'Pay amount' }).fill('0.5')
    await form.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    await form.getByRole('button', { name: 'Request payment', exact: true }).click()
    const pay = await see(dialog(page, 'Pay'))
    await see(pay.getByText('Your wallet will switch to Latch Devnet 31338.'))
    await see(pay.getByText(recipient))
    // a recipient the account never paid: named before any wallet is asked, and Pay waits for the tick
    const check = pay.getByRole('group', { name: RECEIVER_CHECKED, exact: true })
    await see(check.getByRole('alert').filter({ hasText: FIRST_RECEIVER_WARNING }))
    expect(await pay.getByRole('button', { name: 'Pay', exact: true }).isDisabled()).toBe(true)
    const findings = await axeView(page, 'Pay with a new recipient')
    expect(payChunks().length).toBeGreaterThanOrEqual(2)
    await check.getByRole('checkbox', { name: RECEIVER_CHECKED, exact: true }).check()
    await pay.getByRole('button', { name: 'Pay', exact: true }).click()
    await see(pay.getByRole('status').filter({ hasText: 'Payment confirmed' }))
    findings.push(...(await axeView(page, 'Pay (confirmed)')))
    await pay.getByRole('button', { name: 'Done', exact: true }).click()
    const shown = await see(form.getByRole('status'))
    const hash = await shown.getByRole('code').textContent()
    expect(await shown.textContent()).toContain('Payment success')
    expect(await chainB.getBalance({ address: recipient })).toBe(parseEther('0.5'))
    const transaction = await chainB.getTransaction({ hash: hash as `0x${string}` })
    expect(getAddress(transaction.to!)).toBe(getAddress(recipient))
    expect(getAddress(transaction.from)).toBe(getAddress(account))
    expect(transaction.value).toBe(parseEther('0.5'))
    expect(findings).toEqual([])
  })

  test('R-1.12 pay with a short balance: buying the difference through onramp first, then the exact LTT amount arrives', async () => {
    const account = devAccount(3)
    const recipient = freshAddress()
    const held = await tokenBalance(chainA, env.token, account as Address)
    // 40 LTT more than the account holds
    const amount = held + parseUnits('40', 18)
    const { page, context } = await openDemo({ account })
    await connectTestWallet(page, account)
    const form = page.getByRole('region', { name: 'Pay' })
    await form.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    await form.getByRole('textbox', { name: 'Pay amount' }).fill(formatLtt(amount))
    await form.getByRole('textbox', { name: 'Asset (CAIP-19)' }).fill(`eip155:31337/erc20:${env.token}`)
    await form.getByRole('button', { name: 'Request payment', exact: true }).click()
    const pay = await see(dialog(page, 'Pay'))
    await see(pay.getByRole('alert').filter({ hasText: 'You are 40 LTT short.' }))
    expect(await pay.getByRole('button', { name: 'Pay', exact: true }).isDisabled()).toBe(true)
    await pay.getByRole('button', { name: 'Buy LTT', exact: true }).click()
    const buy = await see(dialog(page, 'Buy crypto'))
    await see(buy.getByText('You need at least 40 LTT more.'))
    expect(
      await buy
        .getByRole('combobox', { name: 'Asset and network' })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
    ).toBe('LTT · Latch Devnet')
    // 50 USD − 1.5 % = 49.25 LTT at 1 USD per LTT
    const providers = await askQuotes(page, undefined, '50')
    await payInCheckout(context, page, providers)
    const success = await see(dialog(page, 'Purchase complete'))
    expect(await tokenBalance(chainA, env.token, account as Address)).toBe(held + parseUnits('49.25', 18))
    await success.getByRole('button', { name: 'Continue to payment', exact: true }).click()
    const again = await see(dialog(page, 'Pay'))
    await again
      .getByRole('group', { name: RECEIVER_CHECKED, exact: true })
      .getByRole('checkbox', { name: RECEIVER_CHECKED, exact: true })
      .check()
    await again.getByRole('button', { name: 'Pay', exact: true }).click()
    await see(again.getByRole('status').filter({ hasText: 'Payment confirmed' }))
    await again.getByRole('button', { name: 'Done', exact: true }).click()
    const shown = await see(form.getByRole('status'))
    const hash = (await shown.getByRole('code').textContent()) as `0x${string}`
    expect(await tokenBalance(chainA, env.token, recipient)).toBe(amount)
    const receipt = await chainA.getTransactionReceipt({ hash })
    expect(getAddress(receipt.from)).toBe(getAddress(account))
    expect(receipt.status).toBe('success')
  })
})

/** whole LTT units as a decimal string */
function formatLtt(value: bigint) {
  const unit = 10n ** 18n
  const fraction = (value % unit).toString().padStart(18, '0').replace(/0+$/, '')
  return `${value / unit}${fraction ? `.${fraction}` : ''}`
}
