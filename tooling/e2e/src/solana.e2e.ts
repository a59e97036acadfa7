// Solana in the demo: a Wallet Standard wallet found beside the EVM one (one MULTI_CHAIN entry), the switch across
// namespaces, the Account view, sends of SOL and the SPL token confirmed on the Solana devnet (read independently over
// its JSON-RPC), an ed25519 signature the test verifies, and SwitchActiveChain when the wallet lacks the namespace.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { type AxeFinding, axeView } from './axe.ts'
import { flooredText, truncated } from './chain.ts'
import { devAccount, env, NETWORK_A, useDemo } from './harness.ts'
import {
  installSolanaWallet as installKitWallet,
  type SolanaWalletOptions,
  setSolanaRejectSign,
  solanaWalletState,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
} from '@latch/testing'
import {
  accountButton,
  closeModalIfOpen,
  connectButton,
  connectTestWallet,
  dialog,
  networkButton,
  openAccountView,
  see,
} from './ui.ts'

const SOLANA_NETWORK = 'Latch Solana Devnet'
const SOLANA_WALLET_NAME = 'Latch Solana Wallet'
const openDemo = useDemo()
// EVM dev accounts 8 and 9 and Solana dev keys 3–5 are this file's (key 1 is the pairing test wallet's)
const evmAccount = devAccount(8)
const solanaKey = env.solana.keys[3]!
// only ever receives here: the test asserts on its deltas
const receiver = env.solana.keys[5]!.address

