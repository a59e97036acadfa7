// A Bitcoin wallet that speaks only sats-connect (the testing kit's Bitcoin wallet with its sats-connect face alone,
// listed on window.btc_providers) against the demo: listed, connected with its payment account, a BIP-322 signature
// bip322-js verifies, a BTC send signed through signPsbt that the regtest stand-in holds after the next block (read
// independently over its Esplora routes), a rejection the page shows with nothing signed, and the user disconnecting
// the app in the wallet (sats-connect's disconnect event).
import {
  bitcoinKeysCall,
  bitcoinWalletState,
  disconnectBitcoinWallet,
  installBitcoinWallet,
  scriptBitcoinWallet,
  TEST_WALLET_ICON,
  walletAccountsOf,
} from '@latch/testing'
import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { bitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'
import { bitcoinDevKey, REGTEST } from '../../devnet/src/bitcoin-keys.ts'
import { axeView } from './axe.ts'
import { flooredText } from './chain.ts'
import { env, useDemo } from './harness.ts'
import { mineBitcoinBlock, satsOf } from './bitcoinChain.ts'
import {
  accountButton,
  closeModalIfOpen,
  connectButton,
  connectTestWallet,
  dialog,
  gone,
  openAccountView,
  see,
} from './ui.ts'

const SATS_WALLET = 'Latch Test Sats Wallet'
const MESSAGE = 'Hello from the Latch demo'
// Bitcoin dev key 9 is this file's wallet; key 0's payment address only ever receives here (the test asserts on its
// deltas)
const key = bitcoinDevKey(9)
const receiver = bitcoinDevKey(0).payment.address
const openDemo = useDemo()

const mine = mineBitcoinBlock

describe('Bitcoin over sats-connect', () => {
  test('R-1.21 R-3.17 R-1.10 R-8.85 R-4.50 a sats-connect-only wallet is listed and connects with its payment account; a BIP-322 signature verifies; a rejected send says so and signs nothing; a send lands after the next block; the wallet disconnecting brings back Connect Wallet', async () => {
    const keyring = bitcoinKeyring(key, REGTEST)
    const { page } = await openDemo({
      init: (context) =>
        installBitcoinWallet(context, {
          name: SATS_WALLET,
          icon: TEST_WALLET_ICON,
          chains: ['bitcoin:regtest'],
          accounts: walletAccountsOf(keyring),
          keys: bitcoinKeysCall(keyring),
          protocols: ['sats-connect'],
          esploraUrl: env.bitcoin.esploraUrl,
        }),
    })
    // only sats-connect: the modal lists it from window.btc_providers; a Bitcoin-only wallet lands on Bitcoin
    await connectTestWallet(page, key.payment.address, SATS_WALLET)
    // the provider's own getBalance agrees with the stand-in
    const balance = await page.evaluate(async () => {
      const [entry] = (window as unknown as { btc_providers?: { id: string }[] }).btc_providers ?? []
      const provider = entry!.id.split('.').reduce<unknown>((value, part) => (value as never)[part], window) as {
        request(method: string, params: null): Promise<{ result: { total: string } }>
      }
      return (await provider.request('getBalance', null)).result.total
    })
    expect(BigInt(balance)).toBe((await satsOf(key.payment.address)).total)

    // the demo's "Sign message": a rejection (sats-connect's USER_REJECTION) says so; then BIP-322 by the payment address
    const region = page.getByRole('region', { name: 'Sign a message' })
    await scriptBitcoinWallet(page, 'bitcoin:signMessage', 'reject')
    await region.getByRole('button', { name: 'Sign message', exact: true }).click()
    await see(region.getByRole('alert').filter({ hasText: /rejected/i }))
    expect((await bitcoinWalletState(page)).signedMessages).toBe(0)
    await region.getByRole('button', { name: 'Sign message', exact: true }).click()
    const signed = await see(region.getByText(/^Signature:/))
    const signature = (await signed.locator('code').textContent())!.trim()
    expect(Verifier.verifySignature(key.payment.address, MESSAGE, signature)).toBe(true)
    expect((await bitcoinWalletState(page)).signedMessages).toBe(1)

    // Send 0.25 BTC: the wallet's signPsbt rejected first (nothing signed, nothing sent), then signed and sent
    const before = await satsOf(receiver)
    const view = await openAccountView(page, key.payment.address)
    await see(view.getByText(flooredText((await satsOf(key.payment.address)).total, 8, 'BTC'), { exact: true }).first())
    await view.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    const submit = send.getByRole('button', { name: 'Send', exact: true })
    await scriptBitcoinWallet(page, 'bitcoin:signTransaction', 'reject')
    await submit.click()
    await see(send.getByRole('alert').filter({ hasText: 'Transaction rejected' }))
    expect((await bitcoinWalletState(page)).signedPsbts).toEqual([])
    expect(await satsOf(receiver)).toEqual(before)
    expect(await axeView(page, 'Send (Bitcoin over sats-connect, rejected)')).toEqual([])
    await submit.click()
    await see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
    expect((await bitcoinWalletState(page)).signedPsbts).toHaveLength(1)
    // in the mempool, not yet in a block
    expect((await satsOf(receiver)).total - before.total).toBe(25_000_000n)
    expect((await satsOf(receiver)).confirmed).toBe(before.confirmed)
    await mine()
    expect((await satsOf(receiver)).confirmed - before.confirmed).toBe(25_000_000n)
    await closeModalIfOpen(page)

    // the user disconnects the app in the wallet: sats-connect's disconnect event ends the connection
    await disconnectBitcoinWallet(page)
    await see(connectButton(page))
    await gone(accountButton(page, key.payment.address))
  })
})
