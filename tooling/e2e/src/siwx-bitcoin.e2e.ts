// Sign in with X on Bitcoin against the real cloud: with ?siwx=optional a Wallet Standard Bitcoin wallet connects on
// the demo's regtest network, SIWXSignMessage asks, the adapter's signMessage signs core's CAIP-122 Bitcoin text with
// BIP-322 (the payment account, P2WPKH), the cloud verifies it, the session is stored and a reload keeps it.
import { Verifier } from 'bip322-js'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { bitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'
import { REGTEST, bitcoinDevKey } from '../../devnet/src/bitcoin-keys.ts'
import {
  bitcoinKeysCall,
  installBitcoinWallet as installKitWallet,
  TEST_WALLET_ICON,
  walletAccountsOf,
} from '@latch/testing'
import { devAccount, env, useDemo } from './harness.ts'
import { anyDialog, connectButton, dialog, gone, see } from './ui.ts'

const WALLET = 'Latch SIWX Bitcoin Wallet'
const openDemo = useDemo()
// Bitcoin dev key 7 is this file's; the EVM test wallet is present but never connected here
const key = bitcoinDevKey(7)

async function installBitcoinWallet(context: BrowserContext): Promise<void> {
  const keyring = bitcoinKeyring(key, REGTEST)
  await installKitWallet(context, {
    name: WALLET,
    icon: TEST_WALLET_ICON,
    chains: ['bitcoin:regtest'],
    accounts: walletAccountsOf(keyring),
    keys: bitcoinKeysCall(keyring),
  })
}
const storedSessions = (page: Page) =>
  page.evaluate(() =>
    Object.values(
      JSON.parse(localStorage.getItem('@latch/siwx_sessions') ?? '{}') as Record<
        string,
        { id: string; account: string; address: string; message: string; signature: string }
      >,
    ),
  )

describe('Sign in with X on Bitcoin', () => {
  test('R-2.14 R-2.15 R-7.33 R-3.39: a Bitcoin wallet signs the CAIP-122 Bitcoin text with BIP-322, the cloud verifies it, a reload keeps the session', async () => {
    const { page } = await openDemo({ account: devAccount(9), search: '?siwx=optional', init: installBitcoinWallet })
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: WALLET, exact: true }).click()
    const view = await see(dialog(page, 'Sign In'))
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await see(dialog(page, 'Your email')).then((capture) =>
      capture.getByRole('button', { name: 'Skip', exact: true }).click(),
    )
    await gone(anyDialog(page))

    const [session] = await storedSessions(page)
    expect(session!.account).toBe(`${env.bitcoin.caipNetworkId}:${key.payment.address}`)
    await see(page.getByText(`Signed in as ${session!.account} until `, { exact: false }))
    expect(session!.message).toMatch(
      new RegExp(`^127\\.0\\.0\\.1:\\d+ wants you to sign in with your Bitcoin account:\\n${key.payment.address}\\n`),
    )
    expect(session!.message).toContain(`\nChain ID: ${env.bitcoin.caipNetworkId.split(':')[1]}\n`)
    expect(Verifier.verifySignature(key.payment.address, session!.message, session!.signature)).toBe(true)
    expect((await fetch(`${env.cloudUrl}/v1/sessions/${session!.id}?projectId=latch-demo`)).status).toBe(200)

    await page.reload()
    await see(page.getByText(`Signed in as ${session!.account} until `, { exact: false }))
    expect((await storedSessions(page)).map((stored) => stored.id)).toEqual([session!.id])
  })
})
