// Multi-wallet management (SPEC §1; §6 ): every connection across namespaces plus
// the recent wallets, switching the active connection (back on the network it carries) and deleting one. With the
// remote feature multiWallet off each operation shows an info message and returns the empty result.
import type { InstanceContext } from '../instance/context.ts'
import { removeConnectionAccount } from '../connection/connections.ts'
import type { Modal } from '../modal/createModal.ts'
import type { ChainNamespace, Network, RecentWallet } from '../types.ts'

/** The error text of a multi-wallet call in a project that has not turned multi-wallet on. */
export const MULTI_WALLET_OFF = 'Multi-wallet is not enabled for this project'

/** one account of one connection */
export interface ProfileConnection {
  namespace: ChainNamespace
  connectorId: string
  /** the connector's name, when it is listed */
  name?: string
  address: string
  /** the network the connection was last on */
  caipNetwork?: Network
  active: boolean
}

/** The wallets of the visitor's profile: those connected now, and recent ones that are not. */
export interface ProfileWallets {
  connections: ProfileConnection[]
  /** recent wallets with no connection now */
  recent: RecentWallet[]
}

export interface MultiWalletActions {
  /** the connections and recent wallets; empty with multiWallet off */
  getProfileWallets(): ProfileWallets
  /** makes a connection the active one: its wallet connects again and returns to its network */
  switchConnection(connection: Pick<ProfileConnection, 'namespace' | 'connectorId' | 'address'>): Promise<void>
  /** forgets a connection's account; deleting the active one disconnects */
  deleteConnection(connection: Pick<ProfileConnection, 'namespace' | 'connectorId' | 'address'>): Promise<void>
  /** the Account view's entry point: ProfileWallets, or the info message with multiWallet off */
  openProfileWallets(): void
}

export interface MultiWalletDeps {
  modal: Modal
  connect(connectorId: string): Promise<void>
  disconnect(): Promise<void>
  switchNetwork(network: Network): Promise<void>
}

const same = (a: string | undefined, b: string | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase())
const EMPTY: ProfileWallets = { connections: [], recent: [] }

export function createMultiWallet(context: InstanceContext, deps: MultiWalletDeps): MultiWalletActions {
  const { store } = context

  /** false (and the info message) while multiWallet is off */
  function enabled(): boolean {
    if (store.getState().features.multiWallet) return true
    deps.modal.actions.showToast(MULTI_WALLET_OFF, 'info')
    return false
  }

  function list(): ProfileWallets {
    const state = store.getState()
    const connections: ProfileConnection[] = []
    for (const [namespace, entries] of Object.entries(state.connections) as [
      ChainNamespace,
      NonNullable<(typeof state.connections)[ChainNamespace]>,
    ][]) {
      const account = state.accounts[namespace]
      for (const entry of entries) {
        const name = state.connectors.find((connector) => same(connector.id, entry.connectorId))?.name
        for (const { address } of entry.accounts) {
          // one active connection: the active namespace's account (another namespace's connected account is a switch away)
          const active =
            namespace === state.activeNamespace &&
            account?.status === 'connected' &&
            same(account.connectorId, entry.connectorId) &&
            same(account.address, address)
          connections.push({
            namespace,
            connectorId: entry.connectorId,
            ...(name ? { name } : {}),
            address,
            ...(entry.caipNetwork ? { caipNetwork: entry.caipNetwork } : {}),
            active,
          })
        }
      }
    }
    const recent = state.recentWallets.filter(
      (wallet) => !connections.some((connection) => same(connection.connectorId, wallet.id)),
    )
    return { connections, recent }
  }

  return {
    getProfileWallets: () => (enabled() ? list() : EMPTY),
    async switchConnection(target) {
      if (!enabled()) return
      const found = list().connections.find(
        (connection) =>
          connection.namespace === target.namespace &&
          same(connection.connectorId, target.connectorId) &&
          same(connection.address, target.address),
      )
      if (!found || found.active) return
      const account = store.getState().accounts[target.namespace]
      if (!same(account?.connectorId, target.connectorId) || account?.status !== 'connected')
        await deps.connect(target.connectorId)
      if (found.caipNetwork && store.getState().activeNetwork.caipNetworkId !== found.caipNetwork.caipNetworkId)
        await deps.switchNetwork(found.caipNetwork)
    },
    async deleteConnection(target) {
      if (!enabled()) return
      const found = list().connections.find(
        (connection) =>
          connection.namespace === target.namespace &&
          same(connection.connectorId, target.connectorId) &&
          same(connection.address, target.address),
      )
      if (!found) return
      if (found.active) {
        await deps.disconnect()
        return
      }
      store.setState((state) => ({
        connections: {
          ...state.connections,
          [target.namespace]: removeConnectionAccount(
            state.connections[target.namespace] ?? [],
            target.connectorId,
            target.address,
          ),
        },
      }))
    },
    openProfileWallets() {
      if (enabled()) deps.modal.actions.navigate('ProfileWallets')
    },
  }
}
