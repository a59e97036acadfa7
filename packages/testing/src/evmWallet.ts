// The EIP-6963 EVM wallet: an EIP-1193 provider announced to the page (or set as the legacy window.ethereum) that
// forwards reads to a real JSON-RPC node. It signs either with a key the node holds unlocked (anvil's dev accounts), or
// with a private key that stays in the test's process: the page asks a Playwright binding, as an extension's page script
// asks its background, so no key is ever written into the page.
// The page script (evmWalletInPage.ts) and the private-key signer (evmSigner.ts) are apart; here: the installer and the
// helpers a test calls.
import { isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { evmSigner } from './evmSigner.ts'
import { evmWalletInPage, type PageOptions } from './evmWalletInPage.ts'
import type { BrowserContextLike, PageLike } from './playwright.ts'
import type { EvmWalletAnswer } from './evmWalletScript.ts'
import { walletScriptInPage } from './walletScriptInPage.ts'

/** The name the EVM wallet shows in the modal unless {@link EvmWalletOptions.name} says otherwise. */
export const TEST_WALLET_NAME = 'Latch Test Wallet'
/** The EIP-6963 reverse-DNS id the EVM wallet announces unless {@link EvmWalletOptions.rdns} says otherwise. */
export const TEST_WALLET_RDNS = 'dev.latch.testwallet'
/** The wallets' default icon, an SVG data URI (the form EIP-6963 and the Wallet Standard both take). */
export const TEST_WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 16l5 5 9-10" stroke="#fff" stroke-width="3" fill="none"/></svg>',
  )

/** The options of {@link installEvmWallet}: which key signs, the chains the wallet knows, and how it behaves. */
export interface EvmWalletOptions {
  /**
   * The account the wallet holds, unlocked on the node (an anvil dev account): the node signs. Give this or
   * {@link EvmWalletOptions.privateKey}.
   */
  account?: `0x${string}`
  /** A private key that signs in the test's process (viem's local account); its transactions go to the chain's RPC URL raw. */
  privateKey?: `0x${string}`
  /** the chains the wallet knows: chain id → the RPC URL it forwards to */
  chains: Record<number, string>
  /** the chain the wallet starts on (default: the first known chain) */
  chainId?: number
  /** eth_requestAccounts rejects with 4001 until {@link setEvmRejectConnect} turns it off */
  rejectConnect?: boolean
  /** only window.ethereum, no EIP-6963 announcement */
  legacy?: boolean
  /** EIP-5792: report atomic batches and run wallet_sendCalls. A STAND-IN for an atomic wallet: the calls are mined
   * in one block (anvil's automine paused), which is all a test can see; a revert does not undo the others */
  atomic?: boolean
  /** the name the modal lists (default {@link TEST_WALLET_NAME}) */
  name?: string
  /** the EIP-6963 rdns (default {@link TEST_WALLET_RDNS}) */
  rdns?: string
  /** the icon, a data: URI (default {@link TEST_WALLET_ICON}) */
  icon?: string
}

/** What the EVM wallet reports through {@link evmWalletState}. */
export interface EvmWalletState {
  chainId: number
  connected: boolean
  /** the params of every wallet_addEthereumChain request, in order */
  addedChains: Record<string, unknown>[]
  /** every signature and transaction request the wallet answered, in order */
  signed: { method: string; params: unknown }[]
}

/** The controls a test reaches in the page as `window.__latchTestWallet` (the helpers below wrap them). */
export interface EvmWalletControls {
  /** the user switches the wallet to another chain (known or not); emits chainChanged */
  moveToChain(chainId: number): void
  /** the user picks another of the wallet's accounts (an unlocked dev account); emits accountsChanged */
  moveToAccount(address: `0x${string}`): void
  setRejectConnect(reject: boolean): void
  /** the next request of `method` is answered so (see {@link scriptEvmWallet}) */
  script(method: string, answer: EvmWalletAnswer): void
  /** held requests go on */
  release(): void
  /** the user disconnects the app in the wallet */
  disconnect(): void
  /** the user connects the app again from the wallet's own UI: it authorizes the site and emits accountsChanged */
  authorize(): void
  state(): EvmWalletState
}

