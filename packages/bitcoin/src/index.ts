// @latch/bitcoin: lists Bitcoin wallets at once (Wallet Standard and sats-connect); @scure/btc-signer, Esplora and the
// signers load with import() on first use (first-paint bundle). Pairing sessions go through the same adapter.
import type { Adapter, AdapterContext } from '@latch/core'
import { isAddressOn } from './address.ts'
import { prefixesOf } from './chains.ts'
import { discoverWallets, type WalletDiscovery } from './discovery.ts'
import type { BitcoinSession } from './session.ts'

export { isBitcoinAddress } from './address.ts'

export function bitcoinAdapter(): Adapter {
  let context: AdapterContext | undefined
  let discovery: WalletDiscovery | undefined
  let loading: Promise<BitcoinSession> | undefined

  function session(): Promise<BitcoinSession> {
    const setupContext = context
    if (!setupContext) return Promise.reject(new Error('bitcoinAdapter: setup() has not run'))
    if (!loading) {
      loading = import('./session.ts').then(({ createBitcoinSession }) => createBitcoinSession({ context: setupContext, discovery }))
      // a failed chunk load (offline) is retried on the next use
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }

  return {
    namespace: 'bip122',
    // a Bitcoin address of one of the configured networks (a mainnet address is refused on a regtest-only app)
    isAddress: (value) => {
      const networks = context?.networks ?? []
      return networks.length ? networks.some((network) => isAddressOn(value, prefixesOf(network))) : isAddressOn(value, prefixesOf({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }))
    },
    setup(setupContext) {
      context = setupContext
      // on a server there are no wallets to discover or restore
      if (typeof window === 'undefined') return
      discovery?.stop()
      discovery = discoverWallets(window as never, (connectors) => setupContext.emit('connectors', { connectors }))
      const last = setupContext.lastConnectorId
      if (setupContext.shouldReconnect && last)
        session()
          .then((loaded) => loaded.reconnect(last))
          .catch(() => setupContext.emit('disconnect', {}))
      else if (setupContext.shouldReconnect) setupContext.emit('disconnect', {})
    },
    async preload() {
      await session()
    },
    connect: async (parameters) => (await session()).connect(parameters),
    disconnect: async () => (await session()).disconnect(),
    switchNetwork: async (network) => (await session()).switchNetwork(network),
    getBalance: async (parameters) => (await session()).getBalance(parameters),
    signMessage: async (parameters) => (await session()).signMessage(parameters),
    sendTransaction: async (parameters) => (await session()).sendTransaction(parameters),
    getProvider: async () => (await session()).getProvider(),
  }
}
