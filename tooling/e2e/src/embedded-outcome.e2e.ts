// The embedded wallet's card shows what a request would change, simulated by the devnet's own anvil (eth_simulateV1),
// before Approve: the demo's "Send batch" (0.001 ETH to each of two dev accounts) shows −0.002 ETH, and the chain
// moves exactly that when the batch is mined. The demo's "Approve unlimited LTT" (to an address with no code) is
// decoded and warned about twice; Approve waits for the box that says the person understands. The card with its new
// parts (outcome, warnings) passes axe in light and dark. Under a project whose operator blocked that spender, the card
// warns about it first, and the person's rejection is counted as heeded on the operator's analytics. Switched to
// German in the modal, the open frame's card speaks German too.
import { describe, expect, test } from 'vitest'
import { erc20Abi, maxUint256, parseEther } from 'viem'
import { axeFrameCard } from './axe.ts'
import { chainClient, fundFrom } from './chain.ts'
import { approvalCard, FRAME_SELECTOR, signInByEmail, uniqueEmail, walletFrame } from './embedded.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { gone, see } from './ui.ts'

const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])
// pays for funding the embedded wallet; its balance is asserted nowhere
const payer = devAccount(2)
/** the spender of the demo's "Approve unlimited LTT": dev account #8, an address with no code */
const spender = devAccount(8)
const allowanceOf = (owner: `0x${string}`) =>
  chainA.readContract({ address: env.token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })

/** the fees of the last `count` transactions `address` sent (anvil mines one block per transaction) */
async function feesPaidBy(address: `0x${string}`, count: number): Promise<bigint> {
  let fees = 0n
  let found = 0
  for (let number = await chainA.getBlockNumber(); number >= 0n && found < count; number--) {
    const block = await chainA.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== address.toLowerCase()) continue
      const receipt = await chainA.getTransactionReceipt({ hash: tx.hash })
      fees += receipt.gasUsed * receipt.effectiveGasPrice
      found++
    }
  }
  return fees
}

