// The universal adapter: the pairing test wallet (apps/test-wallet) approves eip155 and solana in one session,
// so the demo shows both accounts; switching to Solana is immediate, and solana_signMessage and
// solana_signAndSendTransaction go over the same session, approved on the phone.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { devAccount, env, NETWORK_A, useDemo } from './harness.ts'
import { answerCard, approveTransaction, connectByLink, usePhone } from './pairing-wallet.ts'
import { accountButton, closeModalIfOpen, dialog, networkButton, openAccountView, see } from './ui.ts'

const SOLANA_NETWORK = 'Latch Solana Devnet'
const openDemo = useDemo()
const openPhone = usePhone()

// the pairing test wallet's Solana account is dev key 1 (global-setup.ts, as in `npm start`); key 6 only receives here
const phoneSolana = env.solana.keys[1]!.address
const receiver = env.solana.keys[6]!.address
const lamportsOf = async (address: string): Promise<bigint> => {
  const response = await fetch(env.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

describe('pairing with Solana accounts', () => {
  test('R-4.53 R-7.60 R-6.15: one pairing gives the EVM and Solana accounts; the switch to Solana is immediate; a solana_signMessage approved on the phone verifies (ed25519); a SOL send approved there is confirmed on chain', async () => {
    const account = devAccount(5)
    const { page } = await openDemo({ account: devAccount(9), permissions: ['clipboard-read', 'clipboard-write'] })
    const wallet = await openPhone()
    await connectByLink(page, wallet, account)
    // the same session's Solana account, through the same hooks (the demo's Accounts section)
    await see(page.getByRole('listitem', { name: 'solana account' }).filter({ hasText: phoneSolana }))

    await networkButton(page, NETWORK_A).click()
    await see(dialog(page, 'Choose Network')).then((networks) =>
      networks.getByRole('button', { name: SOLANA_NETWORK, exact: true }).click(),
    )
    await see(accountButton(page, phoneSolana))
    await see(networkButton(page, SOLANA_NETWORK))
    await closeModalIfOpen(page)

    const message = 'Hello from the Latch demo'
    const signing = page.getByRole('region', { name: 'Sign a message' })
    await signing.getByRole('button', { name: 'Sign message', exact: true }).click()
    const card = await see(wallet.getByRole('region', { name: 'Signature request', exact: true }))
    await see(card.getByText(message, { exact: true }))
    await answerCard(wallet, 'Signature request', 'Approve')
    const signature = (await (await see(signing.getByText(/^Signature:/))).locator('code').textContent())!.trim()
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(phoneSolana)),
    ).toBe(true)

    const before = await lamportsOf(receiver)
    const accountView = await openAccountView(page, phoneSolana)
    await accountView.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await approveTransaction(wallet, page)
    expect((await lamportsOf(receiver)) - before).toBe(100_000_000n)
  })
})
