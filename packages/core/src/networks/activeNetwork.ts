// The network a wallet is on (SPEC §4, §5): a namespace's account follows its wallet's chain, the active namespace's
// chain becomes the active network, and a chain not configured is the unsupported network. switchNetwork
// (createNetworks.ts) and the wallets' own switches (accountEvents.ts, adapterEvents.ts) both go through it.
import { caipNetworkIdOf, toCaipAddress } from '../caip.ts'
import { storeConnectedAccount } from '../connection/connectedAccounts.ts'
import { withConnectionNetwork } from '../connection/connections.ts'
import { walletInfoOf } from '../connection/walletInfo.ts'
import { UNSUPPORTED_NETWORK_NAME } from '../constants.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { RouteData, ViewName } from '../modal/router.ts'
import { STORAGE_KEYS } from '../storage.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import type { ChainNamespace, Network } from '../types.ts'

export interface ActiveNetworkDeps {
  openView(view: ViewName, data?: RouteData): void
  close(): void
}

export function createActiveNetwork(context: InstanceContext, deps: ActiveNetworkDeps) {
  const { store, storage, emitter, networks, account, isConnected } = context
  const { openView, close } = deps

  const networkOf = (namespace: ChainNamespace, chainId: number | string): Network | undefined =>
    networks.find((network) => network.caipNetworkId === caipNetworkIdOf(namespace, chainId))

  /** the active network's fields under the wallet's chain id, named as SPEC §9's unsupported network */
  function unsupportedNetworkFor(namespace: ChainNamespace, chainId: number | string): Network {
    return {
      ...store.getState().activeNetwork,
      id: chainId,
      caipNetworkId: caipNetworkIdOf(namespace, chainId),
      name: UNSUPPORTED_NETWORK_NAME,
      chainNamespace: namespace,
    }
  }

  /** the namespace's account follows its wallet to this chain (CAIP address and the stored session) */
  function followNetwork(namespace: ChainNamespace, chainId: number | string) {
    const current = account(namespace)
    if (!current?.address) return
    const caipNetworkId = caipNetworkIdOf(namespace, chainId)
    const caipAddress = toCaipAddress({ caipNetworkId }, current.address)
    const network = networkOf(namespace, chainId)
    store.setState((state) => ({
      accounts: { ...state.accounts, [namespace]: { ...current, caipAddress } },
      // the connection carries the network it is now on (SPEC §3 Connection)
      ...(network && current.connectorId
        ? {
            connections: {
              ...state.connections,
              [namespace]: withConnectionNetwork(state.connections[namespace] ?? [], current.connectorId, network),
            },
          }
        : {}),
    }))
    storeConnectedAccount(storage, namespace, current, caipNetworkId)
  }

  /** the wallet is on this chain: the account's CAIP address follows, an unknown chain is the unsupported network */
  function setActiveNetwork(namespace: ChainNamespace, chainId: number | string) {
    const network = networkOf(namespace, chainId)
    followNetwork(namespace, chainId)
    const previous = store.getState().activeNamespace
    // another namespace's balance and wallet are not this one's
    if (previous !== namespace)
      store.setState((state) => ({
        balance: undefined,
        tokenBalances: [],
        connectedWalletInfo: walletInfoOf(state, namespace),
      }))
    if (!network) {
      store.setState({
        activeNetwork: unsupportedNetworkFor(namespace, chainId),
        activeNamespace: namespace,
        unsupportedNetwork: true,
        balance: undefined,
        tokenBalances: [],
      })
      if (isConnected()) openView('UnsupportedChain')
      return
    }
    const wasUnsupported = store.getState().unsupportedNetwork
    store.setState({ activeNetwork: network, activeNamespace: namespace, unsupportedNetwork: false })
    storage.set(STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
    storage.set(FEATURE_STORAGE_KEYS.activeNamespace, namespace)
    emitter.emit({ type: 'SWITCH_NETWORK', data: { caipNetworkId: network.caipNetworkId } })
    if (wasUnsupported && store.getState().router.view === 'UnsupportedChain') close()
  }

  return { setActiveNetwork, followNetwork }
}

export type ActiveNetwork = ReturnType<typeof createActiveNetwork>
