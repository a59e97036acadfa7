// EIP-5792 batch calls from the host app's own wagmi hooks (the demo's "Batch calls"): the embedded wallet's frame
// shows one card for both calls and sends them after Approve; Reject sends nothing; a browser wallet without
// wallet_sendCalls gets them one by one through wagmi's fallback. Chain state read independently with viem.
//
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { chainClient, fundFrom } from './chain.ts'
import { answerInFrame, approvalCard, signInByEmail, uniqueEmail } from './embedded.ts'
import { CHAIN_A, devAccount, env, useDemo } from './harness.ts'
import { connectTestWallet, see } from './ui.ts'

// the demo's fixed recipients; nothing else in this file moves their balances
const recipients = [devAccount(8), devAccount(9)] as const
const SENT = parseEther('0.001')
// pays for funding the embedded wallet and, as the browser wallet, for its own batch; its balance is asserted nowhere
const payer = devAccount(2)
const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])

const fund = (address: `0x${string}`, ether: string) => fundFrom(env.rpcUrls[0], payer, address, ether)

const recipientBalances = () => Promise.all(recipients.map((address) => chainA.getBalance({ address })))

const batchCalls = (page: Page) => page.getByRole('region', { name: 'Batch calls', exact: true })
const batchStatus = (page: Page, status: 'pending' | 'success' | 'failure') =>
  batchCalls(page)
    .getByRole('status')
    .filter({ hasText: `Batch status: ${status}` })

const sendBatchButton = (page: Page) => page.getByRole('button', { name: 'Send batch', exact: true })

describe('batch calls (EIP-5792) from the demo', () => {
  async function fundedEmbeddedWallet(label: string) {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail(label))
    await fund(address, '1')
    return { page, address }
  }

  test('R-6.6 R-3.100 R-3.101 R-3.102 R-6.4: "Send batch" opens one "Transaction request" listing both calls; Approve sends both and the demo shows success', async () => {
    const { page, address } = await fundedEmbeddedWallet('batch')
    const before = await recipientBalances()
    await sendBatchButton(page).click()
    const card = await approvalCard(page, 'Transaction request')
    // the card is built whole, so its rows are all there once its heading is
    // the chain first (the card shows what the calls are signed for)
    expect(await card.getByRole('term').allTextContents()).toEqual([
      'Chain',
      'Call 1 of 2: To',
      'Call 1 of 2: Value',
      'Call 2 of 2: To',
      'Call 2 of 2: Value',
    ])
    expect(await card.getByRole('definition').allTextContents()).toEqual([
      String(CHAIN_A),
      recipients[0],
      '0.001 ETH',
      recipients[1],
      '0.001 ETH',
    ])
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    // wallet_getCallsStatus is answered by the frame without a card
    await see(batchStatus(page, 'success'))
    expect(await recipientBalances()).toEqual(before.map((balance) => balance + SENT))
    expect(await chainA.getTransactionCount({ address })).toBe(2)
  })

  test("R-6.6: Reject on the frame's card sends nothing, and the demo shows the error", async () => {
    const { page, address } = await fundedEmbeddedWallet('batch-reject')
    const before = await recipientBalances()
    await sendBatchButton(page).click()
    await answerInFrame(page, 'Transaction request', 'Reject')
    // the frame's 4001 reaches wagmi as viem's UserRejectedRequestError
    await see(
      batchCalls(page)
        .getByRole('alert')
        .filter({ hasText: /^User rejected the request\.$/ }),
    )
    expect(await recipientBalances()).toEqual(before)
    expect(await chainA.getTransactionCount({ address })).toBe(0)
    expect(await batchCalls(page).getByRole('status').count()).toBe(0)
  })

  test("a browser wallet without wallet_sendCalls gets the calls one by one (wagmi's fallback), and the demo shows success", async () => {
    const { page } = await openDemo({ account: payer })
    await connectTestWallet(page, payer)
    const before = await recipientBalances()
    const sent = await chainA.getTransactionCount({ address: payer })
    await sendBatchButton(page).click()
    await see(batchStatus(page, 'success'))
    expect(await recipientBalances()).toEqual(before.map((balance) => balance + SENT))
    // one transaction per call: the test wallet only knows eth_sendTransaction
    expect(await chainA.getTransactionCount({ address: payer })).toBe(sent + 2)
  })
})
