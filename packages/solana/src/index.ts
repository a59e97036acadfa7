// @latch/solana: lists Wallet Standard Solana wallets once the instance sets it up (its browser setup by import());
// @solana/kit and the signers load with import() on first use (first-paint bundle). Pairing sessions and the embedded
// wallet's Solana account go through the same adapter.
import { type Adapter, isSolanaAddress } from '@latch/core'
import { lazyAdapter } from '@latch/core/internal'
import type { WalletDiscovery } from './discovery.ts'
import { checkSendOptions, type SolanaSendOptions } from './preflight.ts'
import type { SolanaSession } from './session.ts'

// the session loads through the browser setup's module, fetched after the first paint anyway
const loadSession = () => import('./browserSetup.ts').then((setup) => setup.loadSession())

/** The options of {@link solanaAdapter}. */
export interface SolanaAdapterOptions {
  /** solana_signAndSendTransaction's options for every send (SPEC §3 ); default preflight against 'confirmed' */
  sendOptions?: SolanaSendOptions
}

export type { PreflightCommitment, SolanaSendOptions } from './preflight.ts'
export { PREFLIGHT_COMMITMENTS } from './preflight.ts'

/**
 * The Solana adapter: Wallet Standard wallets listed at once, `@solana/kit` loaded when a visitor connects; SOL and
 * the configured SPL tokens, sends, message signing, and the pairing and embedded wallets' Solana accounts.
 *
 * @example
 * ```ts
 * createLatch({ adapters: [solanaAdapter({ sendOptions: { preflightCommitment: 'confirmed' } })], networks: [solana] })
 * ```
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): Adapter {
  // a commitment outside SPEC's list is a configuration error, reported where the app configures it
  checkSendOptions(options.sendOptions)
  // the wallets the browser setup found, which the session looks connectors up in
  const found: { discovery?: WalletDiscovery } = {}
  const { adapter, session } = lazyAdapter<SolanaSession>({
    namespace: 'solana',
    name: 'solanaAdapter',
    isAddress: isSolanaAddress,
    load: (context) =>
      loadSession().then(({ createSolanaSession }) =>
        createSolanaSession({ context, discovery: () => found.discovery, sendOptions: options.sendOptions }),
      ),
    // wallet discovery and the last connection: loaded when the instance sets the adapter up
    loadBrowserSetup: () =>
      import('./browserSetup.ts').then(
        (module) => (context, session) => module.solanaBrowserSetup(context, session, found),
      ),
  })
  return {
    ...adapter,
    signIn: async (fields) => (await session()).signIn(fields),
    estimateFee: async (parameters) => (await session()).estimateFee(parameters),
  }
}
