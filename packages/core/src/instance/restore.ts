// What mount() reads from storage: the last network, the restored connection statuses, recent wallets, the
// embedded login and the system theme, laid over the state the instance was created with. A returning visitor's
// account (and its balance, while its cache is fresh) is on the first paint, connecting until its adapter answers.
import { CACHE_LIFETIME_MS } from '../firstPaintConstants.ts'
import { accountOfStored, type StoredAccount } from '../connection/storedAccounts.ts'
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
  const remembered = rememberedAccounts(storage, statuses)
  const accounts = Object.fromEntries(
    (Object.entries(statuses) as [ChainNamespace, ConnectionStatus][]).map(([namespace, status]) => {
      const current = state.accounts[namespace]
      // an account the initial state rendered (cookies) stays shown while the adapter restores it: no flash
      if (current?.status === 'connected' && status !== 'disconnected') return [namespace, current]
      const stored = remembered[namespace]
      return [namespace, stored ? { ...accountOfStored(stored), status } : { ...disconnectedAccount(), status }]
    }),
  )
  const active = remembered[network?.chainNamespace ?? state.activeNamespace]
  const balance = active && cachedBalance(storage, active)
  return {
    ...(network ? { activeNetwork: network, activeNamespace: network.chainNamespace } : {}),
    accounts,
    ...(balance ? { balance } : {}),
    recentWallets: storage.getJson<RecentWallet[]>(STORAGE_KEYS.recentWallets, []),
    themeMode: resolveThemeMode(options.themeMode, systemPrefersDark()),
    ...(options.embeddedWallet ? { embedded: { ...state.embedded, ...storedLogin(storage) } } : {}),
  }
}

/** the native balance the last visit cached for the account, while the cache is fresh (SPEC §9 lifetimes) */
function cachedBalance(storage: SafeStorage, account: StoredAccount): LatchState['balance'] {
  const caipAddress = `${account.caipNetworkId}:${account.address}`
  const entry = storage.getJson<Record<string, CachedBalance>>(STORAGE_KEYS.nativeBalanceCache, {})[caipAddress]
  if (!entry?.balance || !(Date.now() - entry.timestamp <= CACHE_LIFETIME_MS.nativeBalance)) return undefined
  const { value, decimals, symbol } = entry.balance
  if (
    typeof value !== 'string' ||
    !/^\d+$/.test(value) ||
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    typeof symbol !== 'string'
  )
    return undefined
  return { value: BigInt(value), decimals, symbol }
}

interface CachedBalance {
  timestamp: number
  balance?: { value?: unknown; decimals?: unknown; symbol?: unknown }
}

/** reads storage into the state at mount, before any feature has loaded (the first paint shows it); the statuses
 * say which namespaces the adapters restore */
export function restoreStoredState(context: InstanceContext): Record<ChainNamespace, ConnectionStatus> {
  const { storage, store, options, adapters } = context
  const statuses = startConnectionStatuses(storage, [...adapters.keys()], {
    reconnect: options.enableReconnect ?? true,
  })
  store.setState((state) => restoredState(state, storage, options, statuses))
  return statuses
}
