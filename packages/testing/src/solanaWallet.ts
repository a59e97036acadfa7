// The Playwright side of the Solana test wallet: installing it in every page of a browser context, and the helpers a
// test calls. The wallet itself is in solanaWalletInPage.ts, which must stay self-contained.
import type { BrowserContextLike, PageLike } from './playwright.ts'
import {
  type SolanaWalletControls,
  type SolanaWalletOptions,
  type SolanaWalletState,
  solanaWalletInPage,
} from './solanaWalletInPage.ts'
import { solanaWireInPage } from './solanaWireInPage.ts'
import { walletScriptInPage } from './walletScriptInPage.ts'

/**
 * Installs the Solana wallet in every top-level page the browser context opens, before any page script.
 *
 * @example
 * ```ts
 * await installSolanaWallet(context, {
 *   name: 'Test Solana',
 *   icon: TEST_WALLET_ICON,
 *   secretHex: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', // a dev key, never a real one
 *   rpcUrl: 'http://127.0.0.1:8899',
 *   chains: ['solana:localnet'],
 * })
 * await page.goto(appUrl)
 * await connectWallet(page, 'Test Solana')
 * ```
 */
export async function installSolanaWallet(context: BrowserContextLike, options: SolanaWalletOptions): Promise<void> {
  const parts = `{ answers: (${walletScriptInPage.toString()})(), wire: (${solanaWireInPage.toString()})() }`
  await context.addInitScript({
    // its keys are WebCrypto's: a page without it (about:blank before the first navigation, plain http) gets no wallet
    content: `if (window === window.top && globalThis.crypto?.subtle) (${solanaWalletInPage.toString()})(${JSON.stringify(options)}, window, ${parts});`,
  })
}

/**
 * The Solana wallet's state in the page: connected, its address, and what it signed and sent.
 *
 * @example
 * ```ts
 * expect((await solanaWalletState(page)).signedMessages).toBe(1)
 * ```
 */
export function solanaWalletState(page: PageLike): Promise<SolanaWalletState> {
  return page.evaluate(() =>
    (window as unknown as { __latchSolanaWallet: SolanaWalletControls }).__latchSolanaWallet.state(),
  )
}

/**
 * Makes the Solana wallet refuse (4001) or accept every signature request from now on, until set back. For one
 * request, or another answer, see {@link scriptSolanaWallet}.
 *
 * @example
 * ```ts
 * await setSolanaRejectSign(page, true)
 * ```
 */
export function setSolanaRejectSign(page: PageLike, reject: boolean): Promise<void> {
  return page.evaluate(
    (value) =>
      (window as unknown as { __latchSolanaWallet: SolanaWalletControls }).__latchSolanaWallet.setRejectSign(value),
    reject,
  )
}
