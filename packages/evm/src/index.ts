// @latch/evm: lists browser wallets at once; wagmi and viem load with import() on first use (first-paint bundle).
import type { Adapter, Connector } from '@latch/core'
import { lazyAdapter, SHARED_PAIRING } from '@latch/core/internal'
import type { PairingOptions, PairingProviderOptions } from '@latch/pairing'
import type { Config } from '@wagmi/core'
import { type Discovery, discoverWallets } from './discovery.ts'
import type { ExternalConnectorOptions } from './externalConnectors.ts'
import type { WagmiSession } from './wagmiAdapter.ts'

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

/** the pairing connector as core lists it (SPEC §3: id WALLET_CONNECT, name WalletConnect) */
export const PAIRING_CONNECTOR: Connector = {
  id: 'WALLET_CONNECT',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
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
  let discovery: Discovery | undefined
  const { adapter, session } = lazyAdapter<WagmiSession>({
    namespace: 'eip155',
    name: 'evmAdapter',
    load: (context) =>
      import('./wagmiAdapter.ts').then(({ createWagmiSession }) =>
        createWagmiSession({
          config: options.wagmiConfig,
          networks: context.networks,
          emit: context.emit,
          pairing: options.pairing,
          announced: (rdns) => discovery?.announced(rdns),
          embedded: context.embedded,
          shared: context.shared,
          isMobile: context.isMobile ?? (() => false),
          external: options.connectors,
        }),
      ),
    setupInBrowser(context, session) {
      discovery?.stop()
      const pairing = options.pairing ? [PAIRING_CONNECTOR] : []
      // the pairing session is the instance's: adapters of other namespaces follow it (@latch/pairing/session)
      if (options.pairing && !context.shared.has(SHARED_PAIRING))
        context.shared.set(SHARED_PAIRING, { options: options.pairing, networks: context.allNetworks })
      let inSafe = false
      // the EXTERNAL connectors' descriptors load with import() only for an app that enables some: others pay nothing
      let external: typeof import('./externalConnectors.ts') | undefined
      const publish = (connectors: Connector[]) =>
        context.emit('connectors', {
          connectors: [
            ...pairing,
            ...(external
              ? external.withExternal(connectors, external.externalConnectors(options.connectors, inSafe))
              : connectors),
          ],
        })
      discovery = discoverWallets(window, publish)
      const found = discovery
      const externalListed = options.connectors
        ? import('./externalConnectors.ts').then((module) => {
            external = module
            publish(found.connectors())
          })
        : undefined
      const safe = options.connectors?.safe
      // a Safe App connects to its Safe on load, with no modal; outside a frame (a window that is its own parent)
      // nothing of the Safe SDK loads
      const safeInfo =
        safe && window.parent !== window
          ? import('./safeHandshake.ts').then(({ safeHandshake }) => safeHandshake(safe))
          : undefined
      const start = async () => {
        if (await safeInfo?.catch(() => undefined)) {
          inSafe = true
          // listed before connecting, so the account view names the Safe
          await externalListed
          publish(found.connectors())
          return session()
            .then((loaded) => loaded.connectSafe())
            .catch((error: unknown) => context.emit('providerInitFailed', { error }))
        }
        if (context.shouldReconnect)
          return session()
            .then((loaded) => loaded.reconnect())
            .catch(() => context.emit('disconnect', {}))
        // the host already ships wagmi: follow connections it makes through its own hooks
        if (options.wagmiConfig) return session().catch(() => {})
      }
      void start()
    },
  })
  return { ...adapter, estimateFee: async (parameters) => (await session()).estimateFee(parameters) }
}
