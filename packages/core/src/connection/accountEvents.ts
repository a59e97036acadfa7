// What a connection, a wallet's change or a disconnect does to the instance's state and storage (SPEC §4): the
// account with its CAIP address, the connection list, the stored session, and the events the host hears.
import type { AdapterEvents } from '../adapter.ts'
import { clearAddressCache } from '../caches.ts'
import { caipNetworkIdOf, toCaipAddress } from '../caip.ts'
import { embeddedAccountFields } from '../embedded/loginData.ts'
import { isAuthConnector } from '../embedded/types.ts'
import type { InstanceContext } from '../instance/context.ts'
import { disconnectedAccount } from '../instance/state.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import type { AccountEntry, ChainNamespace, Connection, ConnectionStatusReason, Connector } from '../types.ts'
import { type HealthReport, hasAccountSession, statusAfterHealth } from './health.ts'
import { forgetConnectedAccount, storeConnectedAccount } from './connectedAccounts.ts'
import { addConnectedNamespace, removeConnectedNamespace } from './connectedNamespaces.ts'
import { connectionNetwork, dedupeAccounts, saveConnection } from './connections.ts'
import { storeConnectionStatus } from './connectionStatus.ts'
import { unmarkConnectorDisconnected } from './disconnectedConnectors.ts'
import { mergeMultiChainConnectors, spansNamespaces, findConnector } from './multiChain.ts'
import { walletInfoOf } from './walletInfo.ts'

export interface AccountEventsDeps {
  /** the namespace becomes the active one, on this chain */
  setActiveNetwork(namespace: ChainNamespace, chainId: number | string): void
  /** the namespace's account follows its wallet to this chain; the active network stays */
  followNetwork(namespace: ChainNamespace, chainId: number | string): void
  fetchBalance(): Promise<void>
}

export interface AccountChangeOptions {
  /** make the namespace the active one (default); false for a namespace connected beside the active one */
  activate?: boolean
}

/** the typed accounts of the event, else each address an eoa */
const entriesOf = (event: AdapterEvents['accountChanged']): AccountEntry[] =>
  dedupeAccounts(
    event.allAccounts?.length
      ? event.allAccounts
      : event.accounts.map((address) => ({ address, type: 'eoa' as const })),
  )

/** the type the wallet gave the active address, when it typed its accounts */
const typeOf = (event: AdapterEvents['accountChanged']) =>
  event.allAccounts?.find((entry) => entry.address.toLowerCase() === event.address.toLowerCase())?.type

