// The active network: switchNetwork, a wallet's own switches, and the unsupported network (SPEC §4, §5).
import { withConnectionNetwork } from '../connection/connections.ts'
import { caipNetworkIdOf, toCaipAddress } from '../caip.ts'
import { storeConnectedAccount } from '../connection/connectedAccounts.ts'
import { UNSUPPORTED_NETWORK_NAME } from '../constants.ts'
import type { AlertCode } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { NetworkActions } from '../latchApi.ts'
import type { ViewName } from '../modal/router.ts'
import { STORAGE_KEYS } from '../storage.ts'
import { networkImageUrl } from './networkImage.ts'
import type { ChainNamespace, Network } from '../types.ts'

export interface NetworksDeps {
  openView(view: ViewName): void
  close(): void
  showAlert(code: AlertCode): void
  fetchBalance(): Promise<void>
}

export function createNetworks(context: InstanceContext, deps: NetworksDeps) {
  const { store, storage, emitter, networks, account, isConnected, adapterFor } = context
  const { openView, close, showAlert, fetchBalance } = deps

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

  /** the wallet is on this chain: the account's CAIP address follows, an unknown chain is the unsupported network */
  function setActiveNetwork(namespace: ChainNamespace, chainId: number | string) {
    const network = networkOf(namespace, chainId)
    const current = account(namespace)
    if (current?.address) {
      const caipNetworkId = caipNetworkIdOf(namespace, chainId)
      const caipAddress = toCaipAddress({ caipNetworkId }, current.address)
      store.setState((state) => ({
        accounts: { ...state.accounts, [namespace]: { ...current, caipAddress } },
        // the active connection carries the network it is now on (SPEC §3 Connection)
        ...(network && current.connectorId ? { connections: { ...state.connections, [namespace]: withConnectionNetwork(state.connections[namespace] ?? [], current.connectorId, network) } } : {}),
      }))
      storeConnectedAccount(storage, namespace, current, caipNetworkId)
    }
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

  /** asks the wallet when connected (loading meanwhile); a network not in the list alerts APKT001 */
  async function switchNetwork(network: Network) {
    const known = networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
    if (!known) {
      showAlert('APKT001')
      return
    }
    if (!isConnected() && !store.getState().unsupportedNetwork) {
      setActiveNetwork(known.chainNamespace, known.id)
      return
    }
    store.setState({ loading: true })
    try {
      await adapterFor(known.chainNamespace).switchNetwork(known)
    } finally {
      store.setState({ loading: false })
    }
    setActiveNetwork(known.chainNamespace, known.id)
    void fetchBalance()
  }

  const actions: NetworkActions = { switchNetwork, networkImage: (network) => networkImageUrl(network, context.options.cloudUrl) }
  return { actions, setActiveNetwork }
}

export type Networks = ReturnType<typeof createNetworks>
