// Steps through Latch's modal as a user takes them, each found by its role and accessible name (the names the modal
// shows in English), so a test reads like the screen and breaks when the screen stops saying it.
import type { LocatorLike, PageLike } from './playwright.ts'

/** The title of the modal's first view. */
export const CONNECT_TITLE = 'Connect Wallet'

/**
 * The "Connect Wallet" button Latch renders on the page (`<ConnectButton>`, `<latch-connect-button>`).
 *
 * @example
 * ```ts
 * await connectButton(page).click()
 * ```
 */
export function connectButton(page: PageLike): LocatorLike {
  return page.getByRole('button', { name: CONNECT_TITLE, exact: true })
}

/**
 * The modal's dialog showing the view titled `title` ("Connect Wallet", "Account", "Networks"…).
 *
 * @example
 * ```ts
 * await modalView(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
 * ```
 */
export function modalView(page: PageLike, title: string): LocatorLike {
  return page.getByRole('dialog', { name: title, exact: true })
}

/**
 * Clicks the page's Connect Wallet button and waits for the modal's Connect view; returns the view.
 *
 * @example
 * ```ts
 * const view = await openConnectModal(page)
 * await view.getByRole('heading', { name: 'Installed' }).waitFor()
 * ```
 */
export async function openConnectModal(page: PageLike): Promise<LocatorLike> {
  await connectButton(page).click()
  const view = modalView(page, CONNECT_TITLE)
  await view.waitFor({ state: 'visible' })
  return view
}

/**
 * In the open Connect view, picks the wallet named `walletName` and waits until the modal has closed (the wallet
 * approved, so the page shows the account). A wallet that refuses leaves the modal open and this fails at the
 * page's timeout: pick with {@link modalView} then instead.
 *
 * @example
 * ```ts
 * await openConnectModal(page)
 * await pickWallet(page, 'Latch Test Wallet')
 * ```
 */
export async function pickWallet(page: PageLike, walletName: string): Promise<void> {
  await modalView(page, CONNECT_TITLE).getByRole('button', { name: walletName, exact: true }).click()
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
}

/**
 * Opens the modal from the page's Connect Wallet button and connects the wallet named `walletName`.
 *
 * @example
 * ```ts
 * await installEvmWallet(context, { account, chains: { 31337: rpcUrl } })
 * await page.goto(appUrl)
 * await connectWallet(page, TEST_WALLET_NAME)
 * ```
 */
export async function connectWallet(page: PageLike, walletName: string): Promise<void> {
  await openConnectModal(page)
  await pickWallet(page, walletName)
}
