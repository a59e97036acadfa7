// The Account menu's "Token approvals": the allowances and NFT operator approvals an account gave, listed by the
// cloud's indexer with their current allowances (the page asks no node for logs), each revoked in one transaction
// through the connected wallet — the injected test wallet, and the embedded wallet through its frame's card. axe in
// light and dark on the list.
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { axeView } from './axe.ts'
import { chainClient, fundFrom } from './chain.ts'
import { answerInFrame, approvalCard, signInByEmail, uniqueEmail } from './embedded.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { connectTestWallet, dialog, gone, openAccountView, see } from './ui.ts'

const openDemo = useDemo()
const rpcUrl = env.rpcUrls[0]
const chain = chainClient(rpcUrl)
const nftAbi = parseAbi([
  'function setApprovalForAll(address operator, bool approved)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
])
const allowance = (owner: Address, spender: Address) =>
  chain.readContract({ address: env.token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })
const approvedForAll = (owner: Address, operator: Address) =>
  chain.readContract({ address: env.nft, abi: nftAbi, functionName: 'isApprovedForAll', args: [owner, operator] })

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

/** a new account with 1 ETH that anvil signs for (impersonation): no other test's approvals are its own */
async function freshAccount(): Promise<Address> {
  const address = privateKeyToAddress(generatePrivateKey())
  await rpc('anvil_impersonateAccount', [address])
  await rpc('anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`])
  return address
}

/** how many approvals of `owner` the cloud lists: the view is opened once its indexer has read them */
async function cloudListed(owner: Address): Promise<number> {
  const url = new URL(`/v1/account/${owner}/approvals`, env.cloudUrl)
  for (const [key, value] of Object.entries({ chainId: 'eip155:31337', projectId: 'latch-demo', st: 'e2e', sv: '0' }))
    url.searchParams.set(key, value)
  return ((await (await fetch(url)).json()) as { data: unknown[] }).data.length
}

async function mined(hash: `0x${string}`) {
  const receipt = await chain.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${hash} reverted`)
}

describe('Token approvals under Account', () => {
  test("lists the standing allowances and operator approvals from the cloud's indexer (not the ones already set back to 0); Revoke sets each to 0 / false on chain; axe light and dark", async () => {
    const account = await freshAccount()
    const [router, friend, gone0, operator] = [env.dex.router, devAccount(8), devAccount(9), devAccount(7)]
    // the view writes addresses in full, in EIP-55's mixed case as wallets do
    const [routerShown, friendShown, operatorShown] = [router, friend, operator].map((address) => getAddress(address))
    const wallet = createWalletClient({ account, transport: http(rpcUrl) })
    await mined(
      await wallet.writeContract({
        chain: null,
        address: env.token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    )
    await mined(
      await wallet.writeContract({
        chain: null,
        address: env.token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [friend, parseUnits('2.5', 18)],
      }),
    )
    await mined(
      await wallet.writeContract({
        chain: null,
        address: env.token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [gone0, 1n],
      }),
    )
    await mined(
      await wallet.writeContract({
        chain: null,
        address: env.token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [gone0, 0n],
      }),
    )
    await mined(
      await wallet.writeContract({
        chain: null,
        address: env.nft,
        abi: nftAbi,
        functionName: 'setApprovalForAll',
        args: [operator, true],
      }),
    )

    await expect.poll(() => cloudListed(account), { timeout: 15_000 }).toBe(3)

    const { page } = await openDemo({ account })
    const logQueries: string[] = []
    page.on('request', (request) => {
      if (request.postData()?.includes('"eth_getLogs"')) logQueries.push(request.url())
    })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    const fromCloud = page.waitForRequest((request) => {
      const url = new URL(request.url())
      return (
        url.origin === new URL(env.cloudUrl).origin &&
        url.pathname.toLowerCase() === `/v1/account/${account.toLowerCase()}/approvals` &&
        url.searchParams.get('chainId') === 'eip155:31337'
      )
    })
    await accountView.getByRole('button', { name: 'Token approvals', exact: true }).click()
    const view = await see(dialog(page, 'Token approvals'))
    const list = view.getByRole('list', { name: 'Token approvals', exact: true })
    await see(list)
    // the last given first; an allowance set back to 0 is not one
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      `${operatorShown} may transfer all your LNFT NFTsRevoke`,
      `${friendShown} may spend 2.5 LTTRevoke`,
      `${routerShown} may spend unlimited LTTRevoke`,
    ])
    // the list came from the cloud, and the page asked no node for the logs
    await fromCloud
    expect(logQueries).toEqual([])
    expect(await axeView(page, 'Token approvals')).toEqual([])

    await list.getByRole('button', { name: `Revoke: ${routerShown} may spend unlimited LTT`, exact: true }).click()
    await see(page.getByRole('status').filter({ hasText: 'Approval revoked' }))
    expect(await allowance(account, router)).toBe(0n)
    await gone(list.getByRole('listitem').filter({ hasText: routerShown }))
    await list
      .getByRole('button', { name: `Revoke: ${operatorShown} may transfer all your LNFT NFTs`, exact: true })
      .click()
    await gone(list.getByRole('listitem').filter({ hasText: operatorShown }))
    expect(await approvedForAll(account, operator)).toBe(false)
    // the one not revoked stands, on chain and in the list
    expect(await allowance(account, friend)).toBe(parseUnits('2.5', 18))
    expect(await list.getByRole('listitem').allTextContents()).toEqual([`${friendShown} may spend 2.5 LTTRevoke`])
  })

  test("the embedded wallet: the demo's unlimited approval is listed, and Revoke goes through the frame's card to allowance 0", async () => {
    const spender = devAccount(8)
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail('revoke'))
    await fundFrom(rpcUrl, devAccount(2), address, '1')
    await page.getByRole('button', { name: 'Approve unlimited LTT', exact: true }).click()
    const card = await approvalCard(page, 'Transaction request')
    await card.getByRole('checkbox', { name: 'I understand the risks and want to continue', exact: true }).check()
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await see(page.getByRole('status').filter({ hasText: /^Approval sent: 0x/ }))
    await expect.poll(() => allowance(address, spender), { timeout: 15_000 }).toBe(maxUint256)
    await expect.poll(() => cloudListed(address as Address), { timeout: 15_000 }).toBe(1)

    const accountView = await openAccountView(page, address)
    await accountView.getByRole('button', { name: 'Token approvals', exact: true }).click()
    const list = (await see(dialog(page, 'Token approvals'))).getByRole('list', {
      name: 'Token approvals',
      exact: true,
    })
    await list.getByRole('button', { name: `Revoke: ${spender} may spend unlimited LTT`, exact: true }).click()
    // the revoke is a transaction like any other: the frame's card asks, and a revoke gives nothing away, so no warning
    const revoke = await approvalCard(page, 'Transaction request')
    await see(revoke.getByText(`Allow ${spender} to spend 0 LTT`, { exact: true }))
    expect(await revoke.getByRole('region', { name: 'Warnings', exact: true }).count()).toBe(0)
    await answerInFrame(page, 'Transaction request', 'Approve')
    await see(page.getByRole('status').filter({ hasText: 'Approval revoked' }))
    expect(await allowance(address, spender)).toBe(0n)
    await see(dialog(page, 'Token approvals').getByText('No token approvals on this network', { exact: true }))
  })
})
