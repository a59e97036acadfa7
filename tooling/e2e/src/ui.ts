// Page-level steps shared by the e2e tests; every locator goes by role and accessible name (CONTRACT).
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { truncated } from './chain.ts'
import { connectButton as kitConnectButton, modalView, TEST_WALLET_NAME } from '@latch/testing'

/** waits (Playwright auto-wait) until the element is visible; fails at the context's timeout */
export async function see(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' })
  return locator
}

export async function gone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden' })
}

// the testing kit's steps, typed as the Playwright locators they are (the kit names only the parts it calls)
export const connectButton = (page: Page) => kitConnectButton(page) as Locator
export const accountButton = (page: Page, address: string) =>
  page.getByRole('button', { name: `Account ${truncated(address)}` })
export const networkButton = (scope: Page | Locator, networkName: string) =>
  scope.getByRole('button', { name: `Network: ${networkName}`, exact: true })
export const dialog = (page: Page, title: string) => modalView(page, title) as Locator
export const anyDialog = (page: Page) => page.getByRole('dialog')

/** opens the modal from the host page and connects the test wallet; leaves the modal closed */
export async function connectTestWallet(page: Page, address: string, walletName = TEST_WALLET_NAME): Promise<void> {
  await connectButton(page).click()
  await chooseWallet(page, address, walletName)
}

/** in the open Connect view, picks the wallet and waits for the connection to show on the page */
export async function chooseWallet(page: Page, address: string, walletName = TEST_WALLET_NAME): Promise<void> {
  await dialog(page, 'Connect Wallet').getByRole('button', { name: walletName, exact: true }).click()
  await see(accountButton(page, address))
  await gone(anyDialog(page))
}

export async function openAccountView(page: Page, address: string): Promise<Locator> {
  await accountButton(page, address).click()
  return see(dialog(page, 'Account'))
}

/** Account view → Disconnect; the page offers "Connect Wallet" again and the modal has closed */
export async function disconnect(page: Page, address: string): Promise<void> {
  const view = await openAccountView(page, address)
  await view.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await see(connectButton(page))
  await gone(anyDialog(page))
}

/** reloads a disconnected page: it stays disconnected once settled (lazy chunks, a frame, the reconnect attempt) */
export async function expectDisconnectedAfterReload(page: Page, address: string): Promise<void> {
  await page.reload()
  await see(page.getByText('wagmi sees: disconnected', { exact: true }))
  await see(connectButton(page))
  await page.waitForLoadState('networkidle')
  expect(await connectButton(page).isVisible()).toBe(true)
  expect(await accountButton(page, address).count()).toBe(0)
}

/** the element holding focus, looking through open shadow roots */
export function focusedInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active !== null && element.contains(active)
  })
}

/** waits until `target` holds focus (looking through open shadow roots) */
export async function waitForFocus(page: Page, target: Locator): Promise<void> {
  const handle = await target.elementHandle()
  await page.waitForFunction((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active === element
  }, handle)
}

export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText())
}

/** waits until the test wallet is on `chainId` */
export async function waitForWalletChain(page: Page, chainId: number): Promise<void> {
  await page.waitForFunction((id) => window.__latchTestWallet?.state().chainId === id, chainId)
}

/** closes the modal with Escape if a view is still showing */
export async function closeModalIfOpen(page: Page): Promise<void> {
  if (await anyDialog(page).isVisible()) await page.keyboard.press('Escape')
  await gone(anyDialog(page))
}

/** the Send and Pay views' box past a warning about the receiver (the group and the box share its text) */
export const RECEIVER_CHECKED = 'I checked the address and want to send'
export const FIRST_RECEIVER_WARNING = 'You have never sent to this address. Check it before you send.'

/**
 * Send on a receiver the account never sent to: the first press names it (before any wallet is asked), and the
 * second goes on once the box is ticked
 */
export async function sendToNewReceiver(send: Locator): Promise<void> {
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  const check = send.getByRole('group', { name: RECEIVER_CHECKED, exact: true })
  await see(check.getByRole('alert').filter({ hasText: FIRST_RECEIVER_WARNING }))
  await check.getByRole('checkbox', { name: RECEIVER_CHECKED, exact: true }).check()
  await send.getByRole('button', { name: 'Send', exact: true }).click()
}
