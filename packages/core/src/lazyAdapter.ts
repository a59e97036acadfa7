// An adapter in two halves: what first paint needs (its namespace, the address rule, wallet discovery at setup) and
// a session with the chain libraries, loaded with import() on first use. EVM, Solana and Bitcoin are built on it.
import type { Adapter, AdapterContext } from './adapter.ts'

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
  /** setup() in a browser (never on a server): discovery, and restoring the last connection through `session` */
  setupInBrowser(context: AdapterContext, session: () => Promise<S>): void
}

export interface LazyAdapter<S extends AdapterSession> {
  adapter: Adapter
  /** the session, loaded on first call; a failed chunk load (offline) is retried on the next call */
  session(): Promise<S>
}

export function lazyAdapter<S extends AdapterSession>(parameters: LazyAdapterParameters<S>): LazyAdapter<S> {
  let context: AdapterContext | undefined
  let loading: Promise<S> | undefined

  function session(): Promise<S> {
    const setupContext = context
    if (!setupContext) return Promise.reject(new Error(`${parameters.name}: setup() has not run`))
    if (!loading) {
      loading = parameters.load(setupContext)
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }

  const adapter: Adapter = {
    namespace: parameters.namespace,
    ...(parameters.isAddress ? { isAddress: (value: string) => parameters.isAddress!(value, context) } : {}),
    setup(setupContext) {
      context = setupContext
      // on a server there are no wallets to discover or restore
      if (typeof window === 'undefined') return
      parameters.setupInBrowser(setupContext, session)
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

/** restores the last connection through the session when the instance asks for it; a failure, or no last wallet,
 * is a disconnect */
export function restoreLastConnection<S extends { reconnect(lastConnectorId: string): Promise<void> }>(
  context: AdapterContext,
  session: () => Promise<S>,
): void {
  const last = context.lastConnectorId
  if (context.shouldReconnect && last)
    session()
      .then((loaded) => loaded.reconnect(last))
      .catch(() => context.emit('disconnect', {}))
  else if (context.shouldReconnect) context.emit('disconnect', {})
}
