// How the EVM wallet answers a request, scripted by a test: the user rejects it, the wallet fails with a code, or it
// keeps the request waiting (an app left in the background, a user who does not look) until the test releases it;
// and the user disconnecting in the wallet. The page side is in evmWalletInPage.ts.
import type { PageLike } from './playwright.ts'
import type { WalletAnswer } from './walletScriptInPage.ts'

/**
 * The wallet's next answer to a method: `'reject'` (the user rejects, 4001), `'hang'` (no answer until
 * {@link releaseEvmWallet}, then the usual one), or `{ code, message }` (the wallet fails with that EIP-1193 error).
 */
export type EvmWalletAnswer = WalletAnswer

/**
 * Scripts the EVM wallet's answer to the next request of `method` (once; scripts for one method answer in order).
 *
 * @example
 * ```ts
 * await scriptEvmWallet(page, 'personal_sign', 'reject')
 * await scriptEvmWallet(page, 'eth_sendTransaction', { code: -32603, message: 'Internal error' })
 * ```
 */
export function scriptEvmWallet(page: PageLike, method: string, answer: EvmWalletAnswer): Promise<void> {
  return page.evaluate(([name, value]) => window.__latchTestWallet!.script(name, value), [method, answer] as const)
}

/**
 * Lets every request the wallet holds (scripted `'hang'`) go on: each gets the answer it would have had.
 *
 * @example
 * ```ts
 * await scriptEvmWallet(page, 'personal_sign', 'hang')
 * // … the app waits, its UI says so …
 * await releaseEvmWallet(page)
 * ```
 */
export function releaseEvmWallet(page: PageLike): Promise<void> {
  return page.evaluate(() => window.__latchTestWallet!.release())
}

/**
 * The user disconnects the app in the EVM wallet: it forgets the permission and emits `accountsChanged` with no
 * account and `disconnect` (4900).
 *
 * @example
 * ```ts
 * await disconnectEvmWallet(page)
 * await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
 * ```
 */
export function disconnectEvmWallet(page: PageLike): Promise<void> {
  return page.evaluate(() => window.__latchTestWallet!.disconnect())
}

/**
 * The user connects the app again from the EVM wallet's own UI (not from the app): the wallet authorizes the site and
 * emits `accountsChanged` with its account.
 *
 * @example
 * ```ts
 * await authorizeEvmWallet(page)
 * await page.getByRole('button', { name: /^Account / }).waitFor()
 * ```
 */
export function authorizeEvmWallet(page: PageLike): Promise<void> {
  return page.evaluate(() => window.__latchTestWallet!.authorize())
}
