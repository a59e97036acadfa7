// Steps on the pairing test wallet page (apps/test-wallet, a stand-in phone wallet), by role and name (PAIRING.md),
// and a record of every request a page makes, websockets included, to prove nothing leaves loopback.
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { env } from './harness.ts'
import { useBrowser } from './browser.ts'
import { accountButton, anyDialog, clipboardText, connectButton, dialog, gone, see } from './ui.ts'

const STEP_TIMEOUT_MS = 15_000

/** the test wallet's page in `context` (a fresh one: its own storage, its own sessions) */
export async function openPairingWallet(context: BrowserContext): Promise<{ wallet: Page; context: BrowserContext }> {
  context.setDefaultTimeout(STEP_TIMEOUT_MS)
  const wallet = await context.newPage()
  wallet.on('pageerror', (error) => console.error(`[wallet page error] ${error.message}`))
  // DEBUG_PAIRING=1 prints the wallet's relay frames
  if (process.env.DEBUG_PAIRING) {
    wallet.on('console', (m) => console.log('[wallet console]', m.text().slice(0, 300)))
    wallet.on('websocket', (ws) => {
      ws.on('framesent', (f) => console.log('[w>]', String(f.payload).slice(0, 160)))
      ws.on('framereceived', (f) => console.log('[w<]', String(f.payload).slice(0, 160)))
      ws.on('close', () => console.log('[w] closed'))
    })
  }
  await wallet.goto(env.testWalletUrl)
  await see(wallet.getByRole('combobox', { name: 'Account' }))
  return { wallet, context }
}

/** the phone of a test file: its own browser, launched once; each test's wallet page closed after the test */
export function usePhone(): () => Promise<Page> {
  const phone = useBrowser()
  return async () => (await openPairingWallet(await phone.newContext())).wallet
}

/** Connect Wallet → WalletConnect in the dApp; returns the WalletConnect view */
export async function openWalletConnect(page: Page): Promise<Locator> {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
  return see(dialog(page, 'WalletConnect'))
}

/** copies the pairing link in the dApp and pastes it into the wallet, as `account` */
export async function pairByLink(page: Page, wallet: Page, account: `0x${string}`): Promise<void> {
  const view = await openWalletConnect(page)
  await view.getByRole('button', { name: 'Copy link', exact: true }).click()
  await see(page.getByRole('status').filter({ hasText: 'Link copied' }))
  const uri = await clipboardText(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await pasteAndPair(wallet, uri, account)
}

/** pairs by link and approves on the phone: the dApp shows `account` and its modal has closed */
export async function connectByLink(page: Page, wallet: Page, account: `0x${string}`): Promise<void> {
  await pairByLink(page, wallet, account)
  await answerCard(wallet, 'Connection request', 'Approve')
  await see(accountButton(page, account))
  await gone(anyDialog(page))
}

/** a card on the wallet page: a region named by its heading ("Connection request", "Signature request", …) */
export const walletCard = (wallet: Page, title: string): Locator =>
  wallet.getByRole('region', { name: title, exact: true })

export async function pasteAndPair(wallet: Page, uri: string, account?: string): Promise<void> {
  if (account) await wallet.getByRole('combobox', { name: 'Account' }).selectOption(account)
  await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri)
  await wallet.getByRole('button', { name: 'Pair', exact: true }).click()
}

/** waits for the card, then presses its Approve or Reject */
export async function answerCard(wallet: Page, title: string, answer: 'Approve' | 'Reject'): Promise<Locator> {
  return pressOnCard(await see(walletCard(wallet, title)), answer)
}

/** presses a shown card's Approve or Reject; the card goes */
async function pressOnCard(card: Locator, answer: 'Approve' | 'Reject'): Promise<Locator> {
  await card.getByRole('button', { name: answer, exact: true }).click()
  await card.waitFor({ state: 'detached' })
  return card
}

/**
 * approves the phone's transaction card and sees the page's "Transaction sent", watched from before the approval: the
 * toast shows for 4 s, and on a loaded machine the phone's page can settle later than that. The watch starts once the
 * card is on the phone, so a request slow to cross the relay does not use up the toast's wait
 */
export async function approveTransaction(wallet: Page, page: Page): Promise<void> {
  const card = await see(walletCard(wallet, 'Transaction request'))
  const sent = see(page.getByRole('status').filter({ hasText: 'Transaction sent' }))
  // a failed approval below is the error to report; the watch's own timeout then goes unheard
  sent.catch(() => undefined)
  await pressOnCard(card, 'Approve')
  await sent
}

export const walletSessions = (wallet: Page): Locator =>
  wallet.getByRole('list', { name: 'Sessions' }).getByRole('listitem')

/** every URL the page requests (documents, fetches, websockets), in order */
export function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('websocket', (socket) => urls.push(socket.url()))
  return urls
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
/** the recorded URLs whose host is not loopback (data: and blob: URLs never leave the page) */
export function offLoopback(urls: string[]): string[] {
  return urls.filter((url) => {
    const parsed = new URL(url)
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false
    return !LOOPBACK.has(parsed.hostname)
  })
}

/** how long a page's pairing client may take to reopen its relay socket after the relay came back: its own backoff
 * between attempts, with slack for a loaded machine */
export const RELAY_BACK_TIMEOUT_MS = 40_000

/** stops the cloud (and its relay) and starts it again on the same port (global-setup's control endpoint) */
export async function restartCloud(): Promise<void> {
  const response = await fetch(`${env.controlUrl}/cloud/restart`, { method: 'POST' })
  if (!response.ok) throw new Error(`cloud restart failed: ${response.status} ${await response.text()}`)
}
