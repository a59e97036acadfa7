// Send the test ERC-20 (LTT) from the modal; balanceOf on chain moves by the amount.
import { describe, expect, test } from 'vitest'
import { parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { chainClient, tokenBalance } from './chain.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { connectTestWallet, dialog, openAccountView, see, sendToNewReceiver } from './ui.ts'

const account = devAccount(6)
// a fresh receiver: the Send view names it as new (the account never sent to it)
const receiver = privateKeyToAddress(generatePrivateKey())
const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])

describe('send ERC-20', () => {
  test('R-1.11: sending 25 LTT moves exactly 25 LTT from the account to the receiver on chain', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    await send.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'LTT' })
    const senderBefore = await tokenBalance(chainA, env.token, account)
    const receiverBefore = await tokenBalance(chainA, env.token, receiver)
    await send.getByRole('textbox', { name: 'Amount' }).fill('25')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await sendToNewReceiver(send)
    await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
    await see(dialog(page, 'Account'))
    const amount = parseUnits('25', 18)
    expect(senderBefore - (await tokenBalance(chainA, env.token, account))).toBe(amount)
    expect((await tokenBalance(chainA, env.token, receiver)) - receiverBefore).toBe(amount)
  })
})
