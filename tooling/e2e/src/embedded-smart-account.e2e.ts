// The embedded wallet's ERC-4337 smart account in Chromium: an email sign-in ends on the counterfactual
// smart account (SPEC's default for eip155), and neither the dApp nor the account button ever shows its owner on the
// way; Send and the demo's batch go out as user operations through the devnet's
// bundler (alto) after the frame's card, the first one deploying the account; the demo's message signature, made by
// the Safe after the frame's card, verifies with viem against the chain before deployment (ERC-6492) and after it
// (ERC-1271); the Account view switches to the EOA (the Safe's owner) on the frame's card and back, and each choice
// survives a reload; the EOA refuses to sign its own Safe's transactions. The smart account's card is the EOA's: the
// demo's "Approve unlimited LTT" is decoded and warned about with its exact spender, and once the person says they
// understand, it goes through and is counted as passed on the operator's analytics.
// Chain state read independently with viem.
//
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { erc20Abi, isErc6492Signature, maxUint256, parseAbi, parseEther } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { truncateAddress } from '@latch/core'
import { axeView } from './axe.ts'
import { chainClient, fundFrom } from './chain.ts'
import { OWN_ACCOUNT_TEXTS } from '../../../apps/frame/src/frame/ownAccountSignatures.ts'
import {
  answerInFrame,
  approvalCard,
  FRAME_SELECTOR,
  signInByEmail,
  signMessageInFrame,
  uniqueEmail,
  wagmiAddress,
} from './embedded.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { closeModalIfOpen, dialog, see, sendToNewReceiver } from './ui.ts'

/** what the demo's "Sign message" signs */
const DEMO_MESSAGE = 'Hello from the Latch demo'
const safeAbi = parseAbi(['function getOwners() view returns (address[])'])
// pays for funding; its balance is asserted nowhere
const payer = devAccount(7)
const recipients = [devAccount(8), devAccount(9)] as const
const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])

const accountView = async (page: Page) => {
  // a view left open (Send's result) closes first
  await closeModalIfOpen(page)
  await page.getByRole('button', { name: /^Account 0x/ }).click()
  return see(dialog(page, 'Account'))
}
/** the signature the demo shows, once it is not `old` (the demo keeps the last one on screen while it signs) */
const signatureOtherThan = async (page: Page, old: string) => {
  const line = page.getByRole('region', { name: 'Sign a message', exact: true }).getByText(/^Signature: 0x/)
  await expect.poll(() => line.textContent(), { timeout: 15_000 }).not.toBe(`Signature: ${old}`)
  return (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
}
/** a SafeTx of the Safe at `safe`: executed with its owner's signature, it sends the Safe's ETH anywhere */
const safeTxOf = (safe: string) => ({
  domain: { chainId: 31337, verifyingContract: safe },
  types: {
    EIP712Domain: [
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    SafeTx: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'operation', type: 'uint8' },
      { name: 'nonce', type: 'uint256' },
    ],
  },
  primaryType: 'SafeTx',
  message: {
    to: privateKeyToAddress(generatePrivateKey()),
    value: '1000000000000000000',
    data: '0x',
    operation: 0,
    nonce: 0,
  },
})
/** what a script on the page can do: post an RPC_REQUEST to the frame itself, and read the frame's answer */
const postToFrame = (page: Page, payload: Record<string, unknown>) =>
  page.evaluate(
    ({ selector, origin, payload }) =>
      new Promise<unknown>((resolve) => {
        const id = crypto.randomUUID()
        addEventListener('message', (event) => {
          if (event.origin === origin && (event.data as { id?: string })?.id === id) resolve(event.data)
        })
        ;(document.querySelector(selector) as HTMLIFrameElement).contentWindow!.postMessage(
          { type: '@latch-app/RPC_REQUEST', id, payload },
          origin,
        )
      }),
    { selector: FRAME_SELECTOR, origin: new URL(env.frameUrl).origin, payload },
  )
