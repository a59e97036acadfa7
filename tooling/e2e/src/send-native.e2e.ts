// Send the native coin from the modal; the chain, read independently, shows the transfer.
import { describe, expect, test } from 'vitest'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { chainClient } from './chain.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { connectTestWallet, dialog, FIRST_RECEIVER_WARNING, openAccountView, RECEIVER_CHECKED, see } from './ui.ts'

const account = devAccount(5)
// a fresh receiver: the account never sent to it, and its balance is exactly what arrives
const receiver = privateKeyToAddress(generatePrivateKey())
const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])

describe('send native coin', () => {
  test('R-5.23 R-1.11: empty Send shows the SPEC text; a receiver never sent to is named before the wallet is asked; sending 1.5 ETH raises the receiver balance by exactly 1.5 ETH', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    const token = await see(send.getByRole('combobox', { name: 'Token' }))
    expect(await token.locator('option').allTextContents()).toEqual(['ETH', 'LTT'])
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await see(send.getByRole('alert').filter({ hasText: 'An amount and receiver address are required' }))

    const before = await chainA.getBalance({ address: receiver })
    const senderBefore = await chainA.getBalance({ address: account })
    await send.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    const nonce = await chainA.getTransactionCount({ address: account })
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    const check = send.getByRole('group', { name: RECEIVER_CHECKED, exact: true })
    await see(check.getByRole('alert').filter({ hasText: FIRST_RECEIVER_WARNING }))
    // the view stopped before the wallet: nothing was sent
    expect(await chainA.getTransactionCount({ address: account })).toBe(nonce)
    await check.getByRole('checkbox', { name: RECEIVER_CHECKED, exact: true }).check()
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
    await see(dialog(page, 'Account'))
    // anvil mines on receipt, so the transfer is on chain once the wallet returned its hash
    expect((await chainA.getBalance({ address: receiver })) - before).toBe(parseEther('1.5'))
    expect(senderBefore - (await chainA.getBalance({ address: account }))).toBeGreaterThanOrEqual(parseEther('1.5'))
  })
})
