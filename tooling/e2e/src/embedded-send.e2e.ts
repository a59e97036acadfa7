// Sending the native coin from an embedded (email) wallet: the frame fills, signs and broadcasts after Approve on
// its own card; Reject leaves the chain untouched and the Send view says so. Chain state read independently with
// viem. A receiver that is a contract deployed moments ago is named new on the card (its age read from the chain's
// RPC alone).
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { createWalletClient, getAddress, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { chainClient, flooredText, fundFrom } from './chain.ts'
import { answerInFrame, approvalCard, signInByEmail, uniqueEmail } from './embedded.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { accountButton, dialog, openAccountView, see, sendToNewReceiver } from './ui.ts'

// account 8 only pays for funding here; its balance is asserted nowhere
const funder = devAccount(8)
const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])

const fund = (address: `0x${string}`, ether: string) => fundFrom(env.rpcUrls[0], funder, address, ether)

async function fillSend(page: Page, address: `0x${string}`, amount: string, receiver: string) {
  const accountView = await openAccountView(page, address)
  // the Send view checks the amount against the balance the Account view shows
  const balance = flooredText(await chainA.getBalance({ address }), 18, 'ETH')
  await see(accountView.getByText(balance, { exact: true }).first())
  await accountView.getByRole('button', { name: 'Send', exact: true }).click()
  const send = await see(dialog(page, 'Send'))
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
  // a new wallet has sent to no one: the view names the receiver as new before the frame is asked
  await sendToNewReceiver(send)
  return send
}

describe('embedded wallet: send the native coin', () => {
  /** signs up, funds the new address with 1 ETH, reloads so the Account view reads the funded balance */
  async function fundedEmbeddedWallet(label: string) {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail(label))
    await fund(address, '1')
    // the balance read at sign-in (0) is cached for 30 s (SPEC §9); instead of waiting that out, drop the two
    // balance caches and reload, so the Account view reads the funded balance
    await page.evaluate(() =>
      ['@latch/portfolio_cache', '@latch/native_balance_cache'].forEach((key) => localStorage.removeItem(key)),
    )
    await page.reload()
    await see(accountButton(page, address))
    return { page, address }
  }

  test('R-1.11 R-2.17: Send opens the frame\'s "Transaction request"; Approve sends 0.1 ETH and the chain shows it', async () => {
    const { page, address } = await fundedEmbeddedWallet('send')
    // a fresh receiver: its balance is exactly what arrives
    const receiver = privateKeyToAddress(generatePrivateKey())
    await fillSend(page, address, '0.1', receiver)
    const card = await approvalCard(page, 'Transaction request')
    await see(card.getByText(receiver, { exact: true }))
    await see(card.getByText('0.1 ETH', { exact: true }))
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
    // anvil mines on receipt: the frame returned the hash of a mined transfer
    expect(await chainA.getBalance({ address: receiver })).toBe(parseEther('0.1'))
    expect(parseEther('1') - (await chainA.getBalance({ address }))).toBeGreaterThanOrEqual(parseEther('0.1'))
    expect(await chainA.getTransactionCount({ address })).toBe(1)
  })

  test('R-2.17: to a contract deployed moments ago the card warns that it is new; Reject sends nothing, and the page shows "Transaction rejected"', async () => {
    const { page, address } = await fundedEmbeddedWallet('reject')
    // a contract whose code returns 42 to any call, ETH included: its age is what the card judges
    const deployer = createWalletClient({ account: funder, transport: http(env.rpcUrls[0]) })
    const hash = await deployer.deployContract({
      abi: [],
      bytecode: '0x600a600c600039600a6000f3602a60005260206000f3',
      chain: null,
    })
    const receiver = getAddress((await chainA.waitForTransactionReceipt({ hash })).contractAddress!)
    const before = await chainA.getBalance({ address })
    await fillSend(page, address, '0.2', receiver)
    const card = await approvalCard(page, 'Transaction request')
    const warnings = card.getByRole('region', { name: 'Warnings', exact: true })
    expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
      `${receiver} was deployed less than a minute ago.`,
    ])
    await answerInFrame(page, 'Transaction request', 'Reject')
    expect(await chainA.getBalance({ address: receiver })).toBe(0n)
    expect(await chainA.getBalance({ address })).toBe(before)
    expect(await chainA.getTransactionCount({ address })).toBe(0)
    // the Send view's alert or a toast (the approval replaced the Send view, R-2.18)
    await see(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Transaction rejected' }))
  })
})
