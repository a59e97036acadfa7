// What a connection, a wallet's change or a disconnect does to the instance's state and storage (SPEC §4): the
// account with its CAIP address, the connection list, the stored session, and the events the host hears.
import type { AdapterEvents } from '../adapter.ts'
import { clearAddressCache } from '../caches.ts'
import { caipNetworkIdOf, toCaipAddress } from '../caip.ts'
import { embeddedAccountFields } from '../embedded/loginData.ts'
import { isAuthConnector } from '../embedded/types.ts'
import type { InstanceContext } from '../instance/context.ts'
import { disconnectedAccount } from '../instance/state.ts'
import { STORAGE_KEYS } from '../storage.ts'
import type { ChainNamespace, Connection, Connector } from '../types.ts'
import { forgetConnectedAccount, storeConnectedAccount } from './connectedAccounts.ts'
import { addConnectedNamespace, removeConnectedNamespace } from './connectedNamespaces.ts'
import { connectionNetwork, dedupeAccounts, saveConnection } from './connections.ts'
import { storeConnectionStatus } from './connectionStatus.ts'
import { unmarkConnectorDisconnected } from './disconnectedConnectors.ts'

export interface AccountEventsDeps {
  setActiveNetwork(namespace: ChainNamespace, chainId: number | string): void
  fetchBalance(): Promise<void>
}

export function createAccountEvents(context: InstanceContext, deps: AccountEventsDeps) {
  const { store, storage, emitter, account } = context
  const { setActiveNetwork, fetchBalance } = deps

  function onAccountChanged(namespace: ChainNamespace, event: AdapterEvents['accountChanged']) {
    const connector = store.getState().connectors.find((c) => c.id === event.connectorId)
    store.setState((state) => ({
      accounts: {
        ...state.accounts,
        [namespace]: {
          status: 'connected',
          address: event.address,
          caipAddress: toCaipAddress({ caipNetworkId: caipNetworkIdOf(namespace, event.chainId) }, event.address),
          allAccounts: dedupeAccounts(event.accounts.map((address) => ({ address, type: 'eoa' as const }))),
          connectorId: event.connectorId,
          ...(isAuthConnector(event.connectorId)
            ? embeddedAccountFields(state.embedded, state.accounts[namespace]?.accountType)
            : {}),
        },
      },
      connections: {
        ...state.connections,
        [namespace]: saveConnection(state.connections[namespace] ?? [], {
          connectorId: event.connectorId,
          accounts: event.accounts.map((address) => ({ address })),
          // SPEC §3: a connection carries its network, so switching back to it restores the chain
          ...connectionNetwork(context.networks, caipNetworkIdOf(namespace, event.chainId)),
        }),
      },
      connectedWalletInfo: connector
        ? {
            name: connector.name,
            icon: connector.imageUrl,
            identifier: connector.info?.rdns,
            ...(isAuthConnector(connector.id) && state.embedded.socialProvider ? { social: state.embedded.socialProvider } : {}),
          }
        : state.connectedWalletInfo,
      activeNamespace: namespace,
    }))
    storeConnectionStatus(storage, 'connected')
    addConnectedNamespace(storage, namespace)
    storage.setJson(STORAGE_KEYS.connectedConnectorIds, {
      ...storage.getJson<Record<string, string>>(STORAGE_KEYS.connectedConnectorIds, {}),
      [namespace]: event.connectorId,
    })
    storeConnectedAccount(storage, namespace, event, caipNetworkIdOf(namespace, event.chainId))
    unmarkConnectorDisconnected(storage, namespace, event.connectorId)
    setActiveNetwork(namespace, event.chainId)
    void fetchBalance()
  }

  function onDisconnected(namespace: ChainNamespace) {
    store.setState((state) => ({
      accounts: { ...state.accounts, [namespace]: disconnectedAccount() },
      connections: { ...state.connections, [namespace]: [] },
      balance: undefined,
      tokenBalances: [],
      unsupportedNetwork: false,
    }))
    forgetConnectedAccount(storage, namespace)
    const remaining = removeConnectedNamespace(storage, namespace)
    if (remaining.length === 0) {
      storeConnectionStatus(storage, 'disconnected')
      clearAddressCache(storage)
    }
    emitter.emit({ type: 'DISCONNECT_SUCCESS', data: { namespace } })
  }

  return {
    onAccountChanged,
    onDisconnected,
    /** the adapter ended the session: a namespace not already disconnected is reset (SPEC §4) */
    onAdapterDisconnect(namespace: ChainNamespace) {
      if (account(namespace)?.status !== 'disconnected') onDisconnected(namespace)
    },
    setConnectors(namespace: ChainNamespace, connectors: Connector[]) {
      store.setState((state) => ({
        // core lists the AUTH connector itself; adapters do not
        connectors: [
          ...state.connectors.filter((c) => c.chain !== namespace || c.type === 'AUTH'),
          ...connectors.filter((c) => c.type !== 'AUTH'),
        ],
      }))
    },
    setConnections(namespace: ChainNamespace, connections: Connection[]) {
      store.setState((state) => ({ connections: { ...state.connections, [namespace]: connections } }))
      // when all connections are gone a disconnect is emitted (SPEC §4)
      if (connections.length === 0 && account(namespace)?.status === 'connected') onDisconnected(namespace)
    },
  }
}

export type AccountEvents = ReturnType<typeof createAccountEvents>
