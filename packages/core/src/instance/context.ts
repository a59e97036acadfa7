// One instance's shared parts, built once by createLatch: every feature is a factory over this context.
import { type Adapter, SHARED_REQUEST_HAND_OFF } from '../adapter.ts'
import { createSafeStorage, defaultStorage, lazyStorage, type SafeStorage } from '../storage.ts'
import type { AccountState, ChainNamespace, Network } from '../types.ts'
import { isChainNamespace, isThemeMode, requireAdapter } from '../validators.ts'
import { createEmitter, type Emitter } from './events.ts'
import { createInitialState } from './initialState.ts'
import { createSignals, type Signals } from './signals.ts'
import type { LatchOptions } from './options.ts'
import type { LatchState } from './state.ts'
import { createStore, type Store } from './store.ts'
import { ConfigurationError } from '../errors/families.ts'

/** SPEC §5: a theme mode is light or dark */
export const THEME_MODE_ERROR = 'The theme mode must be light or dark'

export interface InstanceContext {
  readonly options: LatchOptions
  readonly networks: LatchOptions['networks']
  readonly adapters: ReadonlyMap<ChainNamespace, Adapter>
  readonly store: Store<LatchState>
  /** the app's storage (else localStorage), resolved on first use: creating an instance reads nothing */
  readonly storage: SafeStorage
  readonly emitter: Emitter
  /** what a feature tells one built after it (the dApp never sees these) */
  readonly signals: Signals
  /** what the adapters share (AdapterContext.shared): one map per instance */
  readonly shared: Map<string, unknown>
  /** the account of a namespace, the active one by default */
  account(namespace?: ChainNamespace): AccountState | undefined
  /** the active namespace has a connected address */
  isConnected(): boolean
  adapterFor(namespace: ChainNamespace): Adapter
  networksOf(namespace: ChainNamespace): Network[]
  /** the app's isMobile, else a user-agent check (the mobile rules of SPEC §5, §7) */
  isMobile(): boolean
}

const defaultIsMobile = () =>
  typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)

/** checks the options (SPEC §5) and builds the context; touches no browser global */
export function createInstanceContext(options: LatchOptions): InstanceContext {
  if (options.siweConfig && options.siwx) throw new ConfigurationError('SiwxConflict')
  if (!options.networks?.length)
    throw new ConfigurationError('InvalidOption', { params: { reason: 'At least one network is required' } })

  if (options.themeMode !== undefined && !isThemeMode(options.themeMode))
    throw new ConfigurationError('InvalidOption', { params: { reason: THEME_MODE_ERROR } })
  const adapters = new Map<ChainNamespace, Adapter>(options.adapters.map((adapter) => [adapter.namespace, adapter]))
  for (const network of options.networks) {
    // SPEC §8 'Unsupported chain namespace'; §5: a network needs an adapter for its namespace
    if (!isChainNamespace(network.chainNamespace)) throw new ConfigurationError('UnsupportedChainNamespace')
    requireAdapter(adapters, network.chainNamespace)
  }
  const storage = createSafeStorage(lazyStorage(() => options.storage ?? defaultStorage()))
  const store = createStore<LatchState>(createInitialState(options))
  const account = (namespace = store.getState().activeNamespace) => store.getState().accounts[namespace]
  const isMobile = options.isMobile ?? defaultIsMobile
  // a paired phone wallet's requests open its app on this phone; loaded with the pairing session, not the first paint
  const requestHandOff = () =>
    import('./featureImports.ts')
      .then((imports) => imports.importRequestHandOff())
      .then(({ createRequestHandOff }) => createRequestHandOff({ isMobile, storage }))
  const shared = new Map<string, unknown>([[SHARED_REQUEST_HAND_OFF, requestHandOff]])

  return {
    options,
    networks: options.networks,
    adapters,
    store,
    storage,
    emitter: createEmitter(),
    signals: createSignals(),
    shared,
    account,
    isConnected: () => account()?.status === 'connected' && Boolean(account()?.address),
    adapterFor(namespace) {
      const adapter = adapters.get(namespace)
      if (!adapter) throw new ConfigurationError('AdapterNotFound')
      return adapter
    },
    networksOf: (namespace) => options.networks.filter((network) => network.chainNamespace === namespace),
    isMobile,
  }
}
