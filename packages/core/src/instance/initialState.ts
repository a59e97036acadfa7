// The state an instance starts with: from its options alone, or from a request's cookies (cookieToInitialState),
// so a server render and the first client render agree.
import { accountOfStored, getStoredAccounts, type StoredAccounts } from '../connection/storedAccounts.ts'
import { startConnectionStatuses } from '../connection/connectionStatus.ts'
import { isConnectorMarkedDisconnected } from '../connection/disconnectedMarks.ts'
import { cookieHeaderStorage } from '../cookieStorage.ts'
import { localFeatures } from '../cloud/featureDefaults.ts'
import { emptyCloudState } from '../cloud/types.ts'
import { AUTH_CONNECTOR } from '../embedded/types.ts'
import { initialLocale } from '../locale/initialLocale.ts'
import { initialRouter } from '../modal/initialRouter.ts'
import { emptySiwxState } from '../siwx/types.ts'
import { createSafeStorage, type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import { resolveThemeMode, themeVariablesWithDefaults } from '../theme/theme.ts'
import type { CaipNetworkId, ChainNamespace, ConnectionStatus } from '../types.ts'
import type { LatchOptions } from './options.ts'
import { disconnectedAccount, type LatchState } from './state.ts'

/** what a server knows of a returning visitor: the active network and the connected account of each namespace */
export interface LatchInitialState {
  activeCaipNetworkId?: CaipNetworkId
  accounts: StoredAccounts
}

/** the creation state: disconnected unless `initialState` says otherwise; nothing read from storage or the page */
export function createInitialState(options: LatchOptions): LatchState {
  const given = options.initialState
  const network =
    options.networks.find((candidate) => candidate.caipNetworkId === given?.activeCaipNetworkId) ??
    options.defaultNetwork ??
    options.networks[0]
  return {
    open: false,
    router: initialRouter(),
    // the system preference is read by mount(); until then the configured mode, else dark (SPEC §2)
    themeMode: resolveThemeMode(options.themeMode, undefined),
    themeVariables: themeVariablesWithDefaults(options.themeVariables),
    // the browser's languages are read by mount(), like the system theme
    locale: initialLocale(options.locale),
    networks: options.networks,
    activeNamespace: network.chainNamespace,
    activeNetwork: network,
    unsupportedNetwork: false,
    accounts: Object.fromEntries(
      options.adapters.map(({ namespace }) => {
        const stored = given?.accounts[namespace]
        return [namespace, stored ? accountOfStored(stored) : disconnectedAccount()]
      }),
    ),
    connections: {},
    connectors: options.embeddedWallet ? [AUTH_CONNECTOR] : [],
    recentWallets: [],
    tokenBalances: [],
    loading: false,
    features: localFeatures(options.features),
    cloud: emptyCloudState(),
    embedded: { approving: false },
    siwx: emptySiwxState(),
  }
}

/** the stored accounts of the namespaces that start connecting, a disconnected connector left out (SPEC §4) */
export function rememberedAccounts(
  storage: SafeStorage,
  statuses: Partial<Record<ChainNamespace, ConnectionStatus>>,
): StoredAccounts {
  const stored = getStoredAccounts(storage)
  const accounts: StoredAccounts = {}
  for (const [namespace, status] of Object.entries(statuses) as [ChainNamespace, ConnectionStatus][]) {
    const account = stored[namespace]
    if (status !== 'connecting' || !account) continue
    if (isConnectorMarkedDisconnected(storage, namespace, account.connectorId)) continue
    accounts[namespace] = account
  }
  return accounts
}

/** the accounts a reload would restore (SPEC §4 start statuses, a disconnected connector left out) */
export function storedInitialState(
  storage: SafeStorage,
  options: Pick<LatchOptions, 'adapters' | 'enableReconnect'>,
): LatchInitialState {
  const namespaces = options.adapters.map((adapter) => adapter.namespace)
  const statuses = startConnectionStatuses(storage, namespaces, { reconnect: options.enableReconnect ?? true })
  const activeCaipNetworkId = storage.get(STORAGE_KEYS.activeCaipNetworkId) as CaipNetworkId | undefined
  return { ...(activeCaipNetworkId ? { activeCaipNetworkId } : {}), accounts: rememberedAccounts(storage, statuses) }
}

/**
 * the initial state of a request, in the manner of wagmi's cookieToInitialState: with `storage: cookieStorage`,
 * pass the request's Cookie header and give the result to createLatch as `initialState` on the server and the client
 *
 * @example
 * ```ts
 * // on the server and in the browser alike
 * const initialState = cookieToInitialState({ adapters }, request.headers.get('cookie'))
 * const latch = createLatch({ adapters, networks, storage: cookieStorage, ssr: true, initialState })
 * ```
 */
export function cookieToInitialState(
  options: Pick<LatchOptions, 'adapters' | 'enableReconnect'>,
  cookieHeader: string | null | undefined,
): LatchInitialState {
  return storedInitialState(createSafeStorage(cookieHeaderStorage(cookieHeader)), options)
}
