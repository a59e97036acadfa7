// switchNetwork within and across namespaces (SPEC §4) over the active network (activeNetwork.ts).
import type { AlertCode } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { NetworkActions } from '../latchApi.ts'
import type { RouteData, ViewName } from '../modal/router.ts'
import type { ActiveNetwork } from './activeNetwork.ts'
import { networkImageUrl } from './networkImage.ts'
import type { ChainNamespace, Network } from '../types.ts'

export interface NetworksDeps {
  /** the wallet is on this chain: the namespace becomes the active one (activeNetwork.ts) */
  setActiveNetwork: ActiveNetwork['setActiveNetwork']
  openView(view: ViewName, data?: RouteData): void
  showAlert(code: AlertCode): void
  fetchBalance(): Promise<void>
  /** connects the namespace through the wallet behind the active connection (the same sign-in, pairing session or
   * MULTI_CHAIN wallet), on this network; false when that wallet does not speak the namespace */
  connectAlongside(namespace: ChainNamespace, network: Network): Promise<boolean>
}

export function createNetworks(context: InstanceContext, deps: NetworksDeps) {
  const { store, networks, account, isConnected, adapterFor } = context
  const { setActiveNetwork, openView, showAlert, fetchBalance, connectAlongside } = deps

  /** whether any namespace has a connected account */
  const anyConnected = () =>
    [...context.adapters.keys()].some((namespace) => account(namespace)?.status === 'connected')

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

  const actions: NetworkActions = {
    switchNetwork,
    networkImage: (network) => networkImageUrl(network, context.options.cloudUrl),
  }
  return { actions }
}

export type Networks = ReturnType<typeof createNetworks>
