// @latch/evm: lists browser wallets at once; wagmi and viem load with import() on first use (first-paint bundle).
import type { Adapter, Connector } from '@latch/core'
import { lazyAdapter, SHARED_PAIRING } from '@latch/core/internal'
import type { PairingOptions, PairingProviderOptions } from '@latch/pairing'
import type { Config } from '@wagmi/core'
import { type Discovery, discoverWallets } from './discovery.ts'
import type { WagmiSession } from './wagmiAdapter.ts'

export interface EvmAdapterOptions {
  /** a Config from createWagmiConfig (@latch/evm/wagmi) shared with the host's WagmiProvider */
  wagmiConfig?: Config
  /** lists WalletConnect: pairing through this relay (the universal adapter loads when it is picked) */
  pairing?: EvmPairingOptions
}

export interface EvmPairingOptions extends PairingOptions {
  /** the pairing Core's storage and its key prefix (tests; the browser default is IndexedDB) */
  storage?: PairingProviderOptions['storage']
  storagePrefix?: string
}

/** the pairing connector as core lists it (SPEC §3: id WALLET_CONNECT, name WalletConnect) */
export const PAIRING_CONNECTOR: Connector = { id: 'WALLET_CONNECT', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

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
        }),
      ),
    setupInBrowser(context, session) {
      discovery?.stop()
      const pairing = options.pairing ? [PAIRING_CONNECTOR] : []
      // the pairing session is the instance's: adapters of other namespaces follow it (@latch/pairing/session)
      if (options.pairing && !context.shared.has(SHARED_PAIRING)) context.shared.set(SHARED_PAIRING, { options: options.pairing, networks: context.allNetworks })
      discovery = discoverWallets(window, (connectors) => context.emit('connectors', { connectors: [...pairing, ...connectors] }))
      if (context.shouldReconnect)
        session()
          .then((loaded) => loaded.reconnect())
          .catch(() => context.emit('disconnect', {}))
      // the host already ships wagmi: follow connections it makes through its own hooks
      else if (options.wagmiConfig) session().catch(() => {})
    },
  })
  return { ...adapter, estimateFee: async (parameters) => (await session()).estimateFee(parameters) }
}
