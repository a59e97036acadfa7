// @latch/evm: lists browser wallets once the instance sets it up (its browser setup by import()); wagmi and viem load
// with import() on first use (first-paint bundle).
import type { Adapter } from '@latch/core'
import { lazyAdapter } from '@latch/core/internal'
import type { PairingOptions, PairingProviderOptions } from '@latch/pairing'
import type { Config } from '@wagmi/core'
import type { Discovery } from './discovery.ts'
import type { ExternalConnectorOptions } from './externalConnectors.ts'
import type { WagmiSession } from './wagmiAdapter.ts'

// the session loads through the browser setup's module, fetched after the first paint anyway
const loadSession = () => import('./browserSetup.ts').then((setup) => setup.loadSession())

export { PAIRING_CONNECTOR } from './pairingConnector.ts'

export type { CoinbaseConnectorOptions, ExternalConnectorOptions, SafeConnectorOptions } from './externalConnectors.ts'

/** How the EVM adapter is set up: a wagmi config shared with the app, and phone-wallet pairing. */
export interface EvmAdapterOptions {
  /** a Config from createWagmiConfig (@latch/evm/wagmi) shared with the host's WagmiProvider */
  wagmiConfig?: Config
  /** lists WalletConnect: pairing through this relay (the universal adapter loads when it is picked) */
  pairing?: EvmPairingOptions
  /** the EXTERNAL connectors to offer (SPEC §3's Coinbase and Safe); each SDK loads with import() only when used */
  connectors?: ExternalConnectorOptions
}

/** Pairing phone wallets through a relay, for the EVM adapter: the relay, the project and the metadata wallets show. */
export interface EvmPairingOptions extends PairingOptions {
  /** the pairing Core's storage and its key prefix (tests; the browser default is IndexedDB) */
  storage?: PairingProviderOptions['storage']
  storagePrefix?: string
}

/**
 * The adapter of EVM chains (eip155): browser wallets (EIP-6963 and injected), phone wallets through `pairing`, and the
 * embedded wallet; wagmi and viem load on first use.
 *
 * @example
 * ```ts
 * const latch = createLatch({
 *   adapters: [evmAdapter({ pairing: { relayUrl: 'wss://cloud.example.com/relay', projectId, metadata } })],
 *   networks: [mainnet],
 * })
 * ```
 */
export function evmAdapter(options: EvmAdapterOptions = {}): Adapter {
  // the wallets the browser setup found, which the session asks about (announced)
  const found: { discovery?: Discovery } = {}
  const { adapter, session } = lazyAdapter<WagmiSession>({
    namespace: 'eip155',
    name: 'evmAdapter',
    load: (context) =>
      loadSession().then(({ createWagmiSession }) =>
        createWagmiSession({
          config: options.wagmiConfig,
          networks: context.networks,
          emit: context.emit,
          pairing: options.pairing,
          announced: (rdns) => found.discovery?.announced(rdns),
          embedded: context.embedded,
          shared: context.shared,
          isMobile: context.isMobile ?? (() => false),
          external: options.connectors,
          disconnectedByVisitor: (connectorId) => context.disconnectedByVisitor?.(connectorId) ?? false,
        }),
      ),
    // discovery, the EXTERNAL connectors, a Safe's handshake and the last connection: loaded when the instance sets
    // the adapter up
    loadBrowserSetup: () =>
      import('./browserSetup.ts').then(
        (setup) => (context, session) => setup.evmBrowserSetup({ context, session, options, found }),
      ),
  })
  return { ...adapter, estimateFee: async (parameters) => (await session()).estimateFee(parameters) }
}