declare global {
  interface Window {
    __latchTestWallet?: EvmWalletControls
  }
}

let bindings = 0

/** what the wallet's page part is given, checked: the account, its name and icon, and the signer's binding name */
export function walletPageOptions(caller: string, options: EvmWalletOptions): PageOptions {
  const { privateKey, name = TEST_WALLET_NAME, rdns = TEST_WALLET_RDNS, icon = TEST_WALLET_ICON, ...rest } = options
  if (!privateKey && !options.account)
    throw new TypeError(`${caller} needs an account (unlocked on the node) or a privateKey`)
  if (privateKey && !isHex(privateKey)) throw new TypeError(`${caller}: privateKey must be 0x-prefixed hex`)
  const local = privateKey ? privateKeyToAccount(privateKey) : undefined
  return {
    ...rest,
    account: local?.address ?? (options.account as `0x${string}`),
    info: { name, icon, rdns },
    ...(privateKey ? { signer: `__latchTestingEvmSigner${++bindings}` } : {}),
  }
}

/**
 * Installs the EVM wallet in every page the browser context opens (before any page script), announced over EIP-6963.
 *
 * @example
 * ```ts
 * import { installEvmWallet, connectWallet, TEST_WALLET_NAME } from '@latch/testing'
 *
 * // anvil's first dev key; the wallet signs in the test's process and sends to the local chain
 * await installEvmWallet(context, {
 *   privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
 *   chains: { 31337: 'http://127.0.0.1:8545' },
 * })
 * const page = await context.newPage()
 * await page.goto('http://localhost:5173')
 * await connectWallet(page, TEST_WALLET_NAME)
 * ```
 */
export async function installEvmWallet(context: BrowserContextLike, options: EvmWalletOptions): Promise<void> {
  const pageOptions = walletPageOptions('installEvmWallet', options)
  if (options.privateKey)
    await context.exposeFunction(pageOptions.signer!, evmSigner(options.privateKey, options.chains))
  // passed as source text so the bundler's helpers never leak into the page
  await context.addInitScript({
    content: `(${evmWalletInPage.toString()})(${JSON.stringify(pageOptions)}, (${walletScriptInPage.toString()})());`,
  })
}

/**
 * The EVM wallet's state in the page: its chain, whether the app is connected, and what it signed.
 *
 * @example
 * ```ts
 * const { chainId, signed } = await evmWalletState(page)
 * expect(signed.map((request) => request.method)).toEqual(['personal_sign'])
 * ```
 */
export function evmWalletState(page: PageLike): Promise<EvmWalletState> {
  return page.evaluate(() => window.__latchTestWallet!.state())
}

/**
 * The user switches the EVM wallet to another chain in the wallet itself (the app gets chainChanged).
 *
 * @example
 * ```ts
 * await moveEvmWalletToChain(page, 1)
 * ```
 */
export function moveEvmWalletToChain(page: PageLike, chainId: number): Promise<void> {
  return page.evaluate((id) => window.__latchTestWallet!.moveToChain(id), chainId)
}

/**
 * The user picks another account in the EVM wallet (the app gets accountsChanged). With an unlocked-account wallet
 * the node must hold the new account unlocked too.
 *
 * @example
 * ```ts
 * await moveEvmWalletToAccount(page, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * ```
 */
export function moveEvmWalletToAccount(page: PageLike, address: `0x${string}`): Promise<void> {
  return page.evaluate((value) => window.__latchTestWallet!.moveToAccount(value), address)
}

/**
 * Makes the EVM wallet refuse (4001, the user rejected) or accept the next connection requests.
 *
 * @example
 * ```ts
 * await setEvmRejectConnect(page, true)
 * ```
 */
export function setEvmRejectConnect(page: PageLike, reject: boolean): Promise<void> {
  return page.evaluate((value) => window.__latchTestWallet!.setRejectConnect(value), reject)
}
