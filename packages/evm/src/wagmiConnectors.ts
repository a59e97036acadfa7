// The wagmi connector behind a Latch connector id: the ones wagmi has, an announced wallet's, the EXTERNAL ones (Coinbase,
// Safe) and the pairing connector (WalletConnect), each loaded with import() on first use. Apart from the actions.
import { ConfigurationError, type Network, latchError } from '@latch/core'
import { pairingExpiresAt, SHARED_PAIRING } from '@latch/core/internal'
import { type Config, type CreateConnectorFn, injected } from '@wagmi/core'
import { INJECTED_CONNECTOR_ID } from './discovery.ts'
import { COINBASE_CONNECTOR_ID, DEFAULT_SAFE_HANDSHAKE_TIMEOUT_MS, SAFE_CONNECTOR_ID } from './externalConnectors.ts'
import type { WagmiSessionOptions } from './wagmiAdapter.ts'

type WagmiConnector = Config['connectors'][number]

export const PAIRING_ID = 'WALLET_CONNECT'

/** the connectors of `config` for the session of `options`, found or added as each is first asked for */
export function createConnectors(config: Config, options: WagmiSessionOptions) {
  const { emit } = options

  /** a connector wagmi did not start with, set up and added to the config (wagmi's private API: pinned in package.json
   * and checked by wagmiPrivate.test.ts) */
  function addConnector(create: CreateConnectorFn): WagmiConnector {
    const connector = config._internal.connectors.setup(create)
    config._internal.connectors.setState((connectors) => [...connectors, connector])
    return connector
  }

  function rdnsOf(connector: WagmiConnector): readonly string[] {
    if (!connector.rdns) return []
    return typeof connector.rdns === 'string' ? [connector.rdns] : connector.rdns
  }

  const externalLoading = new Map<string, Promise<WagmiConnector>>()

  /** an EXTERNAL connector the app enabled, its wagmi connector (and SDK) loaded with import() on first use */
  function externalConnector(connectorId: string): Promise<WagmiConnector> | undefined {
    const { coinbase, safe } = options.external ?? {}
    let loading = externalLoading.get(connectorId)
    if (loading) return loading
    if (connectorId === COINBASE_CONNECTOR_ID && coinbase)
      loading = import('@wagmi/connectors/coinbaseWallet').then(({ coinbaseWallet }) =>
        addConnector(
          coinbaseWallet({
            appName: coinbase.appName ?? (typeof document === 'undefined' ? '' : document.title),
            ...(coinbase.appLogoUrl ? { appLogoUrl: coinbase.appLogoUrl } : {}),
            preference: { options: coinbase.preference ?? 'all' },
          }),
        ),
      )
    else if (connectorId === SAFE_CONNECTOR_ID && safe)
      loading = import('@wagmi/connectors/safe').then(({ safe: safeConnector }) =>
        addConnector(
          safeConnector({
            ...(safe.allowedDomains ? { allowedDomains: safe.allowedDomains } : {}),
            unstable_getInfoTimeout: safe.handshakeTimeoutMs ?? DEFAULT_SAFE_HANDSHAKE_TIMEOUT_MS,
          }),
        ),
      )
    else return undefined
    externalLoading.set(connectorId, loading)
    loading.catch(() => externalLoading.delete(connectorId))
    return loading
  }

  /** the wagmi connector for a Latch connector id (an rdns, 'injected' for the legacy window.ethereum, or an EXTERNAL id) */
  async function connectorFor(connectorId: string): Promise<WagmiConnector> {
    const known = config.connectors.find(
      (connector) => connector.id === connectorId || rdnsOf(connector).includes(connectorId),
    )
    if (known) return known
    const external = externalConnector(connectorId)
    if (external) return external
    const detail = options.announced(connectorId)
    const create = detail
      ? config._internal.connectors.providerDetailToConnector(detail)
      : connectorId === INJECTED_CONNECTOR_ID
        ? injected()
        : undefined
    if (!create)
      throw latchError('WalletNotFound', { params: { reason: `No wallet with connector id ${connectorId}` } })
    return addConnector(create)
  }

  let pairingLoading: Promise<WagmiConnector> | undefined

  /** the pairing connector, loaded (with WalletConnect) only when first needed; its links go to core */
  function pairingConnector(): Promise<WagmiConnector> {
    const pairing = options.pairing
    if (!pairing) return Promise.reject(new ConfigurationError('WalletConnectConnectorNotFound'))
    pairingLoading ??= Promise.all([import('@latch/pairing'), import('@latch/pairing/session')]).then(
      ([module, session]) => {
        const shared = options.shared
        const slot = shared?.get(SHARED_PAIRING) as { networks: readonly Network[] } | undefined
        const connector =
          config.connectors.find((candidate) => candidate.id === PAIRING_ID) ??
          addConnector(
            module.pairingConnector({
              ...pairing,
              networks: options.networks,
              // one session for the instance, proposing every namespace it has networks in
              ...(shared && slot
                ? {
                    provider: () => session.pairingProviderOf(shared) as Promise<never>,
                    proposalNetworks: slot.networks,
                  }
                : {}),
              // the session's liveness reaches core for every namespace the session connected
              onHealth: (health) =>
                health.status === 'disconnected'
                  ? emit('disconnect', { connectorId: PAIRING_ID, reason: health.reason })
                  : emit('health', { ...health, connectorId: PAIRING_ID }),
            }),
          )
        connector.emitter.on('message', ({ type, data }) => {
          if (type === 'display_uri' && typeof data === 'string')
            emit('pairingUri', { uri: data, expiresAt: pairingExpiresAt(Date.now()) })
        })
        return connector
      },
    )
    pairingLoading.catch(() => {
      pairingLoading = undefined
    })
    return pairingLoading
  }

  /** the pairing connector with its provider started; a provider that cannot start is told to core (SPEC §8) */
  async function startedPairing(): Promise<WagmiConnector> {
    try {
      const connector = await pairingConnector()
      await connector.getProvider()
      return connector
    } catch (error) {
      emit('providerInitFailed', { error })
      throw error
    }
  }

  return { addConnector, connectorFor, pairingConnector, startedPairing }
}