/** from now on, every text the demo's wagmi line and the account button's name take, in order */
const recordShownAccounts = (page: Page) =>
  page.evaluate(() => {
    const shown: string[] = []
    ;(window as unknown as { __shownAccounts: string[] }).__shownAccounts = shown
    const note = (text: string | null | undefined) => {
      if (text && !shown.includes(text)) shown.push(text)
    }
    new MutationObserver(() => {
      note(
        [...document.querySelectorAll('p')].find((line) => line.textContent?.startsWith('wagmi sees: 0x'))?.textContent,
      )
      note(document.querySelector('button[aria-label^="Account 0x"]')?.getAttribute('aria-label'))
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  })
const shownAccounts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shownAccounts: string[] }).__shownAccounts)
/** the address wagmi shows, once it is `expected` */
const shows = (page: Page, expected: string) =>
  expect.poll(() => wagmiAddress(page), { timeout: 15_000 }).toBe(expected)

describe('embedded wallet: smart account', () => {
  test('R-6.25 R-3.14 R-3.67 R-6.6 R-3.97 R-3.100 R-3.95 R-3.48: sign-in holds the smart account; Send and the batch are user operations; its signatures verify before and after deployment; EOA and back across reloads', async () => {
    const { page } = await openDemo({ smartAccount: true })
    await recordShownAccounts(page)
    await signInByEmail(page, uniqueEmail('smart'))
    // the Account view offers the EOA once the smart account is the active one
    let view = await accountView(page)
    await see(view.getByRole('button', { name: 'Use EOA', exact: true }))
    const smart = await wagmiAddress(page)
    const shownAtSignIn = await shownAccounts(page)
    // counterfactual: the address exists before any code does
    expect(await chainA.getCode({ address: smart })).toBeUndefined()
    await closeModalIfOpen(page)
    // sign and verify before deployment: ERC-6492 carries the factory's deployment of the account
    const counterfactual = await signMessageInFrame(page)
    expect(isErc6492Signature(counterfactual)).toBe(true)
    expect(await chainA.verifyMessage({ address: smart, message: DEMO_MESSAGE, signature: counterfactual })).toBe(true)
    expect(await chainA.verifyMessage({ address: smart, message: 'Another message', signature: counterfactual })).toBe(
      false,
    )

    await fundFrom(env.rpcUrls[0], payer, smart, '1')
    const before = await Promise.all(recipients.map((address) => chainA.getBalance({ address })))
    // the demo's "Send batch" (two transfers) through wagmi's sendCalls: one card, one user operation
    await page.getByRole('button', { name: 'Send batch', exact: true }).click()
    const card = await approvalCard(page, 'Transaction request')
    await see(card.getByText(`Smart account ${smart}`, { exact: true }))
    await see(card.getByText('One user operation: all 2 calls happen, or none', { exact: true }))
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await see(
      page
        .getByRole('region', { name: 'Batch calls', exact: true })
        .getByRole('status')
        .filter({ hasText: 'Batch status: success' }),
    )
    expect(await Promise.all(recipients.map((address) => chainA.getBalance({ address })))).toEqual(
      before.map((balance) => balance + parseEther('0.001')),
    )
    // deployed by its first user operation, which the bundler sent to the EntryPoint
    expect(await chainA.getCode({ address: smart })).toBeDefined()
    const [log] = await chainA.getLogs({
      address: entryPoint07Address,
      event: parseAbi([
        'event AccountDeployed(bytes32 indexed userOpHash, address indexed sender, address factory, address paymaster)',
      ])[0],
      args: { sender: smart },
      fromBlock: 0n,
    })
    expect(log).toBeDefined()

    // Send: one transfer, a user operation after the frame's card
    const receiver = privateKeyToAddress(generatePrivateKey())
    view = await accountView(page)
    await view.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await sendToNewReceiver(send)
    await answerInFrame(page, 'Transaction request', 'Approve')
    await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
    expect(await chainA.getBalance({ address: receiver })).toBe(parseEther('0.1'))

    // sign and verify once deployed: a plain Safe signature, checked by the account's ERC-1271 isValidSignature
    await closeModalIfOpen(page)
    await signMessageInFrame(page)
    const deployed = await signatureOtherThan(page, counterfactual)
    expect(isErc6492Signature(deployed)).toBe(false)
    expect(await chainA.verifyMessage({ address: smart, message: DEMO_MESSAGE, signature: deployed })).toBe(true)

    // the EOA: the owner the factory derived the smart account from; leaving the smart account is approved on the card
    view = await accountView(page)
    await view.getByRole('button', { name: 'Use EOA', exact: true }).click()
    const switchCard = await approvalCard(page, 'Switch account')
    await see(switchCard.getByText(`Your smart account ${smart}`, { exact: true }))
    expect(await axeView(page, 'Switch account (embedded wallet)')).toEqual([])
    await switchCard.getByRole('button', { name: 'Approve', exact: true }).click()
    view = await see(dialog(page, 'Account'))
    await see(view.getByRole('button', { name: 'Use smart account', exact: true }))
    const findings = await axeView(page, 'Account (embedded wallet, EOA)')
    expect(findings).toEqual([])
    const eoa = await wagmiAddress(page)
    expect(eoa).not.toBe(smart)
    // the sign-in showed the smart account from its first frame: never its owner, neither to the dApp nor on the button
    expect(shownAtSignIn).toContain(`wagmi sees: ${smart}`)
    expect(shownAtSignIn.filter((text) => text.includes(eoa) || text.includes(truncateAddress(eoa)))).toEqual([])
    // the EOA is the Safe's one owner
    expect(await chainA.readContract({ address: smart, abi: safeAbi, functionName: 'getOwners' })).toEqual([eoa])
    // so a page that asks the EOA for a SafeTx of that Safe, or a bare hash, is refused before any card
    for (const [method, params] of [
      ['eth_signTypedData_v4', [eoa, JSON.stringify(safeTxOf(smart))]],
      ['personal_sign', [`0x${'ab'.repeat(32)}`, eoa]],
    ] as const) {
      const answer = await postToFrame(page, { method, params: [...params], chainId: 31337, chainNamespace: 'eip155' })
      expect(answer).toMatchObject({
        type: '@latch-frame/RPC_REQUEST_ERROR',
        payload: {
          message: method === 'personal_sign' ? OWN_ACCOUNT_TEXTS.bareHash : OWN_ACCOUNT_TEXTS.smartAccountData,
        },
      })
    }
    await page.reload()
    await shows(page, eoa)
    view = await accountView(page)
    await view.getByRole('button', { name: 'Use smart account', exact: true }).click()
    await see(view.getByRole('button', { name: 'Use EOA', exact: true }))
    await shows(page, smart)
    await page.reload()
    await shows(page, smart)
  })

  test("R-6.6 the smart account's card: the unlimited approval is warned with its exact spender; a passed warning lets it go through and is counted", async () => {
    const spender = devAccount(8)
    const passed = async () => {
      const summary = await (
        await fetch(`${env.cloudUrl}/admin/analytics?projectId=latch-demo&range=24h`, {
          headers: { authorization: `Bearer ${env.adminToken}` },
        })
      ).json()
      const rows = summary.warnings as Array<{ code: string; passed: number }>
      return rows.find((row) => row.code === 'unlimitedApproval')?.passed ?? 0
    }
    const before = await passed()
    const { page } = await openDemo({ smartAccount: true })
    await signInByEmail(page, uniqueEmail('smart-warn'))
    const smart = await wagmiAddress(page)
    await fundFrom(env.rpcUrls[0], payer, smart, '1')
    await page.getByRole('button', { name: 'Approve unlimited LTT', exact: true }).click()
    const card = await approvalCard(page, 'Transaction request')
    await see(card.getByText(`Allow ${spender} to spend unlimited LTT`, { exact: true }))
    const warnings = card.getByRole('region', { name: 'Warnings', exact: true })
    expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
      `Unlimited approval: ${spender} could take every token ${env.token} you hold, now or later.`,
      `${spender} is not a contract: a person holding its key could spend what you approve.`,
    ])
    const outcome = card.getByRole('region', { name: 'Simulated outcome', exact: true })
    expect(await outcome.getByRole('listitem').allTextContents()).toEqual(['No change to your balances'])
    const approve = card.getByRole('button', { name: 'Approve', exact: true })
    expect(await approve.getAttribute('aria-disabled')).toBe('true')
    await warnings.getByRole('checkbox', { name: 'I understand the risks and want to continue', exact: true }).check()
    await expect.poll(() => approve.getAttribute('aria-disabled')).not.toBe('true')
    await approve.click()
    await see(page.getByRole('status').filter({ hasText: /^Approval sent: 0x/ }))
    const allowance = () =>
      chainA.readContract({ address: env.token, abi: erc20Abi, functionName: 'allowance', args: [smart, spender] })
    await expect.poll(allowance, { timeout: 15_000 }).toBe(maxUint256)
    await expect.poll(passed).toBe(before + 1)
  })
})