export function createAccountEvents(context: InstanceContext, deps: AccountEventsDeps) {
  const { store, storage, emitter, account } = context
  const { setActiveNetwork, followNetwork, fetchBalance } = deps
  /** each namespace's connectors as its adapter last listed them, before MULTI_CHAIN merging */
  const discovered = new Map<ChainNamespace, Connector[]>()

  function onAccountChanged(
    namespace: ChainNamespace,
    event: AdapterEvents['accountChanged'],
    { activate = true }: AccountChangeOptions = {},
  ) {
    store.setState((state) => ({
      accounts: {
        ...state.accounts,
        [namespace]: {
          // a restored session its adapter cannot vouch for yet is never shown as connected
          status: event.health?.status ?? 'connected',
          ...(event.health ? { statusReason: event.health.reason } : {}),
          address: event.address,
          caipAddress: toCaipAddress({ caipNetworkId: caipNetworkIdOf(namespace, event.chainId) }, event.address),
          allAccounts: entriesOf(event),
          connectorId: event.connectorId,
          ...(isAuthConnector(event.connectorId)
            ? embeddedAccountFields(
                state.embedded,
                typeOf(event) ?? state.accounts[namespace]?.accountType,
                state.accounts[namespace]?.isSmartAccountDeployed,
              )
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
    }))
    if (activate) store.setState((state) => ({ connectedWalletInfo: walletInfoOf(state, namespace) }))
    storeConnectionStatus(storage, 'connected')
    addConnectedNamespace(storage, namespace)
    storage.setJson(FEATURE_STORAGE_KEYS.connectedConnectorIds, {
      ...storage.getJson<Record<string, string>>(FEATURE_STORAGE_KEYS.connectedConnectorIds, {}),
      [namespace]: event.connectorId,
    })
    storeConnectedAccount(storage, namespace, event, caipNetworkIdOf(namespace, event.chainId))
    unmarkConnectorDisconnected(storage, namespace, event.connectorId)
    if (!activate) {
      followNetwork(namespace, event.chainId)
      return
    }
    setActiveNetwork(namespace, event.chainId)
    void fetchBalance()
  }

  /** a wallet's own change (or a restored connection) moves the view only when it is the active namespace's, or
   * nothing is connected there: a second namespace restored on load must not take over the first, even when it
   * answers before the active one is restored (still connecting: its adapter's chunk is loading) or while the first
   * is being confirmed (reconnecting). A session spanning namespaces has one health: a namespace it restores takes
   * the health the others show, and the health one restore brings reaches them all */
  function onWalletAccount(namespace: ChainNamespace, event: AdapterEvents['accountChanged']) {
    const active = store.getState().activeNamespace
    const activeHeld =
      active !== namespace && (account(active)?.status === 'connecting' || hasAccountSession(account(active)))
    const health = event.health ?? sharedHealth(namespace, event.connectorId)
    onAccountChanged(namespace, health ? { ...event, health } : event, { activate: !activeHeld })
    if (event.health) onHealth(namespace, { ...event.health, connectorId: event.connectorId })
  }

  /** the health another namespace of the same spanning session shows (reconnecting or stale), if any */
  function sharedHealth(namespace: ChainNamespace, connectorId: string): AdapterEvents['accountChanged']['health'] {
    for (const other of sharing(namespace, connectorId)) {
      const shown = account(other)
      if (other === namespace || !shown?.statusReason) continue
      if (shown.status === 'reconnecting' || shown.status === 'stale')
        return { status: shown.status, reason: shown.statusReason }
    }
    return undefined
  }

  /** the namespace's last network (its stored CAIP address), to come back to */
  const chainIdOf = (namespace: ChainNamespace) => account(namespace)?.caipAddress?.split(':')[1]

  function onDisconnected(namespace: ChainNamespace, reason?: ConnectionStatusReason) {
    const wasActive = store.getState().activeNamespace === namespace
    store.setState((state) => ({
      accounts: { ...state.accounts, [namespace]: disconnectedAccount(reason) },
      connections: { ...state.connections, [namespace]: [] },
      ...(wasActive ? { balance: undefined, tokenBalances: [], unsupportedNetwork: false } : {}),
    }))
    forgetConnectedAccount(storage, namespace)
    const remaining = removeConnectedNamespace(storage, namespace)
    if (remaining.length === 0) {
      storeConnectionStatus(storage, 'disconnected')
      clearAddressCache(storage)
    }
    emitter.emit({ type: 'DISCONNECT_SUCCESS', data: { namespace } })
    // another namespace still connected becomes the active one (its wallet and network)
    const next = wasActive
      ? [...context.adapters.keys()].find((other) => account(other)?.status === 'connected')
      : undefined
    const chainId = next && chainIdOf(next)
    if (next && chainId) {
      setActiveNetwork(next, chainId)
      store.setState((state) => ({ connectedWalletInfo: walletInfoOf(state, next) }))
      void fetchBalance()
    }
  }

  /** the namespaces one session connected: all those of a connector spanning namespaces, else this one */
  function sharing(namespace: ChainNamespace, connectorId = account(namespace)?.connectorId): ChainNamespace[] {
    const spanning = spansNamespaces(findConnector(store.getState().connectors, connectorId))
    if (!spanning) return account(namespace)?.connectorId === connectorId ? [namespace] : []
    return [...context.adapters.keys()].filter((other) => account(other)?.connectorId === connectorId)
  }

  /** a liveness report moves every namespace the session connected (a pairing session spans them) */
  function onHealth(namespace: ChainNamespace, report: HealthReport & { connectorId?: string }) {
    const owner = report.connectorId ?? account(namespace)?.connectorId
    for (const other of sharing(namespace, owner)) {
      const next = statusAfterHealth(account(other), report)
      if (!next) continue
      store.setState((state) => {
        const current = state.accounts[other]
        return current ? { accounts: { ...state.accounts, [other]: { ...current, ...next } } } : {}
      })
      const connectorId = account(other)?.connectorId
      if (next.status === 'stale' && connectorId)
        emitter.emit({ type: 'CONNECTION_STALE', data: { namespace: other, connectorId, reason: report.reason } })
    }
  }

  return {
    onAccountChanged,
    onWalletAccount,
    onDisconnected,
    /** the adapter ended the session: a namespace not already disconnected is reset (SPEC §4); a pairing session or
     * sign-in that ended resets every namespace it connected */
    onAdapterDisconnect(namespace: ChainNamespace, reason?: ConnectionStatusReason) {
      for (const other of sharing(namespace))
        if (account(other)?.status !== 'disconnected') onDisconnected(other, reason)
    },
    onHealth,
    setConnectors(namespace: ChainNamespace, connectors: Connector[]) {
      // core lists the AUTH connector itself; adapters do not
      discovered.set(
        namespace,
        connectors.filter((c) => c.type !== 'AUTH'),
      )
      const merged = mergeMultiChainConnectors([...discovered.values()].flat())
      store.setState((state) => ({ connectors: [...state.connectors.filter((c) => c.type === 'AUTH'), ...merged] }))
    },
    setConnections(namespace: ChainNamespace, connections: Connection[]) {
      store.setState((state) => ({ connections: { ...state.connections, [namespace]: connections } }))
      // when all connections are gone a disconnect is emitted (SPEC §4)
      if (connections.length === 0 && account(namespace)?.status === 'connected') onDisconnected(namespace)
    },
  }
}

export type AccountEvents = ReturnType<typeof createAccountEvents>
