// The universal adapter with Bitcoin: the pairing test wallet (apps/test-wallet) approves eip155 and bip122 in
// one session, so the demo shows the EVM and the Bitcoin payment account; switching to Bitcoin is immediate; a BIP-322
// signMessage and a signPsbt send go over the same session, approved on the phone, checked by the test itself.
import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { bitcoinDevKey } from '../../devnet/src/bitcoin-keys.ts'
import { devAccount, NETWORK_A, useDemo } from './harness.ts'
import { mineBitcoinBlock, satsOf } from './bitcoinChain.ts'
import { answerCard, approveTransaction, connectByLink, usePhone } from './pairing-wallet.ts'
import { accountButton, closeModalIfOpen, dialog, networkButton, openAccountView, see } from './ui.ts'

const BITCOIN_NETWORK = 'Bitcoin Regtest'
const openDemo = useDemo()
const openPhone = usePhone()

// the pairing test wallet's Bitcoin accounts are dev key 1's (global-setup.ts, as in `npm start`); key 6's payment
// address only receives here
const phone = bitcoinDevKey(1)
const receiver = bitcoinDevKey(6).payment.address
const confirmedSats = async (address: string): Promise<bigint> => (await satsOf(address)).confirmed

describe('pairing with Bitcoin accounts', () => {
  test('R-4.53 R-3.17 R-3.18 R-1.10 R-1.11: one pairing gives the EVM and Bitcoin payment accounts; the switch to Bitcoin is immediate; a BIP-322 signature approved on the phone verifies; a BTC send approved there is on chain after the next block', async () => {
    const account = devAccount(5)
    const { page } = await openDemo({ account: devAccount(9), permissions: ['clipboard-read', 'clipboard-write'] })
    // two browsers and the relay per step: in a full parallel run a step has taken over the usual 15 s (seen twice)
    page.setDefaultTimeout(30_000)
    const wallet = await openPhone()
    await connectByLink(page, wallet, account)
    // the same session's Bitcoin payment account (index 0), through the same hooks (the demo's Accounts section)
    await see(page.getByRole('listitem', { name: 'bip122 account' }).filter({ hasText: phone.payment.address }))

    await networkButton(page, NETWORK_A).click()
    await see(dialog(page, 'Choose Network')).then((networks) =>
      networks.getByRole('button', { name: BITCOIN_NETWORK, exact: true }).click(),
    )
    await see(accountButton(page, phone.payment.address))
    await see(networkButton(page, BITCOIN_NETWORK))
    await closeModalIfOpen(page)

    const message = 'Hello from the Latch demo'
    const signing = page.getByRole('region', { name: 'Sign a message' })
    await signing.getByRole('button', { name: 'Sign message', exact: true }).click()
    const card = await see(wallet.getByRole('region', { name: 'Signature request', exact: true }))
    await see(card.getByText(message, { exact: true }))
    await answerCard(wallet, 'Signature request', 'Approve')
    const signature = (await (await see(signing.getByText(/^Signature:/))).locator('code').textContent())!.trim()
    expect(Verifier.verifySignature(phone.payment.address, message, signature)).toBe(true)

    // a failed attempt's send may still wait in the mempool: mined first, so this attempt counts only its own
    await mineBitcoinBlock()
    const before = await confirmedSats(receiver)
    const accountView = await openAccountView(page, phone.payment.address)
    await accountView.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await approveTransaction(wallet, page)
    expect(await confirmedSats(receiver)).toBe(before)
    await mineBitcoinBlock()
    expect((await confirmedSats(receiver)) - before).toBe(10_000_000n)
  }, 120_000)
})
