// A wallet that only sets window.ethereum (no EIP-6963): the generic "Browser Wallet" entry.
import { describe, expect, test } from 'vitest'
import { MOBILE } from './browser.ts'
import { devAccount, useDemo } from './harness.ts'
import { authorizeEvmWallet, disconnectEvmWallet, TEST_WALLET_NAME, evmWalletState } from '@latch/testing'
import { accountButton, chooseWallet, connectButton, dialog, see } from './ui.ts'

const account = devAccount(2)
const openDemo = useDemo()

describe('legacy injected provider (window.ethereum only)', () => {
  test('R-5.33: on desktop the generic "Browser Wallet" is hidden', async () => {
    const { page } = await openDemo({ account, legacy: true })
    await connectButton(page).click()
    const modal = await see(dialog(page, 'Connect Wallet'))
    await see(modal.getByRole('button', { name: 'All Wallets', exact: true }))
    // lazy chunks and discovery are done once the network has been quiet
    await page.waitForLoadState('networkidle')
    expect(await modal.getByRole('button', { name: 'Browser Wallet', exact: true }).count()).toBe(0)
    expect(await modal.getByRole('button', { name: TEST_WALLET_NAME, exact: true }).count()).toBe(0)
  })

  test('R-5.33 R-1.2: on mobile "Browser Wallet" is listed and connects', async () => {
    const { page } = await openDemo({ account, legacy: true, context: MOBILE })
    await connectButton(page).click()
    await see(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Browser Wallet', exact: true }))
    await chooseWallet(page, account, 'Browser Wallet')
    expect((await evmWalletState(page)).connected).toBe(true)
  })

  test('R-4.48 R-4.45 on mobile the Browser Wallet that drops the site shows Connect Wallet; connected again from the wallet itself (accountsChanged, no EIP-6963), the page shows the account with no click', async () => {
    const { page } = await openDemo({ account, legacy: true, context: MOBILE })
    await connectButton(page).click()
    await chooseWallet(page, account, 'Browser Wallet')
    await disconnectEvmWallet(page)
    await see(connectButton(page))
    await see(page.getByText('wagmi sees: disconnected', { exact: true }))
    const started = performance.now()
    await authorizeEvmWallet(page)
    await see(accountButton(page, account))
    console.info(
      `[liveness] legacy Browser Wallet authorized again: the account shown ${Math.round(performance.now() - started)} ms after`,
    )
    expect(await page.getByRole('dialog').count()).toBe(0)
    await see(page.getByText(`wagmi sees: ${account}`, { exact: true }))
  })

  test('R-5.34: on mobile a browser wallet announced with an rdns is listed by its name', async () => {
    const { page } = await openDemo({ account, context: MOBILE })
    await connectButton(page).click()
    await see(dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
  })
})
