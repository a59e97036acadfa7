// The heavy half of the EVM adapter (wagmi + viem); index.ts loads it with import() on first use.
import type { AdapterEmit, Balance, ConnectResult, EmbeddedFrame, Network, SendParameters } from '@latch/core'
import { AUTH_CONNECTOR_ID } from '@latch/core/internal'
import { type Config, connect, disconnect, getConnection, reconnect, switchChain, watchConnection } from '@wagmi/core'
import type { EIP6963ProviderDetail } from 'mipd'
import { authConnector } from './authConnector.ts'
import { createBrowserProbe } from './browserProbe.ts'
import { readBalance, sendTransfer, signWithWallet, transferFee } from './chainActions.ts'
import { INJECTED_CONNECTOR_ID } from './discovery.ts'
import { type ExternalConnectorOptions, SAFE_CONNECTOR_ID } from './externalConnectors.ts'
import type { EvmPairingOptions } from './index.ts'
import { createWagmiConfig } from './wagmi.ts'
import { createConnectors, PAIRING_ID } from './wagmiConnectors.ts'
import { createConnectionSync, NOTHING, typedAccounts } from './wagmiSync.ts'

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
  /** whether the visitor disconnected this connector in the app (AdapterContext.disconnectedByVisitor) */
  disconnectedByVisitor?(connectorId: string): boolean
}

export type WagmiSession = ReturnType<typeof createWagmiSession>

export function createWagmiSession(options: WagmiSessionOptions) {
  const config = options.config ?? createWagmiConfig({ networks: options.networks })
  const { emit } = options
  const { addConnector, connectorFor, pairingConnector, startedPairing } = createConnectors(config, options)

  /** whether wagmi's last connection was through this connector (it remembers the id in its storage) */
  async function wasRecent(connectorId: string): Promise<boolean> {
    const recent = await Promise.resolve(config.storage?.getItem('recentConnectorId')).catch(() => undefined)
    return recent === connectorId
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

  const connectionSync = createConnectionSync(config, emit, options.disconnectedByVisitor)
  // an extension that is removed or hangs sends no event: asked eth_accounts on focus and before sign, send and switch
  const browserProbe = createBrowserProbe(config, emit)

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
      connectionSync.startReconnect()
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
      if (status === 'connected' || status === 'disconnected') connectionSync.sync()
    },

    async connect(parameters: { connectorId: string; network?: Network }): Promise<ConnectResult> {
      const connector =
        parameters.connectorId === PAIRING_ID ? await startedPairing() : await connectorFor(parameters.connectorId)
      const current = getConnection(config)
      if (current.status === 'connected' && current.address && current.connector?.uid === connector.uid) {
        return { address: current.address, chainId: current.chainId, accounts: [...(current.addresses ?? [])] }
      }
      const chainId = parameters.network ? Number(parameters.network.id) : undefined
      const result = await connectionSync.quietly(
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
      if (current.status === 'connected' && current.connector?.uid === connector.uid) return connectionSync.sync()
      await connect(config, { connector })
    },

    /** a browser wallet that authorizes the site again by itself (the visitor connected it from the wallet's own UI)
     * while nothing is connected: connected with no click, the outcome reaching core as a wallet-side change. Not one
     * whose eth_accounts lists nothing; the caller has ruled out a wallet the visitor disconnected in the app */
    async connectFromWallet(connectorId: string): Promise<void> {
      if (getConnection(config).status !== 'disconnected') return
      const connector = await connectorFor(connectorId)
      const provider = (await connector.getProvider()) as { request(args: { method: string }): Promise<unknown> }
      const accounts = await provider.request({ method: 'eth_accounts' }).catch(() => [])
      if (!Array.isArray(accounts) || accounts.length === 0 || getConnection(config).status !== 'disconnected') return
      await connect(config, { connector })
    },

    async disconnect(parameters: { connectorId?: string } = {}): Promise<void> {
      const connection = [...config.state.connections.values()].find(
        (candidate) => candidate.connector.id === parameters.connectorId,
      )
      await connectionSync.quietly(
        () => disconnect(config, connection ? { connector: connection.connector } : {}),
        () => NOTHING,
      )
    },

    /** wallet_switchEthereumChain; on 4902 wagmi sends wallet_addEthereumChain with these fields (SPEC §7) */
    async switchNetwork(network: Network): Promise<void> {
      const chainId = Number(network.id)
      await browserProbe.beforeRequest()
      await connectionSync.quietly(
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
        () => ({ ...connectionSync.seen(), chainId }),
      )
    },

    getBalance: (parameters: { address: string; network: Network; tokenAddress?: string }): Promise<Balance> =>
      readBalance(config, parameters),
    async signMessage(parameters: { message: string; address: string }): Promise<string> {
      await browserProbe.beforeRequest()
      return signWithWallet(config, parameters)
    },
    // a Safe answers with its safeTxHash: the mined transaction is found through the Safe{Wallet}, not the node
    async sendTransaction(parameters: SendParameters & { network: Network }): Promise<string> {
      await browserProbe.beforeRequest()
      return sendTransfer(config, parameters, {
        receiptFromWallet: getConnection(config).connector?.id === SAFE_CONNECTOR_ID,
      })
    },
    estimateFee: (parameters: SendParameters & { network: Network; from: string }): Promise<bigint> =>
      transferFee(config, parameters),

    /** the connected wallet's EIP-1193 provider, or undefined when disconnected */
    async getProvider(): Promise<unknown> {
      return getConnection(config).connector?.getProvider()
    },
  }
}
