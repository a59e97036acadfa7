// What mount() reads from storage: the last network, the restored connection statuses, recent wallets, the
// embedded login and the system theme, laid over the state the instance was created with. A returning visitor's
// stored address is on the first paint (`restoring`), apart from the accounts: nothing acts for it before its wallet
// has answered.
import { startConnectionStatuses } from '../connection/connectionStatus.ts'
import { storedLogin } from '../embedded/storedLogin.ts'
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import { resolveThemeMode, systemPrefersDark } from '../theme/theme.ts'
import type { ChainNamespace, ConnectionStatus, RecentWallet } from '../types.ts'
import type { InstanceContext } from './context.ts'
import { rememberedAccounts } from './initialState.ts'
import type { LatchOptions } from './options.ts'
import { disconnectedAccount, type LatchState } from './state.ts'

export function restoredState(
  state: LatchState,
  storage: SafeStorage,
  options: LatchOptions,
  statuses: Record<ChainNamespace, ConnectionStatus>,
): Partial<LatchState> {
  const storedNetworkId = storage.get(STORAGE_KEYS.activeCaipNetworkId)
  const network = options.networks.find((candidate) => candidate.caipNetworkId === storedNetworkId)
  const accounts = Object.fromEntries(
    (Object.entries(statuses) as [ChainNamespace, ConnectionStatus][]).map(([namespace, status]) => {
      const current = state.accounts[namespace]
      // an account the initial state rendered (cookies) stays shown while the adapter restores it: no flash
      const keep = current?.status === 'connected' && status !== 'disconnected'
      return [namespace, keep ? current : { ...disconnectedAccount(), status }]
    }),
  )
  const restoring = Object.fromEntries(
    Object.entries(rememberedAccounts(storage, statuses)).map(([namespace, stored]) => [namespace, stored.address]),
  )
  return {
    ...(network ? { activeNetwork: network, activeNamespace: network.chainNamespace } : {}),
    accounts,
    restoring,
    recentWallets: storage.getJson<RecentWallet[]>(STORAGE_KEYS.recentWallets, []),
    themeMode: resolveThemeMode(options.themeMode, systemPrefersDark()),
    ...(options.embeddedWallet ? { embedded: { ...state.embedded, ...storedLogin(storage) } } : {}),
  }
}

/** reads storage into the state at mount, before any feature has loaded (the first paint shows it); the statuses
 * say which namespaces the adapters restore */
export function restoreStoredState(context: InstanceContext): Record<ChainNamespace, ConnectionStatus> {
  const { storage, store, options, adapters } = context
  const statuses = startConnectionStatuses(storage, [...adapters.keys()], {
    reconnect: options.enableReconnect ?? true,
  })
  store.setState((state) => restoredState(state, storage, options, statuses))
  forgetRestoringWhenSettled(context.store)
  return statuses
}

/** a stored address is shown only until its namespace's restore settles (connected or not): a later connection's
 * "connecting" is not it */
function forgetRestoringWhenSettled(store: InstanceContext['store']): void {
  const settle = () => {
    const { restoring = {}, accounts } = store.getState()
    const namespaces = Object.keys(restoring) as ChainNamespace[]
    const left = namespaces.filter((namespace) => accounts[namespace]?.status === 'connecting')
    if (left.length < namespaces.length)
      store.setState({ restoring: Object.fromEntries(left.map((namespace) => [namespace, restoring[namespace]])) })
    return left.length === 0
  }
  if (settle()) return
  const stop = store.subscribe(() => {
    if (settle()) stop()
  })
}
