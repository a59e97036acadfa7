export type { Adapter, AdapterContext, AdapterEmit, AdapterEvents, Balance, ConnectResult, SendParameters } from './adapter.ts'
export { caipNetworkIdOf, defineNetwork, parseCaipAddress, toCaipAddress } from './caip.ts'
export {
  type CatalogueWallet,
  listCatalogue,
  type WalletCatalogue,
  type WalletPage,
  type WalletPageRequest,
  walletPageRequest,
} from './catalogue.ts'
export * as constants from './constants.ts'
export { ALERTS, type Alert, type AlertCode, isUserRejection, RPC_ERROR_CODES, TEXTS } from './errors.ts'
export type { LatchEvent, LatchEventListener } from './events.ts'
export { floorDecimal, formatBalance, formatUnits, parseUnits, truncateAddress } from './format.ts'
export { createLatch, type Latch, type LatchOptions, type SendRequest } from './latch.ts'
export type { RouteData, RouterState, Transition, ViewName } from './router.ts'
export type { LatchState, Toast } from './state.ts'
export { memoryStorage, type StorageLike } from './storage.ts'
export { resolveThemeMode } from './theme.ts'
export type * from './types.ts'
export * from './validators.ts'
export { connectMethodOrder, isConnectorShown, isRecentConnector, orderWalletGroups, WALLET_GROUP_ORDER } from './walletGroups.ts'
