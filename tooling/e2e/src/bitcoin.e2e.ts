// Bitcoin in the demo: a Wallet Standard Bitcoin wallet found beside the EVM one (one MULTI_CHAIN entry), the switch
// across namespaces, the Account view with the payment account and its BTC, a send that the regtest stand-in holds
// after the next block (read independently over its Esplora routes), a BIP-322 signature bip322-js verifies, bad
// input, and SwitchActiveChain when the wallet lacks the namespace.
import { Verifier } from 'bip322-js'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { REGTEST, bitcoinDevKey } from '../../devnet/src/bitcoin-keys.ts'
import { type AxeFinding, axeView } from './axe.ts'
import { signInByEmail, uniqueEmail } from './embedded.ts'
import { bitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'
import {
  bitcoinKeysCall,
  bitcoinWalletState,
  installBitcoinWallet as installKitWallet,
  scriptBitcoinWallet,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  walletAccountsOf,
} from '@latch/testing'
import { flooredText, truncated } from './chain.ts'
import { devAccount, NETWORK_A, useDemo } from './harness.ts'
import { mineBitcoinBlock, satsOf } from './bitcoinChain.ts'
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

const BITCOIN_NETWORK = 'Bitcoin Regtest'
const BITCOIN_WALLET_NAME = 'Latch Bitcoin Wallet'
const openDemo = useDemo()
// EVM dev account 9 only connects here; Bitcoin dev keys 3–5 are this file's (1 is the phone wallet's, 2 the
// integration test's)
const evmAccount = devAccount(9)
const key = bitcoinDevKey(3)
// only ever receives here: the test asserts on its deltas
const receiver = bitcoinDevKey(5).payment.address

const mine = mineBitcoinBlock

/** the kit's Wallet Standard Bitcoin wallet in every top page, its keys in this process (a binding) */
async function installBitcoinWallet(context: BrowserContext, index: number, name = TEST_WALLET_NAME): Promise<void> {
  const keyring = bitcoinKeyring(bitcoinDevKey(index), REGTEST)
  await installKitWallet(context, {
    name,
    icon: TEST_WALLET_ICON,
    chains: ['bitcoin:regtest'],
    accounts: walletAccountsOf(keyring),
    keys: bitcoinKeysCall(keyring),
  })
}
const walletState = bitcoinWalletState

/** Networks → the network, from the NetworkButton on the page */
async function chooseNetwork(page: Page, from: string, to: string): Promise<void> {
  await closeModalIfOpen(page)
  await networkButton(page, from).click()
  await see(dialog(page, 'Choose Network')).then((networks) =>
    networks.getByRole('button', { name: to, exact: true }).click(),
  )
}

describe('Bitcoin', () => {
  test('R-1.21 R-3.17 R-3.18 R-6.28 R-1.7 R-1.8 R-1.10 R-1.11 R-6.17 R-3.50 R-3.51: a wallet speaking EVM and Bitcoin is listed once; the switch is immediate; the Account view shows the payment account and its BTC; a BIP-322 signature verifies; a send is on chain after the next block; bad input sends nothing; a reload restores it; back to EVM at once', async () => {
    const { page } = await openDemo({ account: evmAccount, init: (context) => installBitcoinWallet(context, 3) })
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await see(connect.getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
    expect(await connect.getByRole('button', { name: TEST_WALLET_NAME, exact: true }).count()).toBe(1)
    await closeModalIfOpen(page)
    await connectTestWallet(page, evmAccount)

    await chooseNetwork(page, NETWORK_A, BITCOIN_NETWORK)
    // the same wallet speaks Bitcoin: no other view; the account is the payment one (index 0), not the ordinal
    await see(accountButton(page, key.payment.address))
    await see(networkButton(page, BITCOIN_NETWORK))
    expect(await dialog(page, 'Switch Chain').count()).toBe(0)
    const view = await openAccountView(page, key.payment.address)
    await see(view.getByText(truncated(key.payment.address), { exact: true }))
    await see(view.getByText(flooredText((await satsOf(key.payment.address)).total, 8, 'BTC'), { exact: true }).first())
    await see(networkButton(view, BITCOIN_NETWORK))
    const findings: AxeFinding[] = [...(await axeView(page, 'Account (Bitcoin)'))]
    await view.getByRole('tab', { name: 'Activity', exact: true }).click()
    await see(view.getByRole('tabpanel').getByText('Activity is shown on EVM networks only', { exact: true }))
    await view.getByRole('button', { name: 'Receive', exact: true }).click()
    const receive = await see(dialog(page, 'Receive'))
    await see(receive.getByText(key.payment.address, { exact: true }))
    findings.push(...(await axeView(page, 'Receive (Bitcoin)')))
    await receive.getByRole('button', { name: 'Back', exact: true }).click()

    // Send: 0.25 BTC to another key; accepted by the chain, held by the receiver once a block is mined
    const before = await satsOf(receiver)
    await see(dialog(page, 'Account')).then((account) =>
      account.getByRole('button', { name: 'Send', exact: true }).click(),
    )
    const send = await see(dialog(page, 'Send'))
    const amount = send.getByRole('textbox', { name: 'Amount' })
    const to = send.getByRole('textbox', { name: 'Receiver address' })
    const submit = send.getByRole('button', { name: 'Send', exact: true })
    // an EVM address, and a regtest address with a broken checksum, are no Bitcoin addresses
    await amount.fill('0.25')
    await to.fill(evmAccount)
    await submit.click()
    await see(send.getByRole('alert').filter({ hasText: 'Invalid address' }))
    await to.fill(`${receiver.slice(0, -1)}${receiver.endsWith('q') ? 'p' : 'q'}`)
    await submit.click()
    await see(send.getByRole('alert').filter({ hasText: 'Invalid address' }))
    // a valid mainnet address is no address of the regtest network
    await to.fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    await submit.click()
    await see(send.getByRole('alert').filter({ hasText: 'Invalid address' }))
    findings.push(...(await axeView(page, 'Send (Bitcoin, an error shown)')))
    // the wallet rejects the signature: nothing is sent
    await scriptBitcoinWallet(page, 'bitcoin:signTransaction', 'reject')
    await to.fill(receiver)
    await submit.click()
    await see(send.getByRole('alert').filter({ hasText: 'Transaction rejected' }))
    expect(await satsOf(receiver)).toEqual(before)
    await submit.click()
    await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
    expect((await walletState(page)).signedPsbts.length).toBeGreaterThan(0)
    // in the mempool, not yet in a block
    expect((await satsOf(receiver)).confirmed).toBe(before.confirmed)
    expect((await satsOf(receiver)).total - before.total).toBe(25_000_000n)
    await mine()
    expect((await satsOf(receiver)).confirmed - before.confirmed).toBe(25_000_000n)
    expect(findings).toEqual([])
    await closeModalIfOpen(page)

    // the demo's "Sign message" signs with the active account: BIP-322 by the payment address, base64
    const message = 'Hello from the Latch demo'
    await page
      .getByRole('region', { name: 'Sign a message' })
      .getByRole('button', { name: 'Sign message', exact: true })
      .click()
    const signed = await see(page.getByRole('region', { name: 'Sign a message' }).getByText(/^Signature:/))
    const signature = (await signed.locator('code').textContent())!.trim()
    expect(Verifier.verifySignature(key.payment.address, message, signature)).toBe(true)
    expect(Verifier.verifySignature(key.payment.address, 'another message', signature)).toBe(false)

    // a reload restores both namespaces and stays on Bitcoin (R-3.50, R-3.51: connected and active namespaces stored)
    await page.reload()
    await see(accountButton(page, key.payment.address))
    await see(networkButton(page, BITCOIN_NETWORK))

    // back to EVM: still connected there, so at once
    await chooseNetwork(page, BITCOIN_NETWORK, NETWORK_A)
    await see(accountButton(page, evmAccount))
    await see(networkButton(page, NETWORK_A))
  })

  test('R-2.6 R-3.2: an EVM-only wallet switching to Bitcoin gets SwitchActiveChain, which lists the Bitcoin wallets; connecting one lands on Bitcoin, and EVM stays connected', async () => {
    const other = bitcoinDevKey(4)
    const { page } = await openDemo({
      account: evmAccount,
      init: (context) => installBitcoinWallet(context, 4, BITCOIN_WALLET_NAME),
    })
    await connectTestWallet(page, evmAccount)
    await chooseNetwork(page, NETWORK_A, BITCOIN_NETWORK)
    const switchChain = await see(dialog(page, 'Switch Chain'))
    await see(
      switchChain.getByText(`The connected wallet does not support ${BITCOIN_NETWORK}. Connect a wallet that does:`, {
        exact: true,
      }),
    )
    expect(await axeView(page, 'SwitchActiveChain (Bitcoin)')).toEqual([])
    expect(await switchChain.getByRole('button', { name: TEST_WALLET_NAME, exact: true }).count()).toBe(0)
    await switchChain.getByRole('button', { name: BITCOIN_WALLET_NAME, exact: true }).click()
    await see(accountButton(page, other.payment.address))
    await see(networkButton(page, BITCOIN_NETWORK))

    await chooseNetwork(page, BITCOIN_NETWORK, NETWORK_A)
    await see(accountButton(page, evmAccount))
  })

  test('R-4.51 R-2.6: the embedded wallet holds no Bitcoin key: signed in by email, switching to Bitcoin asks for a Bitcoin wallet (SwitchActiveChain), and the sign-in stays on EVM', async () => {
    const other = bitcoinDevKey(4)
    const { page } = await openDemo({ init: (context) => installBitcoinWallet(context, 4, BITCOIN_WALLET_NAME) })
    const evmAddress = await signInByEmail(page, uniqueEmail('bitcoin'))
    await chooseNetwork(page, NETWORK_A, BITCOIN_NETWORK)
    const switchChain = await see(dialog(page, 'Switch Chain'))
    await see(
      switchChain.getByText(`The connected wallet does not support ${BITCOIN_NETWORK}. Connect a wallet that does:`, {
        exact: true,
      }),
    )
    await switchChain.getByRole('button', { name: BITCOIN_WALLET_NAME, exact: true }).click()
    await see(accountButton(page, other.payment.address))
    await see(networkButton(page, BITCOIN_NETWORK))

    await chooseNetwork(page, BITCOIN_NETWORK, NETWORK_A)
    await see(accountButton(page, evmAddress))
  })
})
