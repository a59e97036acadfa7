// The EVM adapter's setup in a browser, loaded when the instance sets the adapter up: EIP-6963 discovery, the
// pairing connector, the EXTERNAL connectors' descriptors, a Safe App's handshake and the last connection restored.
import type { AdapterContext, Connector } from '@latch/core'
import { SHARED_PAIRING } from '@latch/core/internal'
import { type Discovery, discoverWallets, INJECTED_CONNECTOR_ID } from './discovery.ts'
import type { EvmAdapterOptions } from './index.ts'
import { PAIRING_CONNECTOR } from './pairingConnector.ts'
import type { WagmiSession } from './wagmiAdapter.ts'

// the session's import() is here, in a chunk fetched after the first paint anyway: the first chunk then carries
// no list of the session's chunks to preload
export const loadSession = () => import('./wagmiAdapter.ts')

export interface EvmBrowserSetup {
  context: AdapterContext
  session(): Promise<WagmiSession>
  options: EvmAdapterOptions
  /** the discovery this setup starts, which the session asks about; a new setup stops the last one */
  found: { discovery?: Discovery }
}

export function evmBrowserSetup({ context, session, options, found }: EvmBrowserSetup): void {
  found.discovery?.stop()
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
  // a wallet that authorizes the site again from its own UI says so with accountsChanged: followed while disconnected,
  // unless the visitor disconnected it in the app (core's mark, the rule every kind of wallet follows)
  const following = new WeakSet<object>()
  const followReturns = (connectors: Connector[]) => {
    for (const { id } of connectors) {
      const provider = found.discovery?.provider(id)
      if (!provider || following.has(provider)) continue
      following.add(provider)
      provider.on('accountsChanged', (accounts: readonly string[]) => {
        if (!accounts.length || context.disconnectedByVisitor?.(id)) return
        // the legacy Browser Wallet only where it is listed and restored: on a phone
        if (id === INJECTED_CONNECTOR_ID && !context.isMobile?.()) return
        void session()
          .then((loaded) => loaded.connectFromWallet(id))
          .catch(() => {})
      })
    }
  }
  found.discovery = discoverWallets(window, (connectors) => {
    publish(connectors)
    followReturns(connectors)
  })
  const discovery = found.discovery
  followReturns(discovery.connectors())
  const externalListed = options.connectors
    ? import('./externalConnectors.ts').then((module) => {
        external = module
        publish(discovery.connectors())
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
      publish(discovery.connectors())
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
}
