// A wagmi connector over the pairing provider, so @latch/evm (and the host's wagmi hooks) use a
// pairing session like any wallet. The provider itself loads with import() on first use.
import { isUserRejection, latchError, type Network, parseChainId } from '@latch/core'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { type Address, getAddress, isAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import { eip155Namespaces, proposalNamespaces } from './namespaces.ts'
import { HEALTH_EVENT, livenessOf, type PairingHealth } from './liveness.ts'
import type { PairingProvider } from './provider.ts'
import { onSessionAccountsChanged } from './session.ts'
import { switchPairingChain } from './switchChain.ts'
import type { PairingProviderOptions } from './types.ts'

/** The connector id of phone-wallet pairing (WalletConnect), as `connect` takes it. */
export const PAIRING_CONNECTOR_ID = 'WALLET_CONNECT'
/** The name the Connect view lists phone-wallet pairing under. */
export const PAIRING_CONNECTOR_NAME = 'WalletConnect'

/**
 * The pairing connector's options: the relay and project, the networks its proposal names, and the instance's shared
 * provider.
 */
export interface PairingConnectorOptions extends PairingProviderOptions {
  /** the instance's shared provider (pairingProviderOf), so every adapter follows one session; default: its own */
  provider?: () => Promise<PairingProvider>
  /** the networks the proposal names, every namespace among them (default: `networks`, eip155 only) */
  proposalNetworks?: readonly Network[]
  /** what a liveness check found (the wallet answered, did not, the relay is down, the session expired) */
  onHealth?(health: PairingHealth): void
}

/** session accounts are 'eip155:<chain>:<address>'; one per address, whatever its letter case */
function sessionAccounts(provider: PairingProvider, chainId?: number): Address[] {
  const entries: string[] = provider.session?.namespaces.eip155?.accounts ?? []
  const onChain = entries.filter((entry) => chainId === undefined || entry.split(':')[1] === String(chainId))
  const addresses = (onChain.length ? onChain : entries).map((entry) => getAddress(entry.split(':')[2] as string))
  return [...new Set(addresses)]
}

/**
 * A wagmi connector that pairs a phone wallet through the relay by QR code or deep link; @latch/evm loads it when the
 * visitor picks WalletConnect.
 *
 * @example
 * ```ts
 * const connector = pairingConnector({ relayUrl, projectId, metadata, networks: [mainnet] })
 * const wagmiConfig = createWagmiConfig({ networks: [mainnet], connectors: [connector] })
 * ```
 */
export function pairingConnector(options: PairingConnectorOptions) {
  const networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
  const cloudRpc = options.cloudUrl ? { cloudUrl: options.cloudUrl, projectId: options.projectId } : undefined
  const networkOf = (chainId: number): Network | undefined => networks.find((n) => Number(n.id) === chainId)

  return createConnector<PairingProvider>((config) => {
    let loading: Promise<PairingProvider> | undefined
    let loaded: PairingProvider | undefined
    // a fresh link replaces the attempt before it; only the latest may report a URI or a result
    let attempt = 0

    function currentChainId(provider: PairingProvider): number {
      const chains: string[] = provider.session?.namespaces.eip155?.chains ?? []
      const known = provider.namespaces?.eip155?.defaultChain
      return parseChainId(known ?? chains[0] ?? networks[0]?.id ?? 1)
    }

    function listen(provider: PairingProvider) {
      // this namespace's changes only: a Solana account's change is the Solana adapter's
      onSessionAccountsChanged(provider, 'eip155', (accounts) => {
        const valid = accounts.filter((address) => isAddress(address, { strict: false }))
        if (accounts.length === 0) config.emitter.emit('disconnect')
        // a list with nothing that reads as an address is the wallet's mistake, not a disconnect
        else if (valid.length)
          config.emitter.emit('change', { accounts: [...new Set(valid.map((address) => getAddress(address)))] })
      })
      provider.on('chainChanged', (chainId: unknown) =>
        config.emitter.emit('change', { chainId: parseChainId(chainId) }),
      )
      // the wallet ended the session: core resets the account (SPEC §4)
      provider.on('session_delete', () => config.emitter.emit('disconnect'))
      provider.on(HEALTH_EVENT, (health: PairingHealth) => {
        options.onHealth?.(health)
        if (health.status === 'disconnected') config.emitter.emit('disconnect')
      })
    }

    async function getProvider(): Promise<PairingProvider> {
      if (!loading) {
        const made = options.provider
          ? options.provider()
          : import('./provider.ts').then(({ createPairingProvider }) => createPairingProvider(options))
        loading = made.then((provider) => {
          listen(provider)
          loaded = provider
          return provider
        })
        loading.catch(() => {
          loading = undefined
        })
      }
      return loading
    }

    async function getAccounts(): Promise<readonly Address[]> {
      const provider = await getProvider()
      if (!provider.session) return []
      // answered from the session by the provider, not by a round trip
      const accounts = (await provider.request<string[]>({ method: 'eth_accounts' }).catch(() => [])) ?? []
      const listed = accounts.map((address: string) => getAddress(address))
      return listed.length ? [...new Set(listed)] : sessionAccounts(provider, currentChainId(provider))
    }

    return {
      id: PAIRING_CONNECTOR_ID,
      name: PAIRING_CONNECTOR_NAME,
      type: 'walletConnect',

      async connect(parameters = {}) {
        const provider = await getProvider()
        if (!provider.session) {
          if (parameters.isReconnecting)
            throw latchError('WalletNotConnected', { params: { reason: 'No pairing session to restore' } })
          const mine = ++attempt
          const onUri = (uri: string) => {
            if (mine === attempt) config.emitter.emit('message', { type: 'display_uri', data: uri })
          }
          provider.on('display_uri', onUri)
          try {
            // every namespace the app has networks in: one session gives the wallet's EVM and Solana accounts
            await provider.connect({
              optionalNamespaces: options.proposalNetworks
                ? proposalNamespaces(options.proposalNetworks, cloudRpc)
                : eip155Namespaces(networks, cloudRpc),
            })
          } catch (error) {
            throw isUserRejection(error) ? new UserRejectedRequestError(error as Error) : error
          } finally {
            provider.removeListener('display_uri', onUri)
          }
          if (mine !== attempt) throw latchError('RequestAborted')
        }
        const wanted = parameters.chainId
        const approved: string[] = provider.session?.namespaces.eip155?.chains ?? []
        // a configured chain the wallet approved becomes the default, without a wallet round trip
        if (wanted && approved.includes(`eip155:${wanted}`)) provider.setDefaultChain(`eip155:${wanted}`)
        const accounts = await getAccounts()
        const chainId = currentChainId(provider)
        return { accounts, chainId } as never
      },

      async disconnect() {
        const provider = await getProvider()
        try {
          if (provider.session) await provider.disconnect()
        } catch {
          // the session is gone on our side either way; the wallet learns when it next reaches the relay
        }
      },

      getAccounts,

      /** a restored session not vouched for yet (the relay has not delivered what the phone sent meanwhile, or is
       * down): its status and why, so the account's first state is that and never connected */
      sessionHealth(): Extract<PairingHealth, { status: 'reconnecting' | 'stale' }> | undefined {
        const health = loaded?.session ? livenessOf(loaded)?.health() : undefined
        return health?.status === 'reconnecting' || health?.status === 'stale' ? health : undefined
      },

      async getChainId() {
        return currentChainId(await getProvider())
      },

      getProvider,

      async isAuthorized() {
        const provider = await getProvider()
        return Boolean(provider.session) && (await getAccounts()).length > 0
      },

      /** wallet_switchEthereumChain (then wallet_addEthereumChain on 4902) sent to the wallet itself */
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        const network = networkOf(chainId)
        if (!chain || !network) throw new SwitchChainError(new ChainNotConfiguredError())
        const provider = await getProvider()
        const session = provider.session
        if (!session) throw new SwitchChainError(new Error('No pairing session'))
        const from = currentChainId(provider)
        try {
          await switchPairingChain(
            (method, params) =>
              provider.client.request({ topic: session.topic, chainId: `eip155:${from}`, request: { method, params } }),
            network,
          )
        } catch (error) {
          if (isUserRejection(error)) throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        provider.setDefaultChain(`eip155:${chainId}`, network.rpcUrls.default.http[0])
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: parseChainId(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
