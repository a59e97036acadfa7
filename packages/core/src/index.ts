export type { Adapter, AdapterContext, AdapterEmit, AdapterEvents, Balance, ConnectResult, SendParameters } from './adapter.ts'
export { caipNetworkIdOf, defineNetwork, parseCaipAddress, parseChainId, toCaipAddress } from './caip.ts'
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
export {
  AUTH_CONNECTOR_ID,
  DEVICE_NOT_CONNECTED,
  type EmailAction,
  type Eip1193Like,
  type EmbeddedFrame,
  type EmbeddedHooks,
  type EmbeddedLoadOptions,
  type EmbeddedRect,
  type EmbeddedState,
  type EmbeddedWallet,
} from './embedded/types.ts'
export type { RouteData, RouterState, Transition, ViewName } from './router.ts'
export type { LatchState, Toast } from './state.ts'
export { memoryStorage, type StorageLike } from './storage.ts'
export { resolveThemeMode } from './theme.ts'
export type * from './types.ts'
export * from './validators.ts'
export { connectMethodOrder, isConnectorShown, isRecentConnector, orderWalletGroups, WALLET_GROUP_ORDER } from './walletGroups.ts'
export { DEFAULT_ACCOUNT_TYPES, setPreferredAccountType } from './accountTypes.ts'
export { alertForOriginsCheckError, alertForProjectId, alertForProviderMessage, isOriginAllowed, originsFetchFailure, type OriginsFetchError } from './alerts.ts'
export { authDisplayName } from './authName.ts'
export { type Caches, clearAddressCache, createCaches, tokenPriceKey } from './caches.ts'
export { addConnectedNamespace, getConnectedNamespaces, namespacesToDisconnect, removeConnectedNamespace } from './connectedNamespaces.ts'
export { dedupeAccounts, removeConnectionAccount, saveConnection } from './connections.ts'
export { startConnectionStatus, startConnectionStatuses, statusAfterSessionCheck } from './connectionStatus.ts'
export { isConnectorMarkedDisconnected, markConnectorDisconnected, unmarkConnectorDisconnected } from './disconnectedConnectors.ts'
export { checkLoginSession, deleteLoginData, emailCooldownSeconds, emailLoginSucceeded, startEmailLogin } from './emailLogin.ts'
export { createErrorReporter, type ErrorReport, type ErrorReporter } from './errorReports.ts'
export { FRAME_ALERTS, nameErrorMessage } from './errors.ts'
export { type DeepLinkChoice, formatDeepLink, isPairingExpired, pairingExpiresAt, pairingRefreshDelay } from './pairing.ts'
export { loadRemoteFeatures, REMOTE_FEATURE_NAMES, type RemoteFeatureName } from './remoteFeatures.ts'
export { retry, waitAtMost } from './retry.ts'
export { HttpRequestError, SdkError, type SdkErrorCategory, withSdkErrorReport, wrapSdkError } from './sdkError.ts'
export { createSafeStorage, type SafeStorage, STORAGE_KEYS } from './storage.ts'
export { BROWSER_WALLET_NAME, isConnectorExcluded, isGenericBrowserWallet } from './walletGroups.ts'
export { catalogueRdns, type KnownWallet, withoutKnownWallets } from './walletFilters.ts'
export {
  amountSign,
  formatAmount,
  groupTransactions,
  isSpam,
  operationTitle,
  type TransactionGroup,
  transferImage,
  transferText,
} from './cloud/activity.ts'
export { REMOTE_FEATURE_DEFAULTS, type RemoteFeatureValues } from './cloud/featureDefaults.ts'
export { identityApplies } from './cloud/identity.ts'
export { DEFAULT_SDK_TYPE, SDK_VERSION } from './cloud/sdk.ts'
export type { CloudNft, CloudState, CloudTransaction, CloudTransfer, Identity, LoadStatus } from './cloud/types.ts'
