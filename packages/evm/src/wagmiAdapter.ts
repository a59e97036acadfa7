// The heavy half of the EVM adapter (wagmi + viem); index.ts loads it with import() on first use.
import {
  type AccountEntry,
  type AdapterEmit,
  type Balance,
  ConfigurationError,
  type ConnectResult,
  latchError,
  type EmbeddedFrame,
  type Network,
  type SendParameters,
} from '@latch/core'
import { AUTH_CONNECTOR_ID, pairingExpiresAt, SHARED_PAIRING } from '@latch/core/internal'
import {
  type Config,
  type CreateConnectorFn,
  connect,
  disconnect,
  getConnection,
  injected,
  reconnect,
  switchChain,
  watchConnection,
} from '@wagmi/core'
import type { EIP6963ProviderDetail } from 'mipd'
import { type AuthAccountTypes, authConnector } from './authConnector.ts'
import { readBalance, sendTransfer, signWithWallet, transferFee } from './chainActions.ts'
import { INJECTED_CONNECTOR_ID } from './discovery.ts'
import {
  COINBASE_CONNECTOR_ID,
  DEFAULT_SAFE_HANDSHAKE_TIMEOUT_MS,
  type ExternalConnectorOptions,
  SAFE_CONNECTOR_ID,
} from './externalConnectors.ts'
import type { EvmPairingOptions } from './index.ts'
import { createWagmiConfig } from './wagmi.ts'

type WagmiConnector = Config['connectors'][number]

/** a Safe's account is a smart account (the account view says so); the embedded wallet's as its frame typed them;
 * other wallets' accounts are eoas by default */
function typedAccounts(
  connector: { id: string; accountTypes?: AuthAccountTypes } | undefined,
  accounts: readonly string[],
): { allAccounts?: AccountEntry[] } {
  if (connector?.id === SAFE_CONNECTOR_ID)
    return { allAccounts: accounts.map((address) => ({ address, type: 'smartAccount' as const })) }
  const typed = connector?.accountTypes?.(accounts)
  return typed ? { allAccounts: typed } : {}
}

export interface WagmiSessionOptions {
  /** the host's shared Config; one is built over `networks` when absent */
  config?: Config
  networks: readonly Network[]
  emit: AdapterEmit
  /** relay, project id and metadata of the pairing connector, when the app enables WalletConnect */
  pairing?: EvmPairingOptions
  /** the EIP-6963 announcement discovery saw for an rdns (wagmi may not have seen it yet) */
  announced(rdns: string): EIP6963ProviderDetail | undefined
  /** the embedded wallet's frame (AdapterContext.embedded); adds the AUTH connector */
  embedded?: () => Promise<EmbeddedFrame>
  /** the instance's shared values (AdapterContext.shared): the pairing session every adapter follows */
  shared?: Map<string, unknown>
  isMobile(): boolean
  /** the EXTERNAL connectors the app enabled (Coinbase, Safe); their wagmi connectors load on first use */
  external?: ExternalConnectorOptions
}

export type WagmiSession = ReturnType<typeof createWagmiSession>

/** what core was last told about the connection, so wallet-side changes are reported once */
interface Seen {
  address?: string
  accounts: string
  chainId?: number
  connectorId?: string
}

const NOTHING: Seen = { accounts: '' }

