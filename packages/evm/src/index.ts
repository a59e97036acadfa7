// @latch/evm: lists browser wallets at once; wagmi and viem load with import() on first use (first-paint bundle).
import type { Adapter, AdapterContext, Connector } from '@latch/core'
import { SHARED_PAIRING } from '@latch/core/internal'
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
  let context: AdapterContext | undefined
  let discovery: Discovery | undefined
  let loading: Promise<WagmiSession> | undefined

  function session(): Promise<WagmiSession> {
    const setupContext = context
    if (!setupContext) return Promise.reject(new Error('evmAdapter: setup() has not run'))
    if (!loading) {
      loading = import('./wagmiAdapter.ts').then(({ createWagmiSession }) =>
        createWagmiSession({
          config: options.wagmiConfig,
          networks: setupContext.networks,
          emit: setupContext.emit,
          pairing: options.pairing,
          announced: (rdns) => discovery?.announced(rdns),
          embedded: setupContext.embedded,
          shared: setupContext.shared,
          isMobile: setupContext.isMobile ?? (() => false),
        }),
      )
      // a failed chunk load (offline) is retried on the next use
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }

  return {
    namespace: 'eip155',
    setup(setupContext) {
      context = setupContext
      // on a server there are no wallets to discover or restore (createLatch mounts only in a browser anyway)
      if (typeof window === 'undefined') return
      discovery?.stop()
      const pairing = options.pairing ? [PAIRING_CONNECTOR] : []
      // the pairing session is the instance's: adapters of other namespaces follow it (@latch/pairing/session)
      if (options.pairing && !setupContext.shared.has(SHARED_PAIRING))
        setupContext.shared.set(SHARED_PAIRING, { options: options.pairing, networks: setupContext.allNetworks })
      discovery = discoverWallets(window, (connectors) =>
        setupContext.emit('connectors', { connectors: [...pairing, ...connectors] }),
      )
      if (setupContext.shouldReconnect)
        session()
          .then((loaded) => loaded.reconnect())
          .catch(() => setupContext.emit('disconnect', {}))
      // the host already ships wagmi: follow connections it makes through its own hooks
      else if (options.wagmiConfig) session().catch(() => {})
    },
    async preload() {
      await session()
    },
    connect: async (parameters) => (await session()).connect(parameters),
    disconnect: async (parameters) => (await session()).disconnect(parameters),
    switchNetwork: async (network) => (await session()).switchNetwork(network),
    getBalance: async (parameters) => (await session()).getBalance(parameters),
    signMessage: async (parameters) => (await session()).signMessage(parameters),
    sendTransaction: async (parameters) => (await session()).sendTransaction(parameters),
    getProvider: async () => (await session()).getProvider(),
  }
}
