// The EVM wallet in a unit test's own DOM (happy-dom, jsdom, Vitest's browser mode): the page's provider, announced
// over EIP-6963 in the test's window, its private key signing in the same process. The page script is the same code,
// so a unit test and a browser test see one wallet behave one way.
import { evmSigner } from './evmSigner.ts'
import { type EvmWalletControls, type EvmWalletOptions, type EvmWalletState, walletPageOptions } from './evmWallet.ts'
import { evmWalletInPage } from './evmWalletInPage.ts'
import { walletScriptInPage } from './walletScriptInPage.ts'

/** The EVM wallet of {@link createEvmWallet}: the controls a browser test reaches through the page, called directly. */
export interface EvmTestWallet extends EvmWalletControls {
  /** the account the wallet holds */
  readonly address: `0x${string}`
  /** its chain, whether the app is connected, and what it signed */
  state(): EvmWalletState
  /** stops announcing itself: a later discovery no longer finds it */
  remove(): void
}

/**
 * Installs the kit's EVM wallet in the current window (a DOM environment: Vitest's `happy-dom` or `jsdom`, or its
 * browser mode) and announces it over EIP-6963, as an installed extension does; `createLatch` with the EVM adapter lists
 * it and connects to it. A `privateKey` signs here with viem's local account; an `account` is signed for by the node
 * (anvil's dev accounts). Persists its permission in `localStorage`, as a real wallet would; clear it between tests.
 *
 * @example
 * ```ts
 * // @vitest-environment happy-dom
 * import { createEvmWallet, TEST_WALLET_RDNS } from '@latch/testing/vitest'
 * import { generatePrivateKey } from 'viem/accounts'
 *
 * const wallet = createEvmWallet({ privateKey: generatePrivateKey(), chains: { 31337: 'http://127.0.0.1:8545' } })
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [devnet] })
 * await latch.connect(TEST_WALLET_RDNS)
 * wallet.script('personal_sign', 'reject') // the user rejects the next signature
 * await expect(latch.signMessage('hello')).rejects.toMatchObject({ code: 'UserRejected' })
 * wallet.remove()
 * ```
 */
export function createEvmWallet(options: EvmWalletOptions): EvmTestWallet {
  if (typeof window === 'undefined')
    throw new TypeError('createEvmWallet needs a DOM: run the test in a happy-dom or jsdom environment')
  const pageOptions = walletPageOptions('createEvmWallet', options)
  if (options.privateKey && pageOptions.signer) {
    const sign = evmSigner(options.privateKey, options.chains)
    Object.assign(window, { [pageOptions.signer]: sign })
  }
  const remove = evmWalletInPage(pageOptions, walletScriptInPage())
  const controls = window.__latchTestWallet
  if (!controls) throw new TypeError('createEvmWallet: the window is a frame, not a top-level page')
  return {
    ...controls,
    address: pageOptions.account,
    remove() {
      remove()
      if (pageOptions.signer) delete (window as unknown as Record<string, unknown>)[pageOptions.signer]
    },
  }
}
