// How the Solana wallet answers a request, scripted by a test (the user rejects it, the wallet fails with a code, or it
// holds the request until released), and the user disconnecting the app in the wallet. The page side is in
// solanaWalletInPage.ts and walletScriptInPage.ts.
import type { PageLike } from './playwright.ts'
import { callWalletControl } from './walletControls.ts'
import type { WalletAnswer } from './walletScriptInPage.ts'

/** The Wallet Standard features of the Solana wallet a test can script. */
export type SolanaWalletFeature =
  | 'standard:connect'
  | 'solana:signIn'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction'

/**
 * Scripts the Solana wallet's answer to the next call of a Wallet Standard `feature` (once; scripts for one feature
 * answer in order): `'reject'` (the user rejects, 4001), `'hang'` (no answer until {@link releaseSolanaWallet}), or
 * `{ code, message }` (the wallet fails with that error). A silent `standard:connect` (the app restoring a connection)
 * is not scripted.
 *
 * @example
 * ```ts
 * await scriptSolanaWallet(page, 'solana:signMessage', 'reject')
 * await scriptSolanaWallet(page, 'solana:signAndSendTransaction', { code: -32603, message: 'Internal error' })
 * ```
 */
export function scriptSolanaWallet(page: PageLike, feature: SolanaWalletFeature, answer: WalletAnswer): Promise<void> {
  return callWalletControl(page, '__latchSolanaWallet', 'script', [feature, answer])
}

/**
 * Lets every call the Solana wallet holds (scripted `'hang'`) go on: each gets the answer it would have had.
 *
 * @example
 * ```ts
 * await scriptSolanaWallet(page, 'solana:signMessage', 'hang')
 * // … the app waits, its UI says so …
 * await releaseSolanaWallet(page)
 * ```
 */
export function releaseSolanaWallet(page: PageLike): Promise<void> {
  return callWalletControl(page, '__latchSolanaWallet', 'release')
}

/**
 * The user disconnects the app in the Solana wallet: it forgets the connection and emits the Wallet Standard's
 * `change` event with no accounts.
 *
 * @example
 * ```ts
 * await disconnectSolanaWallet(page)
 * await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
 * ```
 */
export function disconnectSolanaWallet(page: PageLike): Promise<void> {
  return callWalletControl(page, '__latchSolanaWallet', 'disconnectApp')
}

/**
 * The user picks another account in the Solana wallet: the dev key `secretHex` (32 bytes, hex) becomes its account,
 * and a connected app hears the Wallet Standard's `change` event with it.
 *
 * @example
 * ```ts
 * await moveSolanaWalletToAccount(page, secretHex) // another dev key's 32-byte secret, hex
 * await page.getByRole('button', { name: /^Account / }).waitFor()
 * ```
 */
export function moveSolanaWalletToAccount(page: PageLike, secretHex: string): Promise<void> {
  return callWalletControl(page, '__latchSolanaWallet', 'moveToAccount', [secretHex])
}

/**
 * The user connects the app again from the Solana wallet's own UI (not from the app): the wallet trusts the app again
 * and emits the Wallet Standard's `change` event with its account. A page with nothing connected shows the account
 * with no click, unless the visitor disconnected this wallet in the app.
 *
 * @example
 * ```ts
 * await authorizeSolanaWallet(page)
 * await page.getByRole('button', { name: /^Account / }).waitFor()
 * ```
 */
export function authorizeSolanaWallet(page: PageLike): Promise<void> {
  return callWalletControl(page, '__latchSolanaWallet', 'authorizeApp')
}
