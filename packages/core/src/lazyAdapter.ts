// An adapter in three parts: what creating it needs (its namespace, the address rule), its browser setup (wallet
// discovery, the last connection restored) and a session with the chain libraries; the last two load with import(),
// the setup when the instance sets the adapter up, the session on first use. EVM, Solana and Bitcoin are built on it.
import type { Adapter, AdapterContext } from './adapter.ts'
import { sharedLoad } from './sharedLoad.ts'

/** the calls an adapter hands to its session once loaded */
export type AdapterSession = Pick<
  Adapter,
  'connect' | 'disconnect' | 'switchNetwork' | 'getBalance' | 'signMessage' | 'sendTransaction' | 'getProvider'
>

export interface LazyAdapterParameters<S extends AdapterSession> {
  namespace: Adapter['namespace']
  /** names the adapter in the error of a call made before setup() */
  name: string
  isAddress?(value: string, context: AdapterContext | undefined): boolean
  /** loads the session (an import() of its chunk), once per adapter */
  load(context: AdapterContext): Promise<S>
  /** loads setup() in a browser (never on a server): discovery, and restoring the last connection through `session` */
  loadBrowserSetup(): Promise<BrowserSetup<S>>
}

/** the browser half of setup(): starts discovery and restores the last connection through `session` */
export type BrowserSetup<S extends AdapterSession> = (context: AdapterContext, session: () => Promise<S>) => void

export interface LazyAdapter<S extends AdapterSession> {
  adapter: Adapter
  /** the session, loaded on first call; a failed chunk load (offline) is retried on the next call */
  session(): Promise<S>
}

export function lazyAdapter<S extends AdapterSession>(parameters: LazyAdapterParameters<S>): LazyAdapter<S> {
  let context: AdapterContext | undefined
  // once per adapter, whether prefetched or asked by setup()
  const loadBrowserSetup = sharedLoad(parameters.loadBrowserSetup)
  const loadSession = sharedLoad(() => parameters.load(context!))

  function session(): Promise<S> {
    if (!context) return Promise.reject(new Error(`${parameters.name}: setup() has not run`))
    return loadSession()
  }

  const adapter: Adapter = {
    namespace: parameters.namespace,
    ...(parameters.isAddress ? { isAddress: (value: string) => parameters.isAddress!(value, context) } : {}),
    setup(setupContext) {
      context = setupContext
      // on a server there are no wallets to discover or restore
      if (typeof window === 'undefined') return
      return loadBrowserSetup().then(
        (setUp) => {
          // a later setup() (the instance set up again) replaces this one
          if (context === setupContext) setUp(setupContext, session)
        },
        // without its setup (offline) no wallet is found: a restoring session ends rather than spins
        () => {
          if (setupContext.shouldReconnect) setupContext.emit('disconnect', {})
        },
      )
    },
    prefetchSetup() {
      if (typeof window !== 'undefined') loadBrowserSetup().catch(() => undefined)
    },
    async preload() {
      await session()
    },
    connect: async (connection) => (await session()).connect(connection),
    disconnect: async (disconnection) => (await session()).disconnect(disconnection),
    switchNetwork: async (network) => (await session()).switchNetwork(network),
    getBalance: async (balance) => (await session()).getBalance(balance),
    signMessage: async (message) => (await session()).signMessage(message),
    sendTransaction: async (transaction) => (await session()).sendTransaction(transaction),
    getProvider: async () => (await session()).getProvider(),
  }
  return { adapter, session }
}

// the browser setups restore through it: in a module of their own, so creating an adapter does not carry it
export { restoreLastConnection } from './restoreLastConnection.ts'
