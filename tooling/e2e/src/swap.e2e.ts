// Swap in the modal against the devnet's Uniswap V2 (chain 31337), balances read on chain with viem: LTT → ETH with
// the approval first, approve and swap as one EIP-5792 batch with a wallet that can, the unsupported-network text,
// and axe on the Swap view and its token list in light and dark. Each test swaps from a FRESH account (anvil
// impersonates it, the test wallet signs through anvil) so no other test's balances move.
import { type Address, createWalletClient, http, parseAbi, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { axeView, type AxeFinding } from './axe.ts'
import { chainClient, tokenBalance } from './chain.ts'
import { env, useDemo } from './harness.ts'
import { moveEvmWalletToChain } from '@latch/testing'
import { closeModalIfOpen, connectTestWallet, dialog, openAccountView, see } from './ui.ts'

const openDemo = useDemo()
const rpcUrl = env.rpcUrls[0]
const chain = chainClient(rpcUrl)
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256, address[], address, uint256) payable returns (uint256[])',
])

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message: string }; result: unknown }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** a new account with 10 ETH and the LTT 1 ETH buys on the DEX; anvil signs for it (impersonation) */
async function freshAccount(): Promise<Address> {
  const address = privateKeyToAddress(generatePrivateKey())
  await rpc('anvil_impersonateAccount', [address])
  await rpc('anvil_setBalance', [address, `0x${parseEther('10').toString(16)}`])
  const wallet = createWalletClient({ account: address, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: env.dex.router,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [env.dex.weth, env.token], address, 2n ** 40n],
    value: parseEther('1'),
    // a fixed limit: the node's own estimate for a just-funded impersonated account fell short here (measured: reverted)
    gas: 300_000n,
  })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`buying LTT for ${address} reverted`)
  return address
}

describe('swap', () => {
  test('R-5.30 R-7.18 R-1.12 R-6.22: swapping 30 LTT for ETH approves the router first, then swaps; LTT moves by exactly 30 on chain', async () => {
    const account = await freshAccount()
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    // the actions in the default features order: onramp, swaps, receive, send
    const actions = ['Buy', 'Swap', 'Receive', 'Send']
    // Buy and Swap are remote features: they show once the project's configuration has arrived
    await see(accountView.getByRole('button', { name: 'Buy', exact: true }))
    const names = await accountView
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''))
    expect(names.filter((name) => actions.includes(name))).toEqual(actions)
    await accountView.getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = await see(dialog(page, 'Swap'))
    // the pay side starts on the native coin: pick LTT from the list by searching its symbol
    await swap.getByRole('button', { name: 'Pay with ETH' }).click()
    await swap.getByRole('searchbox', { name: 'Search by symbol or address' }).fill('ltt')
    await swap.getByRole('button', { name: 'LTT', exact: true }).click()
    await see(swap.getByRole('button', { name: 'Receive ETH' }))
    await swap.getByRole('textbox', { name: 'Amount' }).fill('30')
    await see(swap.getByText('Price impact', { exact: true }))
    const [lttBefore, nonceBefore] = [
      await tokenBalance(chain, env.token, account),
      await chain.getTransactionCount({ address: account }),
    ]
    await swap.getByRole('button', { name: 'Swap', exact: true }).click()
    await see(swap.getByRole('status').filter({ hasText: 'Swap complete' }))
    expect(lttBefore - (await tokenBalance(chain, env.token, account))).toBe(parseUnits('30', 18))
    // two transactions: approve(router, 30 LTT), then the swap
    expect((await chain.getTransactionCount({ address: account })) - nonceBefore).toBe(2)
    // the balances were read again after the swap: the pay side shows the new LTT balance
    const whole = (await tokenBalance(chain, env.token, account)) / 10n ** 18n
    await see(swap.getByText(new RegExp(`^Balance: ${whole}(\\.\\d+)?$`)))
  })

  test('R-2.7: a dApp opens Swap with arguments; approve and swap go as one atomic EIP-5792 batch (one block) when the wallet can', async () => {
    const account = await freshAccount()
    const { page } = await openDemo({ account, atomic: true })
    await connectTestWallet(page, account)
    await page.getByRole('button', { name: 'Swap 5 LTT for ETH' }).click()
    const swap = await see(dialog(page, 'Swap'))
    await see(swap.getByRole('button', { name: 'Pay with LTT' }))
    await see(swap.getByRole('button', { name: 'Receive ETH' }))
    await expect.poll(() => swap.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('5')
    await see(swap.getByText('Price impact', { exact: true }))
    const lttBefore = await tokenBalance(chain, env.token, account)
    const blockBefore = await chain.getBlockNumber({ cacheTime: 0 })
    await swap.getByRole('button', { name: 'Swap', exact: true }).click()
    await see(swap.getByRole('status').filter({ hasText: 'Swap complete' }))
    expect(lttBefore - (await tokenBalance(chain, env.token, account))).toBe(parseUnits('5', 18))
    // approve and swap share one block
    const blocks = []
    for (let number = blockBefore + 1n; number <= (await chain.getBlockNumber({ cacheTime: 0 })); number++) {
      const block = await chain.getBlock({ blockNumber: number, includeTransactions: true })
      if (block.transactions.some((transaction) => transaction.from.toLowerCase() === account.toLowerCase()))
        blocks.push(block)
    }
    expect(blocks).toHaveLength(1)
    expect(
      blocks[0]!.transactions.filter((transaction) => transaction.from.toLowerCase() === account.toLowerCase()),
    ).toHaveLength(2)
  })

  test("R-8.38: on a network the app does not support, Swap says 'Network not supported for Swaps'", async () => {
    const account = await freshAccount()
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await moveEvmWalletToChain(page, 1)
    await see(dialog(page, 'Switch Network'))
    await closeModalIfOpen(page)
    await page.getByRole('button', { name: 'Swap 5 LTT for ETH' }).click()
    await see(dialog(page, 'Swap').getByRole('alert').filter({ hasText: 'Network not supported for Swaps' }))
  })

  test('axe-core: the Swap view with a quote, and its token list, in light and dark', async () => {
    const account = await freshAccount()
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await page.getByRole('button', { name: 'Swap 5 LTT for ETH' }).click()
    const swap = await see(dialog(page, 'Swap'))
    await see(swap.getByText('Price impact', { exact: true }))
    const findings: AxeFinding[] = [...(await axeView(page, 'Swap'))]
    await swap.getByRole('button', { name: 'Pay with LTT' }).click()
    await see(swap.getByRole('searchbox', { name: 'Search by symbol or address' }))
    findings.push(...(await axeView(page, 'Swap (tokens)')))
    expect(findings).toEqual([])
  })
})
