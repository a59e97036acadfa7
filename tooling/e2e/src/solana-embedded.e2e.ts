// The embedded wallet's Solana account: signed in once by email, the visitor switches to the Solana
// network and the same sign-in connects there through the frame; a SOL send approved on the frame's card is confirmed
// on the Solana devnet (read independently over its JSON-RPC). Its card shows the SOL change the node simulated
// (simulateTransaction's `accounts`), equal to what the send then takes, and, with the receiver on the project's block
// list, that warning, passed with the second step.
import { describe, expect, test } from 'vitest'
import { approvalCard, signInByEmail, uniqueEmail } from './embedded.ts'
import { env, NETWORK_A, useDemo } from './harness.ts'
import { accountButton, closeModalIfOpen, dialog, networkButton, openAccountView, see } from './ui.ts'

const SOLANA_NETWORK = 'Latch Solana Devnet'
const openDemo = useDemo()
// key 7 only receives here
const receiver = env.solana.keys[7]!.address

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(env.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}
const lamportsOf = async (address: string) =>
  BigInt((await rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value)

describe('embedded wallet on Solana', () => {
  test('R-4.51 R-4.52 R-6.15: signed in by email, switching to Solana connects the embedded Solana account; 0.1 SOL sent after Approve on the frame is on chain', async () => {
    const { page } = await openDemo({})
    const evmAddress = await signInByEmail(page, uniqueEmail('solana'))
    await networkButton(page, NETWORK_A).click()
    await see(dialog(page, 'Choose Network')).then((networks) =>
      networks.getByRole('button', { name: SOLANA_NETWORK, exact: true }).click(),
    )
    await see(networkButton(page, SOLANA_NETWORK))
    // no wallet was asked for: the sign-in has a Solana account too, shown through the same hooks
    const solanaItem = await see(
      page
        .getByRole('listitem', { name: 'solana account' })
        .filter({ hasText: /solana: [1-9A-HJ-NP-Za-km-z]{32,44} on/ }),
    )
    const address = /solana: ([1-9A-HJ-NP-Za-km-z]{32,44})/.exec((await solanaItem.textContent()) ?? '')![1]!
    await see(accountButton(page, address))
    expect(address).not.toBe(evmAddress)

    // fund it on the devnet, then let the account read the new balance (the 30 s balance caches dropped, SPEC §9)
    await rpc('requestAirdrop', [address, 1_000_000_000])
    await expect.poll(() => lamportsOf(address)).toBe(1_000_000_000n)
    await page.evaluate(() =>
      ['@latch/portfolio_cache', '@latch/native_balance_cache'].forEach((key) => localStorage.removeItem(key)),
    )
    await closeModalIfOpen(page)
    await networkButton(page, SOLANA_NETWORK).click()
    await see(dialog(page, 'Choose Network')).then((networks) =>
      networks.getByRole('button', { name: NETWORK_A, exact: true }).click(),
    )
    await see(accountButton(page, evmAddress))
    await closeModalIfOpen(page)
    await networkButton(page, NETWORK_A).click()
    await see(dialog(page, 'Choose Network')).then((networks) =>
      networks.getByRole('button', { name: SOLANA_NETWORK, exact: true }).click(),
    )
    await see(accountButton(page, address))
    await closeModalIfOpen(page)

    const view = await openAccountView(page, address)
    await see(view.getByText('1.000 SOL', { exact: true }).first())
    await view.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    const before = await lamportsOf(receiver)
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    // e2e files run one at a time: the demo project's block list holds only while this test runs
    const setList = async (addresses: string[]) =>
      expect(
        (
          await fetch(`${env.cloudUrl}/admin/projects/latch-demo/block-list`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${env.adminToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ addresses, domains: [] }),
          })
        ).status,
      ).toBe(200)
    await setList([receiver])
    try {
      await send.getByRole('button', { name: 'Send', exact: true }).click()
      const card = await approvalCard(page, 'Transaction request')
      const warnings = card.getByRole('region', { name: 'Warnings', exact: true })
      expect(await warnings.getByRole('listitem').allTextContents()).toEqual([`${receiver} is on the block list.`])
      const outcome = card.getByRole('region', { name: 'Simulated outcome', exact: true })
      const [shown] = await outcome.getByRole('listitem').allTextContents()
      // the fee is in the simulated change: 0.1 SOL and a little more
      expect(shown).toMatch(/^−0\.1\d* SOL$/)
      await warnings.getByRole('checkbox', { name: 'I understand the risks and want to continue', exact: true }).check()
      await card.getByRole('button', { name: 'Approve', exact: true }).click()
      await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
      expect((await lamportsOf(receiver)) - before).toBe(100_000_000n)
      const taken = 1_000_000_000n - (await lamportsOf(address))
      expect(`−${Number(taken) / 1e9} SOL`).toBe(shown)
    } finally {
      await setList([])
    }
  })
})
