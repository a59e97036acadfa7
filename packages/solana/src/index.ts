// @latch/solana: lists Wallet Standard Solana wallets at once; @solana/kit and the signers load with import() on first
// use (first-paint bundle). Pairing sessions and the embedded wallet's Solana account go through the same adapter.
import { type Adapter, type AdapterContext, isSolanaAddress } from '@latch/core'
import { discoverWallets, type WalletDiscovery } from './discovery.ts'
import { type SolanaSendOptions, sendOptionsOf } from './preflight.ts'
import type { SolanaSession } from './session.ts'

export interface SolanaAdapterOptions {
  /** solana_signAndSendTransaction's options for every send (SPEC §3 ); default preflight against 'confirmed' */
  sendOptions?: SolanaSendOptions
}

export type { PreflightCommitment, SolanaSendOptions } from './preflight.ts'
export { PREFLIGHT_COMMITMENTS } from './preflight.ts'

export function solanaAdapter(options: SolanaAdapterOptions = {}): Adapter {
  // a commitment outside SPEC's list is a configuration error, reported where the app configures it
  sendOptionsOf(options.sendOptions)
  let context: AdapterContext | undefined
  let discovery: WalletDiscovery | undefined
  let loading: Promise<SolanaSession> | undefined

  function session(): Promise<SolanaSession> {
    const setupContext = context
    if (!setupContext) return Promise.reject(new Error('solanaAdapter: setup() has not run'))
    if (!loading) {
      loading = import('./session.ts').then(({ createSolanaSession }) =>
        createSolanaSession({ context: setupContext, discovery, sendOptions: options.sendOptions }),
      )
      // a failed chunk load (offline) is retried on the next use
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }

  return {
    namespace: 'solana',
    isAddress: isSolanaAddress,
    setup(setupContext) {
      context = setupContext
      // on a server there are no wallets to discover or restore
      if (typeof window === 'undefined') return
      discovery?.stop()
      discovery = discoverWallets(window, (connectors) => setupContext.emit('connectors', { connectors }))
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
    signIn: async (fields) => (await session()).signIn(fields),
    sendTransaction: async (parameters) => (await session()).sendTransaction(parameters),
    estimateFee: async (parameters) => (await session()).estimateFee(parameters),
    getProvider: async () => (await session()).getProvider(),
  }
}
