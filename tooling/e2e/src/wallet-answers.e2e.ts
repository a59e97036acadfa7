// The testing kit's scripted wallets (@latch/testing) against the demo, EVM, Solana and Bitcoin: a signature the user
// rejects, a wallet that fails with its own error, one that keeps the request waiting until the test releases it, and
// the user disconnecting the app in the wallet. What the page shows each time.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  bitcoinKeysCall,
  bitcoinWalletState,
  disconnectBitcoinWallet,
  moveBitcoinWalletToAccounts,
  disconnectEvmWallet,
  disconnectSolanaWallet,
  evmWalletState,
  installBitcoinWallet,
  installSolanaWallet,
  moveSolanaWalletToAccount,
  releaseBitcoinWallet,
  releaseEvmWallet,
  releaseSolanaWallet,
  scriptBitcoinWallet,
  scriptEvmWallet,
  scriptSolanaWallet,
  solanaWalletState,
  TEST_WALLET_ICON,
  type WalletAnswer,
  walletAccountsOf,
} from '@latch/testing'
import { Verifier } from 'bip322-js'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { bitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'
import { bitcoinDevKey, REGTEST } from '../../devnet/src/bitcoin-keys.ts'
import { truncated } from './chain.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { accountButton, connectButton, connectTestWallet, gone, see } from './ui.ts'

// no balances change here: the keys only sign messages (Bitcoin dev key 8 is this file's; Solana dev key 6 only
// receives elsewhere, and a signature moves nothing)
const account = devAccount(1)
const solanaKey = env.solana.keys[6]!
const bitcoinKey = bitcoinDevKey(8)
const MESSAGE = 'Hello from the Latch demo'
const SOLANA_WALLET = 'Latch Scripted Solana Wallet'
const BITCOIN_WALLET = 'Latch Scripted Bitcoin Wallet'
const openDemo = useDemo()

/** a wallet of one namespace as the test scripts it: its scripted signature, its release, how many it signed */
interface ScriptedWallet {
  script(answer: WalletAnswer): Promise<void>
  release(): Promise<void>
  signed(): Promise<number>
}

/**
 * the demo's "Sign message" against the wallet's scripted answers: a rejection and a failure each say so and sign
 * nothing; a held request signs nothing until released. The signature the page shows at the end.
 */
async function signAsScripted(page: Page, wallet: ScriptedWallet): Promise<string> {
  const region = page.getByRole('region', { name: 'Sign a message' })
  const sign = region.getByRole('button', { name: 'Sign message', exact: true })

  await wallet.script('reject')
  await sign.click()
  await see(region.getByRole('alert').filter({ hasText: /rejected/i }))
  expect(await wallet.signed()).toBe(0)

  await wallet.script({ code: -32603, message: 'The wallet is locked' })
  await sign.click()
  // the rejection's alert goes when the new request starts; the failure's comes
  await see(region.getByRole('alert').filter({ hasNotText: /rejected/i }))
  expect(await wallet.signed()).toBe(0)

  await wallet.script('hang')
  await sign.click()
  await gone(region.getByRole('alert'))
  expect(await wallet.signed()).toBe(0)
  await wallet.release()
  const line = await see(region.getByText(/^Signature:/))
  expect(await wallet.signed()).toBe(1)
  return (await line.locator('code').textContent())!.trim()
}

describe('the wallet answers as the test scripts it', () => {
  test('R-1.10 a rejected signature and a failing wallet each say so on the page and sign nothing; a request held by the wallet is signed once released', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const sign = page.getByRole('button', { name: 'Sign message', exact: true })
    const signed = async () => (await evmWalletState(page)).signed.length

    await scriptEvmWallet(page, 'personal_sign', 'reject')
    await sign.click()
    await see(page.getByRole('alert').filter({ hasText: /rejected/i }))
    expect(await signed()).toBe(0)

    await scriptEvmWallet(page, 'personal_sign', { code: -32603, message: 'The wallet is locked' })
    await sign.click()
    const failed = await see(page.getByRole('alert'))
    expect(await failed.textContent()).not.toMatch(/rejected/i)
    expect(await signed()).toBe(0)

    await scriptEvmWallet(page, 'personal_sign', 'hang')
    await sign.click()
    // the earlier alert is cleared when the new request starts; nothing is signed while the wallet holds it
    await gone(page.getByRole('alert'))
    expect(await signed()).toBe(0)
    await releaseEvmWallet(page)
    const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    const signature = (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address: account, message: MESSAGE, signature })).toBe(true)
    expect(await signed()).toBe(1)
  })

  test('a browser wallet that stops answering: the sign request ends within the probe bound with what to do, the account shows Not responding; answering again, a focus shows the account with no click', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    // the extension hangs: the probe before the request gets no answer (the kit's scripts are used once each)
    await scriptEvmWallet(page, 'eth_accounts', 'hang')
    const started = Date.now()
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await see(page.getByRole('alert').filter({ hasText: 'The wallet is not responding' }))
    console.info(
      `[liveness] browser wallet e2e: the sign request ended ${Date.now() - started} ms after the click, the wallet hung (bound 3000 ms)`,
    )
    await see(page.getByRole('button', { name: `Account ${truncated(account)}, Not responding`, exact: true }))
    expect((await evmWalletState(page)).signed.length).toBe(0)
    await releaseEvmWallet(page)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await see(page.getByRole('button', { name: `Account ${truncated(account)}`, exact: true }))
    expect(await page.getByRole('button', { name: /Not responding/ }).count()).toBe(0)
  })

  test('R-3.11 the user disconnects the app in the wallet: the page offers Connect Wallet again', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await disconnectEvmWallet(page)
    await see(connectButton(page))
    await gone(accountButton(page, account))
  })

  test('R-1.10 R-8.85 R-4.48 R-4.50 R-4.45 a Solana wallet (Wallet Standard): a rejected signature and a failing wallet each say so and sign nothing; a held request signs nothing until released; an account picked in the wallet replaces the shown one; the user disconnecting in the wallet brings back Connect Wallet', async () => {
    const { page } = await openDemo({
      init: (context) =>
        installSolanaWallet(context, {
          name: SOLANA_WALLET,
          icon: TEST_WALLET_ICON,
          secretHex: solanaKey.secretHex,
          rpcUrl: env.solana.rpcUrl,
          chains: [env.solana.caipNetworkId],
        }),
    })
    // a Solana-only wallet: its connection lands on Solana
    await connectTestWallet(page, solanaKey.address, SOLANA_WALLET)
    const signature = await signAsScripted(page, {
      script: (answer) => scriptSolanaWallet(page, 'solana:signMessage', answer),
      release: () => releaseSolanaWallet(page),
      signed: async () => (await solanaWalletState(page)).signedMessages,
    })
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode(MESSAGE), base58.decode(solanaKey.address)),
    ).toBe(true)

    // the user picks another account in the wallet: the page follows it with no click
    const other = env.solana.keys[7]!
    await moveSolanaWalletToAccount(page, other.secretHex)
    await see(accountButton(page, other.address))
    await gone(accountButton(page, solanaKey.address))

    await disconnectSolanaWallet(page)
    await see(connectButton(page))
    await gone(accountButton(page, other.address))
  })

  test('R-1.10 R-8.85 R-4.48 R-4.50 R-4.45 a Bitcoin wallet (Wallet Standard): a rejected signature and a failing wallet each say so and sign nothing; a held request signs nothing until released; accounts picked in the wallet replace the shown one and sign; the user disconnecting in the wallet brings back Connect Wallet', async () => {
    const keyring = bitcoinKeyring(bitcoinKey, REGTEST)
    // dev key 7 only signs messages, here and in siwx-bitcoin.e2e.ts
    const otherKey = bitcoinDevKey(7)
    const otherKeyring = bitcoinKeyring(otherKey, REGTEST)
    const { page } = await openDemo({
      init: (context) =>
        installBitcoinWallet(context, {
          name: BITCOIN_WALLET,
          icon: TEST_WALLET_ICON,
          chains: ['bitcoin:regtest'],
          accounts: walletAccountsOf(keyring),
          keys: bitcoinKeysCall(keyring, otherKeyring),
        }),
    })
    // a Bitcoin-only wallet: its connection lands on Bitcoin, with the payment account
    await connectTestWallet(page, bitcoinKey.payment.address, BITCOIN_WALLET)
    const signature = await signAsScripted(page, {
      script: (answer) => scriptBitcoinWallet(page, 'bitcoin:signMessage', answer),
      release: () => releaseBitcoinWallet(page),
      signed: async () => (await bitcoinWalletState(page)).signedMessages,
    })
    expect(Verifier.verifySignature(bitcoinKey.payment.address, MESSAGE, signature)).toBe(true)

    // the user picks other accounts in the wallet: the page follows with no click, and the wallet signs with them
    await moveBitcoinWalletToAccounts(page, walletAccountsOf(otherKeyring))
    await see(accountButton(page, otherKey.payment.address))
    await gone(accountButton(page, bitcoinKey.payment.address))
    const region = page.getByRole('region', { name: 'Sign a message' })
    await region.getByRole('button', { name: 'Sign message', exact: true }).click()
    // the page shows the new signature in place of the first
    const shown = region.getByText(/^Signature:/).locator('code')
    await expect.poll(async () => (await shown.textContent())?.trim()).not.toBe(signature)
    const moved = (await shown.textContent())!.trim()
    expect((await bitcoinWalletState(page)).signedMessages).toBe(2)
    expect(Verifier.verifySignature(otherKey.payment.address, MESSAGE, moved)).toBe(true)

    await disconnectBitcoinWallet(page)
    await see(connectButton(page))
    await gone(accountButton(page, otherKey.payment.address))
  })
})