describe('embedded wallet: the simulated outcome on the card', () => {
  test("a batch's simulated change is on the card before Approve, equals the mined change, and the card passes axe in light and dark", async () => {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail('outcome'))
    await fundFrom(env.rpcUrls[0], payer, address, '1')
    await page.getByRole('button', { name: 'Send batch', exact: true }).click()
    const card = await approvalCard(page, 'Transaction request')
    const outcome = card.getByRole('region', { name: 'Simulated outcome', exact: true })
    expect(await outcome.getByRole('listitem').allTextContents()).toEqual(['−0.002 ETH'])

    const frame = await (await page.locator(FRAME_SELECTOR).elementHandle())!.contentFrame()
    expect(await axeFrameCard(page, frame!, 'Transaction request with its simulated outcome')).toEqual([])

    const before = await chainA.getBalance({ address })
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await see(
      page
        .getByRole('region', { name: 'Batch calls', exact: true })
        .getByRole('status')
        .filter({ hasText: 'Batch status: success' }),
    )
    // what the card showed, plus the fees the card lists apart (its maximum fee), is exactly what left the wallet
    expect(await chainA.getTransactionCount({ address })).toBe(2)
    const fees = await feesPaidBy(address, 2)
    expect(before - (await chainA.getBalance({ address }))).toBe(parseEther('0.002') + fees)
  })

  test('R-6.6 a spender on the block list of the project: the block-list warning first; rejected, it is counted as heeded', async () => {
    const adminCall = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${env.cloudUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${env.adminToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    // e2e files run one at a time: the demo project's block list holds only while this test runs
    const setList = async (addresses: string[]) =>
      expect((await adminCall('/admin/projects/latch-demo/block-list', 'PUT', { addresses, domains: [] })).status).toBe(
        200,
      )
    const counted = async () => {
      const summary = await (await adminCall('/admin/analytics?projectId=latch-demo&range=24h')).json()
      const row = (summary.warnings as Array<{ code: string; shown: number; heeded: number }>).find(
        (candidate) => candidate.code === 'blockedAddress',
      )
      return { shown: row?.shown ?? 0, heeded: row?.heeded ?? 0 }
    }
    const before = await counted()
    await setList([spender])
    try {
      const { page } = await openDemo({})
      const address = await signInByEmail(page, uniqueEmail('blocked'))
      await fundFrom(env.rpcUrls[0], payer, address, '1')
      await page.getByRole('button', { name: 'Approve unlimited LTT', exact: true }).click()
      const card = await approvalCard(page, 'Transaction request')
      const warnings = card.getByRole('region', { name: 'Warnings', exact: true })
      await see(
        warnings
          .getByRole('listitem')
          .first()
          .filter({ hasText: `${spender} is on the block list.` }),
      )
      const approve = card.getByRole('button', { name: 'Approve', exact: true })
      expect(await approve.getAttribute('aria-disabled')).toBe('true')
      await card.getByRole('button', { name: 'Reject', exact: true }).click()
      await expect.poll(counted).toEqual({ shown: before.shown + 1, heeded: before.heeded + 1 })
      expect(await allowanceOf(address)).toBe(0n)
    } finally {
      await setList([])
    }
  })

  test('an unlimited approval to an address with no code: the decoded line and two warnings; Approve waits for the box; axe light and dark with the warnings shown', async () => {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail('approve'))
    await fundFrom(env.rpcUrls[0], payer, address, '1')
    await page.getByRole('button', { name: 'Approve unlimited LTT', exact: true }).click()
    const card = await approvalCard(page, 'Transaction request')
    await see(card.getByText(`Allow ${spender} to spend unlimited LTT`, { exact: true }))
    const warnings = card.getByRole('region', { name: 'Warnings', exact: true })
    expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
      `Unlimited approval: ${spender} could take every token ${env.token} you hold, now or later.`,
      `${spender} is not a contract: a person holding its key could spend what you approve.`,
    ])
    const approve = card.getByRole('button', { name: 'Approve', exact: true })
    expect(await approve.getAttribute('aria-disabled')).toBe('true')

    const frame = await (await page.locator(FRAME_SELECTOR).elementHandle())!.contentFrame()
    expect(await axeFrameCard(page, frame!, 'Transaction request with warnings')).toEqual([])

    await warnings.getByRole('checkbox', { name: 'I understand the risks and want to continue', exact: true }).check()
    await expect.poll(() => approve.getAttribute('aria-disabled')).not.toBe('true')
    expect(await allowanceOf(address)).toBe(0n)
    await approve.click()
    await see(page.getByRole('status').filter({ hasText: /^Approval sent: 0x/ }))
    await expect.poll(() => allowanceOf(address), { timeout: 15_000 }).toBe(maxUint256)
  })

  test("the modal switched to Deutsch: the open frame's card says its title, the warnings and its buttons in German", async () => {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail('deutsch'))
    await fundFrom(env.rpcUrls[0], payer, address, '1')
    // the frame is up: the language reaches it as a change, not at its start
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    await page.getByRole('button', { name: 'Approve unlimited LTT', exact: true }).click()
    const card = walletFrame(page).getByRole('dialog', { name: 'Transaktionsanfrage', exact: true })
    await see(card.getByRole('heading', { name: 'Transaktionsanfrage', exact: true }))
    await see(card.getByText(`${spender} erlauben, unbegrenzt LTT auszugeben`, { exact: true }))
    const warnings = card.getByRole('region', { name: 'Warnungen', exact: true })
    expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
      `Unbegrenzte Freigabe: ${spender} könnte jetzt oder später jeden Token ${env.token} nehmen, den du hältst.`,
      `${spender} ist kein Vertrag: Wer seinen Schlüssel hält, könnte ausgeben, was du freigibst.`,
    ])
    await see(warnings.getByRole('checkbox', { name: 'Ich verstehe die Risiken und möchte fortfahren', exact: true }))
    expect(await card.getByRole('button', { name: 'Genehmigen', exact: true }).getAttribute('aria-disabled')).toBe(
      'true',
    )
    await card.getByRole('button', { name: 'Ablehnen', exact: true }).click()
    await gone(card)
    expect(await allowanceOf(address)).toBe(0n)
  })
})