export function createWagmiSession(options: WagmiSessionOptions) {
  const config = options.config ?? createWagmiConfig({ networks: options.networks })
  const { emit } = options
  let seen: Seen = NOTHING
  let quiet = 0
  let reconnecting = false

  /** whether wagmi's last connection was through this connector (it remembers the id in its storage) */
  async function wasRecent(connectorId: string): Promise<boolean> {
    const recent = await Promise.resolve(config.storage?.getItem('recentConnectorId')).catch(() => undefined)
    return recent === connectorId
  }

  /** a connector wagmi did not start with, set up and added to the config (wagmi's private API: pinned in package.json
   * and checked by wagmiPrivate.test.ts) */
  function addConnector(create: CreateConnectorFn): WagmiConnector {
    const connector = config._internal.connectors.setup(create)
    config._internal.connectors.setState((connectors) => [...connectors, connector])
    return connector
  }

  // in the config before any reconnect, so wagmi restores an email or social login like any wallet
  const embedded = options.embedded
  if (embedded && !config.connectors.some((connector) => connector.id === AUTH_CONNECTOR_ID)) {
    addConnector(authConnector({ embedded, networks: options.networks, wasRecent: () => wasRecent(AUTH_CONNECTOR_ID) }))
  }

  // SPEC §7: on desktop the Browser Wallet (window.ethereum, hidden there, R-5.33) is not probed on load for
  // its accounts and chain; the AUTH connector never is (its accounts come from GET_USER, R-7.56). Only a connection through it asks, so
  // a desktop session through the Browser Wallet (reachable only by connect('injected')) is not restored on load.
  const browserWallet = config.connectors.find((connector) => connector.id === INJECTED_CONNECTOR_ID)
  if (browserWallet && !options.isMobile()) browserWallet.isAuthorized = async () => false

  /** reports the difference between wagmi's connection and what core knows */
  function sync() {
    const connection = getConnection(config)
    if (connection.status === 'connected' && connection.address) {
      const accounts = [...connection.addresses]
      const next: Seen = {
        address: connection.address,
        accounts: accounts.join(),
        chainId: connection.chainId,
        connectorId: connection.connector?.id,
      }
      if (next.address !== seen.address || next.accounts !== seen.accounts || next.connectorId !== seen.connectorId)
        emit('accountChanged', {
          address: connection.address,
          chainId: connection.chainId,
          connectorId: next.connectorId ?? INJECTED_CONNECTOR_ID,
          accounts,
          ...typedAccounts(connection.connector, accounts),
        })
      else if (next.chainId !== seen.chainId) emit('switchNetwork', { chainId: connection.chainId })
      seen = next
      reconnecting = false
    } else if (connection.status === 'disconnected') {
      // a reconnect that found nothing is reported too: core starts such a namespace as 'connecting'
      // wagmi is only this far from Latch's own actions (quietly) when the wallet ended it or it could not be restored
      if (seen.address || reconnecting) emit('disconnect', { connectorId: seen.connectorId, reason: 'sessionEnded' })
      seen = NOTHING
      reconnecting = false
    }
  }

  watchConnection(config, {
    onChange() {
      if (quiet === 0) sync()
    },
  })

  /** runs an action whose outcome core applies itself; then reports anything else that changed */
  async function quietly<T>(action: () => Promise<T>, told: (result: T) => Seen): Promise<T> {
    quiet++
    try {
      const result = await action()
      seen = told(result)
      return result
    } finally {
      quiet--
      if (quiet === 0) sync()
    }
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

  const PAIRING_ID = 'WALLET_CONNECT'
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

  /** resolves once no reconnect (ours or the host WagmiProvider's) is under way */
  function reconnectSettled(): Promise<void> {
    if (getConnection(config).status !== 'reconnecting') return Promise.resolve()
    return new Promise((resolve) => {
      const stop = watchConnection(config, {
        onChange(connection) {
          if (connection.status === 'reconnecting') return
          stop()
          resolve()
        },
      })
    })
  }

  const isConfigured = (chainId: number) => config.chains.some((chain) => chain.id === chainId)

  return {
    config,

    /** restores the last session (wagmi reconnect); reports accountChanged, or disconnect if none */
    async reconnect(): Promise<void> {
      reconnecting = true
      // the pairing connector is not in the config until loaded, and wagmi only reconnects connectors it has
      const pairing =
        options.pairing && (await wasRecent(PAIRING_ID)) ? await pairingConnector().catch(() => undefined) : undefined
      await reconnect(config)
      if (pairing && getConnection(config).status !== 'connected') {
        // a host WagmiProvider may have started its reconnect before the connector was added
        await reconnectSettled()
        if (getConnection(config).status !== 'connected') await reconnect(config, { connectors: [pairing] })
      }
      // a host WagmiProvider may be reconnecting the same config; then the watcher reports the outcome
      const { status } = getConnection(config)
      if (status === 'connected' || status === 'disconnected') sync()
    },

    async connect(parameters: { connectorId: string; network?: Network }): Promise<ConnectResult> {
      const connector =
        parameters.connectorId === PAIRING_ID ? await startedPairing() : await connectorFor(parameters.connectorId)
      const current = getConnection(config)
      if (current.status === 'connected' && current.address && current.connector?.uid === connector.uid) {
        return { address: current.address, chainId: current.chainId, accounts: [...(current.addresses ?? [])] }
      }
      const chainId = parameters.network ? Number(parameters.network.id) : undefined
      const result = await quietly(
        () => connect(config, { connector, ...(chainId && isConfigured(chainId) ? { chainId } : {}) }),
        (data) => ({
          address: data.accounts[0],
          accounts: data.accounts.join(),
          chainId: data.chainId,
          connectorId: connector.id,
        }),
      )
      const accounts = [...result.accounts]
      return {
        address: accounts[0] as string,
        chainId: result.chainId,
        accounts,
        ...typedAccounts(connector, accounts),
      }
    },

    /** connects the Safe{Wallet} this page runs in, with no modal: the outcome reaches core as a wallet-side change */
    async connectSafe(): Promise<void> {
      const connector = await connectorFor(SAFE_CONNECTOR_ID)
      const current = getConnection(config)
      if (current.status === 'connected' && current.connector?.uid === connector.uid) return sync()
      await connect(config, { connector })
    },

    async disconnect(parameters: { connectorId?: string } = {}): Promise<void> {
      const connection = [...config.state.connections.values()].find(
        (candidate) => candidate.connector.id === parameters.connectorId,
      )
      await quietly(
        () => disconnect(config, connection ? { connector: connection.connector } : {}),
        () => NOTHING,
      )
    },

    /** wallet_switchEthereumChain; on 4902 wagmi sends wallet_addEthereumChain with these fields (SPEC §7) */
    async switchNetwork(network: Network): Promise<void> {
      const chainId = Number(network.id)
      await quietly(
        () =>
          switchChain(config, {
            chainId,
            addEthereumChainParameter: {
              chainName: network.name,
              nativeCurrency: network.nativeCurrency,
              rpcUrls: [...network.rpcUrls.default.http],
              ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
            },
          }),
        () => ({ ...seen, chainId }),
      )
    },

    getBalance: (parameters: { address: string; network: Network; tokenAddress?: string }): Promise<Balance> =>
      readBalance(config, parameters),
    signMessage: (parameters: { message: string; address: string }): Promise<string> =>
      signWithWallet(config, parameters),
    // a Safe answers with its safeTxHash: the mined transaction is found through the Safe{Wallet}, not the node
    sendTransaction: (parameters: SendParameters & { network: Network }): Promise<string> =>
      sendTransfer(config, parameters, {
        receiptFromWallet: getConnection(config).connector?.id === SAFE_CONNECTOR_ID,
      }),
    estimateFee: (parameters: SendParameters & { network: Network; from: string }): Promise<bigint> =>
      transferFee(config, parameters),

    /** the connected wallet's EIP-1193 provider, or undefined when disconnected */
    async getProvider(): Promise<unknown> {
      return getConnection(config).connector?.getProvider()
    },
  }
}
