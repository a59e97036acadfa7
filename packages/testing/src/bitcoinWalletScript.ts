// How the Bitcoin wallet answers a request, scripted by a test (the user rejects it, the wallet fails with a code, or
// it holds the request until released), and the user disconnecting the app or picking other accounts in the wallet;
// through either face. The
// page side is in bitcoinWallet.ts (bitcoinWalletInPage), satsConnectInPage.ts and walletScriptInPage.ts.
import type { BitcoinWalletAccount } from './bitcoinWallet.ts'
import type { PageLike } from './playwright.ts'
import { callWalletControl } from './walletControls.ts'
import type { WalletAnswer } from './walletScriptInPage.ts'

/**
 * The Wallet Standard features of the Bitcoin wallet a test can script; each also scripts the sats-connect method
 * that does the same: `'bitcoin:connect'` getAccounts, `'bitcoin:signMessage'` signMessage,
 * `'bitcoin:signTransaction'` signPsbt.
 */
export type BitcoinWalletFeature = 'bitcoin:connect' | 'bitcoin:signMessage' | 'bitcoin:signTransaction'

/**
 * Scripts the Bitcoin wallet's answer to the next call of a Wallet Standard `feature`, or of the sats-connect method
 * that does the same (see {@link BitcoinWalletFeature}), whichever face the app calls (once; scripts for one feature
 * answer in order): `'reject'` (the user rejects: 4001 over the Wallet Standard, sats-connect's USER_REJECTION -32000
 * in its JSON-RPC error), `'hang'` (no answer until {@link releaseBitcoinWallet}), or `{ code, message }` (the wallet
 * fails with that error, passed through as is).
 *
 * @example
 * ```ts
 * await scriptBitcoinWallet(page, 'bitcoin:signMessage', 'reject')
 * // the sats-connect face's next signPsbt answers { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }
 * await scriptBitcoinWallet(page, 'bitcoin:signTransaction', { code: -32603, message: 'Internal error' })
 * ```
 */
export function scriptBitcoinWallet(
  page: PageLike,
  feature: BitcoinWalletFeature,
  answer: WalletAnswer,
): Promise<void> {
  return callWalletControl(page, '__latchBitcoinWallet', 'script', [feature, answer])
}

/**
 * Lets every call the Bitcoin wallet holds (scripted `'hang'`) go on: each gets the answer it would have had.
 *
 * @example
 * ```ts
 * await scriptBitcoinWallet(page, 'bitcoin:signMessage', 'hang')
 * // … the app waits, its UI says so …
 * await releaseBitcoinWallet(page)
 * ```
 */
export function releaseBitcoinWallet(page: PageLike): Promise<void> {
  return callWalletControl(page, '__latchBitcoinWallet', 'release')
}

/**
 * The user disconnects the app in the Bitcoin wallet: it forgets the connection and emits the Wallet Standard's
 * `change` event with no accounts, and sats-connect's `disconnect` event to the listeners of its provider's
 * `addListener`.
 *
 * @example
 * ```ts
 * await disconnectBitcoinWallet(page)
 * await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
 * ```
 */
export function disconnectBitcoinWallet(page: PageLike): Promise<void> {
  return callWalletControl(page, '__latchBitcoinWallet', 'disconnectApp')
}

/**
 * The user picks other accounts in the Bitcoin wallet (the public parts, as {@link walletAccountsOf} gives them): a
 * connected app hears the Wallet Standard's `change` event with them. The keys side must hold their keys too:
 * install the wallet with `bitcoinKeysCall(keyring, otherKeyring)`.
 *
 * @example
 * ```ts
 * // installed with bitcoinKeysCall(keyring, otherKeyring), so it holds the other account's keys too
 * await moveBitcoinWalletToAccounts(page, walletAccountsOf(keyring))
 * ```
 */
export function moveBitcoinWalletToAccounts(page: PageLike, accounts: BitcoinWalletAccount[]): Promise<void> {
  return callWalletControl(page, '__latchBitcoinWallet', 'moveToAccounts', [accounts])
}

/**
 * The user connects the app again from the Bitcoin wallet's own UI (not from the app): the wallet trusts the app again
 * (its `bitcoin:connect` answers without asking) and emits the Wallet Standard's `change` event with its accounts. A
 * page with nothing connected shows the payment account with no click, unless the visitor disconnected this wallet in
 * the app.
 *
 * @example
 * ```ts
 * await authorizeBitcoinWallet(page)
 * await page.getByRole('button', { name: /^Account / }).waitFor()
 * ```
 */
export function authorizeBitcoinWallet(page: PageLike): Promise<void> {
  return callWalletControl(page, '__latchBitcoinWallet', 'authorizeApp')
}
