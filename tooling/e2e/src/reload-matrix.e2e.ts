// The reload matrix in Chromium, for the kinds of wallet no other file reloads in every case: a session the wallet
// ended while the page was closed is never painted as connected, and once the wallet trusts the page again a reload
// restores it with no click. The browser wallets are the testing kit's (EVM over EIP-6963, Solana and Bitcoin over the
// Wallet Standard); the phone is the pairing test wallet through the cloud's real relay.
import {
  authorizeBitcoinWallet,
  authorizeEvmWallet,
  authorizeSolanaWallet,
  bitcoinKeysCall,
  installBitcoinWallet,
  installSolanaWallet,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  walletAccountsOf,
} from '@latch/testing'
import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { bitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'
import { bitcoinDevKey, REGTEST } from '../../devnet/src/bitcoin-keys.ts'
import { truncated } from './chain.ts'
import { finishSignIn, signInAtStandIn, wagmiAddress } from './embedded.ts'
import { connectWalletPainted, recordAccountButtons, seenAccountButtons, shownConnected } from './accountButtons.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { answerCard, connectByLink, RELAY_BACK_TIMEOUT_MS, usePhone, walletSessions } from './pairing-wallet.ts'
import {
  accountButton,
  chooseWallet,
  connectButton,
  connectTestWallet,
  dialog,
  disconnect,
  gone,
  openAccountView,
  see,
} from './ui.ts'

const openDemo = useDemo()
const openPhone = usePhone()
// connecting moves no funds: EVM dev account 2, Solana dev key 6 and Bitcoin dev key 8 only sign elsewhere
const evmAccount = devAccount(2)
const solanaKey = env.solana.keys[6]!
const bitcoinKey = bitcoinDevKey(8)
const SOLANA_WALLET = 'Latch Reload Solana Wallet'
const BITCOIN_WALLET = 'Latch Reload Bitcoin Wallet'
// the kit's wallets remember the app's permission in the page origin's storage, as an extension does in its own
const EVM_WALLET_STORAGE = 'latch-test-wallet'
const SOLANA_WALLET_STORAGE = `latch-solana-wallet:${SOLANA_WALLET}`
// the Bitcoin wallet remembers nothing: this flag makes it refuse the app's connect, as a wallet that stopped trusting it
const BITCOIN_REFUSES = 'reload-matrix:bitcoin-wallet-refuses'

/** Connect Wallet → Continue with Google → the stand-in's login in the pop-up; the embedded address once connected */
async function signInWithGoogle(page: Page, context: BrowserContext, login: string): Promise<`0x${string}`> {
  await connectButton(page).click()
  const popupOpened = context.waitForEvent('page')
  await see(dialog(page, 'Connect Wallet')).then((connect) =>
    connect.getByRole('button', { name: 'Continue with Google', exact: true }).click(),
  )
  const popup = await popupOpened
  // a provider that remembers the person answers at once: the pop-up closes itself without its login form
  const closed = popup.waitForEvent('close').then(() => false)
  const form = popup
    .getByRole('textbox', { name: 'Enter any login' })
    .waitFor()
    .then(
      () => true,
      () => false,
    )
  if (await Promise.race([closed, form])) await signInAtStandIn(popup, login)
  await finishSignIn(page, `google:${login}`)
  const address = await wagmiAddress(page)
  await see(accountButton(page, address))
  return address
}

/** the page has settled on Connect Wallet (no restore under way), and never painted an account button on the way */
async function neverShownConnected(page: Page): Promise<void> {
  await see(connectButton(page).and(page.locator(':not([aria-busy])')))
  await see(page.getByText('wagmi sees: disconnected', { exact: true }))
  expect(await shownConnected(page)).toEqual([])
}

/** the wallet connects the site again from its own UI: the account shows with no click and no dialog; how long the
 * page took from the wallet's event to the account button (an upper bound: it includes the test's round trips) */
async function pickedUpWithNoClick(page: Page, address: string, authorize: () => Promise<void>): Promise<number> {
  const started = performance.now()
  await authorize()
  await see(accountButton(page, address))
  const took = performance.now() - started
  expect(await page.getByRole('dialog').count()).toBe(0)
  return took
}

/** a reload with the session alive: the account from the first paint, with no click and no Connect Wallet ever */
async function reloadShowsAccount(page: Page, address: string): Promise<void> {
  await page.reload()
  await see(accountButton(page, address))
  expect(await connectButton(page).count()).toBe(0)
  expect(await connectWalletPainted(page)).toBe(false)
}

describe('reload matrix', () => {
  test('R-4.5 R-4.7 R-4.48 R-4.26 browser EVM wallet: reloaded after the wallet stopped authorizing the site, never shown connected; the visitor connects the site again from the wallet itself, and the page shows the account with no click; a reload keeps it; once the visitor disconnected it in the app, the wallet coming back by itself does not connect it', async () => {
    const { page } = await openDemo({ account: evmAccount, init: recordAccountButtons })
    await connectTestWallet(page, evmAccount)
    // the wallet forgets the permission while nothing on the page listens (as when the page is closed)
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), connected: false }),
        ),
      EVM_WALLET_STORAGE,
    )
    await page.reload()
    await neverShownConnected(page)
    // the wallet's own "connect this site": it authorizes the site and says so with accountsChanged, which the page
    // follows while nothing is connected
    const took = await pickedUpWithNoClick(page, evmAccount, () => authorizeEvmWallet(page))
    console.info(
      `[reload] browser EVM authorized again from the wallet: the account shown ${Math.round(took)} ms after`,
    )
    await see(page.getByText(`wagmi sees: ${evmAccount}`, { exact: true }))
    await reloadShowsAccount(page, evmAccount)
    // R-4.26: disconnected in the app, the wallet coming back by itself does not connect it; Connect Wallet does
    await disconnect(page, evmAccount)
    await page.evaluate(() => {
      ;(window as unknown as { seenAccountButtons: string[] }).seenAccountButtons.length = 0
    })
    await authorizeEvmWallet(page)
    await connectButton(page).click()
    await see(dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
    expect(await seenAccountButtons(page)).toEqual([])
    await chooseWallet(page, evmAccount)
  })

  test('R-4.5 R-4.48 R-3.50 R-4.45 Solana wallet (Wallet Standard): reloaded alive, connected with no prompt; reloaded after the wallet dropped the app (no account on its silent connect), never shown connected; the visitor connects the site again from the wallet itself (its change event with the account), and the page shows the account with no click; a reload keeps it', async () => {
    const { page } = await openDemo({
      init: async (context) => {
        await recordAccountButtons(context)
        await installSolanaWallet(context, {
          name: SOLANA_WALLET,
          icon: TEST_WALLET_ICON,
          secretHex: solanaKey.secretHex,
          rpcUrl: env.solana.rpcUrl,
          chains: [env.solana.caipNetworkId],
        })
      },
    })
    await connectTestWallet(page, solanaKey.address, SOLANA_WALLET)
    await reloadShowsAccount(page, solanaKey.address)
    // the wallet forgets the app while nothing on the page listens (as when the page is closed)
    await page.evaluate((key) => localStorage.setItem(key, ''), SOLANA_WALLET_STORAGE)
    await page.reload()
    await neverShownConnected(page)
    const took = await pickedUpWithNoClick(page, solanaKey.address, () => authorizeSolanaWallet(page))
    console.info(`[reload] Solana authorized again from the wallet: the account shown ${Math.round(took)} ms after`)
    await reloadShowsAccount(page, solanaKey.address)
  })

  test('R-4.5 R-4.48 R-3.50 R-4.45 Bitcoin wallet (Wallet Standard): reloaded alive, connected with no prompt; reloaded after the wallet stopped trusting the app (its connect refused), never shown connected; the visitor connects the site again from the wallet itself (its change event with the accounts), and the page shows the account with no click; a reload keeps it', async () => {
    const keyring = bitcoinKeyring(bitcoinKey, REGTEST)
    const { page } = await openDemo({
      init: async (context) => {
        await recordAccountButtons(context)
        await installBitcoinWallet(context, {
          name: BITCOIN_WALLET,
          icon: TEST_WALLET_ICON,
          chains: ['bitcoin:regtest'],
          accounts: walletAccountsOf(keyring),
          keys: bitcoinKeysCall(keyring),
        })
        // after the wallet's own script: it refuses while the flag is set
        await context.addInitScript((flag) => {
          const wallet = (window as unknown as { __latchBitcoinWallet?: { setRejectConnect(reject: boolean): void } })
            .__latchBitcoinWallet
          if (localStorage.getItem(flag)) wallet?.setRejectConnect(true)
        }, BITCOIN_REFUSES)
      },
    })
    await connectTestWallet(page, bitcoinKey.payment.address, BITCOIN_WALLET)
    await reloadShowsAccount(page, bitcoinKey.payment.address)
    await page.evaluate((flag) => localStorage.setItem(flag, '1'), BITCOIN_REFUSES)
    await page.reload()
    await neverShownConnected(page)
    // the wallet trusts the app again (also on the next load) and says so with its change event
    await page.evaluate((flag) => localStorage.removeItem(flag), BITCOIN_REFUSES)
    const took = await pickedUpWithNoClick(page, bitcoinKey.payment.address, () => authorizeBitcoinWallet(page))
    console.info(`[reload] Bitcoin authorized again from the wallet: the account shown ${Math.round(took)} ms after`)
    await reloadShowsAccount(page, bitcoinKey.payment.address)
  })

  test('R-4.5 R-4.54 phone by pairing: reloaded alive, connected with no card on the phone and still signing; the phone ended the session while the page was closed: the page opened again shows the account only as Reconnecting, never connected, and settles on Connect Wallet', async () => {
    const account = devAccount(6)
    const { page, context } = await openDemo({
      account: devAccount(9),
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const wallet = await openPhone()
    await connectByLink(page, wallet, account)
    await page.reload()
    await see(accountButton(page, account))
    await see(page.getByText(`wagmi sees: ${account}`, { exact: true }))
    expect(await wallet.getByRole('region', { name: 'Connection request', exact: true }).count()).toBe(0)
    // the session still signs after the reload
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await answerCard(wallet, 'Signature request', 'Approve')
    await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))

    await page.close()
    await walletSessions(wallet).getByRole('button', { name: 'Disconnect', exact: true }).click()
    await recordAccountButtons(context)
    const again = await context.newPage()
    await again.goto(env.demoUrl)
    await see(connectButton(again).and(again.locator(':not([aria-busy])')))
    await see(again.getByText('wagmi sees: disconnected', { exact: true }))
    const settledAt = await again.evaluate(() => performance.now())
    expect(await accountButton(again, account).count()).toBe(0)
    // from the first paint: the restored account was only ever shown as reconnecting, never as connected
    const seen = await seenAccountButtons(again)
    expect(seen.filter((label) => label !== `Account ${truncated(account)}, Reconnecting...`)).toEqual([])
    const painted = await again.evaluate(() => (window as unknown as { accountPaints: number[] }).accountPaints)
    console.info(
      `[reload] pairing, session deleted while the page was closed: never shown as connected; ${painted.length ? `shown as Reconnecting from ${Math.round(painted[0]!)} ms after navigation` : 'no account painted'}, Connect Wallet settled by ${Math.round(settledAt)} ms`,
    )
  })

  test('R-4.5 phone by pairing, the relay unreachable when the page reloads: the account shows as Reconnecting, never connected; a request fails at once saying the wallet cannot be reached; the relay back, the account shows as connected with no click and signs', async () => {
    const account = devAccount(5)
    let relayDown = false
    const { page } = await openDemo({
      account: devAccount(9),
      permissions: ['clipboard-read', 'clipboard-write'],
      init: async (context) => {
        await recordAccountButtons(context)
        // the relay as this browser reaches it: closed at once while "down", else passed through to the real relay
        await context.routeWebSocket(
          (url) => url.href.startsWith(env.relayUrl),
          (socket) => (relayDown ? socket.close() : void socket.connectToServer()),
        )
      },
    })
    const wallet = await openPhone()
    await connectByLink(page, wallet, account)
    relayDown = true
    await page.reload()
    const named = `Account ${truncated(account)}`
    const reconnecting = page.getByRole('button', { name: `${named}, Reconnecting...`, exact: true })
    await see(reconnecting)
    const sign = page.getByRole('button', { name: 'Sign message', exact: true })
    const clicked = performance.now()
    await sign.click()
    await see(page.getByRole('alert').filter({ hasText: 'Your wallet cannot be reached right now' }))
    const failedAfter = performance.now() - clicked
    // the phone was never asked: no wait for the ping's 5 s bound, and the wallet is not blamed
    expect(failedAfter).toBeLessThan(4_000)
    await see(reconnecting)
    expect(await page.getByRole('button', { name: `${named}, Not responding`, exact: true }).count()).toBe(0)
    expect((await seenAccountButtons(page)).filter((label) => label !== `${named}, Reconnecting...`)).toEqual([])
    relayDown = false
    // the pairing client reopens its socket on its own backoff, then the session answers: no click
    await page.getByRole('button', { name: named, exact: true }).waitFor({ timeout: RELAY_BACK_TIMEOUT_MS })
    await sign.click()
    await answerCard(wallet, 'Signature request', 'Approve')
    await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    console.info(
      `[reload] pairing, relay unreachable: a sign request failed ${Math.round(failedAfter)} ms after the click`,
    )
  })

  test('R-4.5 R-4.7 R-4.17 social (embedded wallet): reloaded alive, connected with no click; after "Sign out everywhere" in another browser, a reload never shows it connected, and only a new sign-in brings it back', async () => {
    const login = `reload${randomUUID().slice(0, 8)}`
    const first = await openDemo({ init: recordAccountButtons })
    const address = await signInWithGoogle(first.page, first.context, login)
    await first.page.reload()
    await see(accountButton(first.page, address))
    await see(first.page.getByText(`wagmi sees: ${address}`, { exact: true }))
    expect(await connectButton(first.page).count()).toBe(0)

    const second = await openDemo({})
    expect(await signInWithGoogle(second.page, second.context, login)).toBe(address)
    const view = await openAccountView(second.page, address)
    await view.getByRole('button', { name: 'Sign out everywhere', exact: true }).click()
    await gone(view)

    await first.page.reload()
    await neverShownConnected(first.page)
    // a revoked session cannot come back by itself: the visitor signs in again
    expect(await signInWithGoogle(first.page, first.context, login)).toBe(address)
  })
})
