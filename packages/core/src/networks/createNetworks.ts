// The active network: switchNetwork within and across namespaces (SPEC §4 ), a wallet's own switches,
// and the unsupported network (SPEC §4, §5).
import { withConnectionNetwork } from '../connection/connections.ts'
import { caipNetworkIdOf, toCaipAddress } from '../caip.ts'
import { storeConnectedAccount } from '../connection/connectedAccounts.ts'
import { walletInfoOf } from '../connection/walletInfo.ts'
import { UNSUPPORTED_NETWORK_NAME } from '../constants.ts'
import type { AlertCode } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { NetworkActions } from '../latchApi.ts'
import type { RouteData, ViewName } from '../modal/router.ts'
import { STORAGE_KEYS } from '../storage.ts'
import { networkImageUrl } from './networkImage.ts'
import type { ChainNamespace, Network } from '../types.ts'

export interface NetworksDeps {
  openView(view: ViewName, data?: RouteData): void
  close(): void
  showAlert(code: AlertCode): void
  fetchBalance(): Promise<void>
  /** connects the namespace through the wallet behind the active connection (the same sign-in, pairing session or
   * MULTI_CHAIN wallet), on this network; false when that wallet does not speak the namespace */
  connectAlongside(namespace: ChainNamespace, network: Network): Promise<boolean>
}

export function createNetworks(context: InstanceContext, deps: NetworksDeps) {
  const { store, storage, emitter, networks, account, isConnected, adapterFor } = context
  const { openView, close, showAlert, fetchBalance, connectAlongside } = deps

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
      ...(network && current.connectorId ? { connections: { ...state.connections, [namespace]: withConnectionNetwork(state.connections[namespace] ?? [], current.connectorId, network) } } : {}),
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
      store.setState((state) => ({ balance: undefined, tokenBalances: [], connectedWalletInfo: walletInfoOf(state, namespace) }))
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
    storage.set(STORAGE_KEYS.activeNamespace, namespace)
    emitter.emit({ type: 'SWITCH_NETWORK', data: { caipNetworkId: network.caipNetworkId } })
    if (wasUnsupported && store.getState().router.view === 'UnsupportedChain') close()
  }

  /** whether any namespace has a connected account */
  const anyConnected = () => [...context.adapters.keys()].some((namespace) => account(namespace)?.status === 'connected')

  /** asks the wallet when connected (loading meanwhile); a network not in the list alerts APKT001; another namespace
   * switches at once when connected there, connects through the same wallet when it speaks it, and
   * otherwise SwitchActiveChain asks for a wallet of that namespace */
  async function switchNetwork(network: Network) {
    const known = networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
    if (!known) {
      showAlert('APKT001')
      return
    }
    const target = known.chainNamespace
    const { activeNamespace, unsupportedNetwork } = store.getState()
    if (target !== activeNamespace && anyConnected()) return switchNamespace(known)
    if (!isConnected() && !unsupportedNetwork) {
      setActiveNetwork(target, known.id)
      return
    }
    await withLoading(() => adapterFor(target).switchNetwork(known))
    setActiveNetwork(target, known.id)
    void fetchBalance()
  }

  async function switchNamespace(network: Network) {
    const target = network.chainNamespace
    if (account(target)?.status === 'connected') {
      const chainId = account(target)?.caipAddress?.split(':')[1]
      // the namespace's wallet moves only when it is on another of the namespace's networks
      if (chainId !== String(network.id)) await withLoading(() => adapterFor(target).switchNetwork(network))
      setActiveNetwork(target, network.id)
      void fetchBalance()
      return
    }
    if (await withLoading(() => connectAlongside(target, network))) return
    openView('SwitchActiveChain', { network: { caipNetworkId: network.caipNetworkId, name: network.name } })
  }

  async function withLoading<T>(action: () => Promise<T>): Promise<T> {
    store.setState({ loading: true })
    try {
      return await action()
    } finally {
      store.setState({ loading: false })
    }
  }

  const actions: NetworkActions = { switchNetwork, networkImage: (network) => networkImageUrl(network, context.options.cloudUrl) }
  return { actions, setActiveNetwork, followNetwork }
}

export type Networks = ReturnType<typeof createNetworks>