/** the Solana devnet's JSON-RPC, read by the test itself */
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
async function tokensOf(owner: string): Promise<bigint> {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint: env.solana.mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

/** the kit's Wallet Standard Solana wallet in every top page of the context */
async function installSolanaWallet(
  context: BrowserContext,
  options: Partial<SolanaWalletOptions> & { secretHex: string },
): Promise<void> {
  await installKitWallet(context, {
    name: TEST_WALLET_NAME,
    icon: TEST_WALLET_ICON,
    rpcUrl: env.solana.rpcUrl,
    chains: [env.solana.caipNetworkId],
    ...options,
  })
}

/** Networks → the network, from the NetworkButton on the page */
async function chooseNetwork(page: Page, from: string, to: string): Promise<void> {
  await closeModalIfOpen(page)
  await networkButton(page, from).click()
  await see(dialog(page, 'Choose Network')).then((networks) =>
    networks.getByRole('button', { name: to, exact: true }).click(),
  )
}

async function sendFromAccountView(
  page: Page,
  address: string,
  token: string,
  amount: string,
  to: string,
): Promise<void> {
  const view = await openAccountView(page, address)
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  const send = await see(dialog(page, 'Send'))
  await send.getByRole('combobox', { name: 'Token' }).selectOption({ label: token })
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await send.getByRole('textbox', { name: 'Receiver address' }).fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
  await see(dialog(page, 'Account'))
}

describe('Solana', () => {
  test('R-1.2 R-3.2 R-1.21 R-1.7 R-1.12 R-9.34 R-9.38 R-3.50 R-3.51 R-6.17: a wallet speaking EVM and Solana is listed once; the switch to Solana is immediate, the Account view shows the Solana account, SOL floored and the SPL token, Activity EVM-only, Receive its address; a message signature verifies (ed25519); a reload restores it; back to EVM at once', async () => {
    const { page } = await openDemo({
      account: evmAccount,
      init: (context) => installSolanaWallet(context, { secretHex: solanaKey.secretHex }),
    })
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await see(connect.getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
    expect(await connect.getByRole('button', { name: TEST_WALLET_NAME, exact: true }).count()).toBe(1)
    await closeModalIfOpen(page)
    await connectTestWallet(page, evmAccount)

    await chooseNetwork(page, NETWORK_A, SOLANA_NETWORK)
    // the same wallet speaks Solana: no other view, the account button shows its Solana account
    await see(accountButton(page, solanaKey.address))
    await see(networkButton(page, SOLANA_NETWORK))
    expect(await dialog(page, 'Switch Chain').count()).toBe(0)
    const view = await openAccountView(page, solanaKey.address)
    await see(view.getByText(truncated(solanaKey.address), { exact: true }))
    await see(view.getByText(flooredText(await lamportsOf(solanaKey.address), 9, 'SOL'), { exact: true }).first())
    await see(
      view
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: flooredText(await tokensOf(solanaKey.address), 6, 'LST') }),
    )
    await see(networkButton(view, SOLANA_NETWORK))
    // every view a visitor reaches passes axe-core in light and dark (house rule)
    const findings: AxeFinding[] = [...(await axeView(page, 'Account (Solana)'))]
    // activity (and the cloud's NFTs) are EVM's only: the tabs say so, no failed fetch
    await view.getByRole('tab', { name: 'NFTs', exact: true }).click()
    await see(view.getByRole('tabpanel').getByText('NFTs are shown on EVM networks only', { exact: true }))
    await view.getByRole('tab', { name: 'Activity', exact: true }).click()
    await see(view.getByRole('tabpanel').getByText('Activity is shown on EVM networks only', { exact: true }))
    expect(await page.getByRole('alert').count()).toBe(0)
    // Receive: the Solana address, in full and as a QR code
    await view.getByRole('button', { name: 'Receive', exact: true }).click()
    const receive = await see(dialog(page, 'Receive'))
    await see(receive.getByRole('img', { name: `QR code for ${solanaKey.address}`, exact: true }))
    await see(receive.getByText(solanaKey.address, { exact: true }))
    findings.push(...(await axeView(page, 'Receive (Solana)')))
    expect(findings).toEqual([])
    await closeModalIfOpen(page)

    // the demo's "Sign message" signs with the active account: an ed25519 signature over the UTF-8 message, base58
    const message = 'Hello from the Latch demo'
    await page
      .getByRole('region', { name: 'Sign a message' })
      .getByRole('button', { name: 'Sign message', exact: true })
      .click()
    const signed = await see(page.getByRole('region', { name: 'Sign a message' }).getByText(/^Signature:/))
    const signature = (await signed.locator('code').textContent())!.trim()
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(solanaKey.address)),
    ).toBe(true)
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode('another message'),
        base58.decode(solanaKey.address),
      ),
    ).toBe(false)

    // a reload restores both namespaces and stays on Solana (R-3.50, R-3.51: connected and active namespaces stored)
    await page.reload()
    await see(accountButton(page, solanaKey.address))
    await see(networkButton(page, SOLANA_NETWORK))

    // back to EVM: still connected there, so at once
    await chooseNetwork(page, SOLANA_NETWORK, NETWORK_A)
    await see(accountButton(page, evmAccount))
    await see(networkButton(page, NETWORK_A))
  })

  test('R-6.15 R-3.103 R-9.66 R-1.11 R-5.18: Send moves SOL and the SPL token on the Solana devnet, sign-and-send with preflight against "confirmed"; a bad address, an amount above the balance and a rejected signature send nothing', async () => {
    const { page } = await openDemo({
      account: evmAccount,
      init: (context) => installSolanaWallet(context, { secretHex: solanaKey.secretHex }),
    })
    await connectTestWallet(page, evmAccount)
    await chooseNetwork(page, NETWORK_A, SOLANA_NETWORK)
    await see(accountButton(page, solanaKey.address))

    const senderBefore = await lamportsOf(solanaKey.address)
    const receiverBefore = await lamportsOf(receiver)
    await sendFromAccountView(page, solanaKey.address, 'SOL', '0.25', receiver)
    expect((await lamportsOf(receiver)) - receiverBefore).toBe(250_000_000n)
    // the sender paid the amount and a fee
    expect(senderBefore - (await lamportsOf(solanaKey.address))).toBeGreaterThan(250_000_000n)
    await closeModalIfOpen(page)

    const tokensBefore = await tokensOf(solanaKey.address)
    const receiverTokensBefore = await tokensOf(receiver)
    await sendFromAccountView(page, solanaKey.address, 'LST', '12.5', receiver)
    expect(tokensBefore - (await tokensOf(solanaKey.address))).toBe(12_500_000n)
    expect((await tokensOf(receiver)) - receiverTokensBefore).toBe(12_500_000n)

    const { sendOptions } = await solanaWalletState(page)
    expect(sendOptions).toHaveLength(2)
    for (const options of sendOptions) expect(options).toMatchObject({ preflightCommitment: 'confirmed' })

    // bad input: nothing reaches the chain, the form says why and stays usable
    const view = await see(dialog(page, 'Account'))
    await view.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    const amount = send.getByRole('textbox', { name: 'Amount' })
    const to = send.getByRole('textbox', { name: 'Receiver address' })
    const submit = send.getByRole('button', { name: 'Send', exact: true })
    const before = await lamportsOf(solanaKey.address)
    // an EVM address is no Solana address (SPEC §5: 32–44 base58 characters)
    await amount.fill('1')
    await to.fill(evmAccount)
    await submit.click()
    await see(send.getByRole('alert').filter({ hasText: 'Invalid address' }))
    expect(await axeView(page, 'Send (Solana, an error shown)')).toEqual([])
    // more SOL than the account holds
    await amount.fill('100000')
    await to.fill(receiver)
    await submit.click()
    await see(send.getByRole('alert').filter({ hasText: 'Insufficient balance' }))
    // the wallet rejects the signature
    await setSolanaRejectSign(page, true)
    await amount.fill('1')
    await submit.click()
    await see(send.getByRole('alert').filter({ hasText: 'Transaction rejected' }))
    expect((await solanaWalletState(page)).sendOptions).toHaveLength(2)
    expect(await lamportsOf(solanaKey.address)).toBe(before)
  })

  test('R-2.6 R-3.2: an EVM-only wallet switching to Solana gets SwitchActiveChain, which lists the Solana wallets; connecting one lands on Solana, and EVM stays connected', async () => {
    const other = env.solana.keys[4]!
    const { page } = await openDemo({
      account: devAccount(9),
      init: (context) => installSolanaWallet(context, { name: SOLANA_WALLET_NAME, secretHex: other.secretHex }),
    })
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    // two wallets, two names: two entries
    await see(connect.getByRole('button', { name: SOLANA_WALLET_NAME, exact: true }))
    await closeModalIfOpen(page)
    await connectTestWallet(page, devAccount(9))

    await chooseNetwork(page, NETWORK_A, SOLANA_NETWORK)
    const switchChain = await see(dialog(page, 'Switch Chain'))
    await see(
      switchChain.getByText(`The connected wallet does not support ${SOLANA_NETWORK}. Connect a wallet that does:`, {
        exact: true,
      }),
    )
    expect(await axeView(page, 'SwitchActiveChain')).toEqual([])
    expect(await switchChain.getByRole('button', { name: TEST_WALLET_NAME, exact: true }).count()).toBe(0)
    await switchChain.getByRole('button', { name: SOLANA_WALLET_NAME, exact: true }).click()
    await see(accountButton(page, other.address))
    await see(networkButton(page, SOLANA_NETWORK))

    await chooseNetwork(page, SOLANA_NETWORK, NETWORK_A)
    await see(accountButton(page, devAccount(9)))
  })
})
