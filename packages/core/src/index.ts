export type { Adapter, AdapterContext, AdapterEmit, AdapterEvents, Balance, ConnectResult, SendParameters, SignedSignIn } from './adapter.ts'
export { SHARED_PAIRING } from './adapter.ts'
export { createWalletSlot, type SlotSigner } from './walletSlot.ts'
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
export { findLatchError, hasErrorCode, LatchError, type LatchErrorOptions } from './errors/base.ts'
export {
  CapabilityError,
  ChainNotSupportedError,
  CloudError,
  ConfigurationError,
  ConnectionError,
  EmbeddedWalletError,
  InsufficientFundsError,
  InvalidInputError,
  latchError,
  NameServiceError,
  OnrampError,
  ProviderDisconnectedError,
  RpcError,
  SigningError,
  SwapError,
  TimeoutError,
  UnauthorizedError,
  UnknownError,
  UnsupportedMethodError,
  UserRejectedError,
} from './errors/classes.ts'
export { ERROR_CODES, isLatchErrorCode, type LatchErrorCode, type LatchErrorFamily } from './errors/codes.ts'
export { fromProviderError, ProviderRpcError, RPC_CODE_ERRORS, toProviderRpcError } from './errors/provider.ts'
export type { LatchEvent, LatchEventListener } from './instance/events.ts'
export { floorDecimal, formatBalance, formatUnits, parseUnits, truncateAddress } from './format.ts'
export { createLatch } from './latch.ts'
export type { ConnectViewSettings, Latch } from './latchApi.ts'
export type { LatchOptions } from './instance/options.ts'
export { cookieToInitialState, type LatchInitialState } from './instance/initialState.ts'
export { cookieStorage } from './cookieStorage.ts'
export type { StoredAccount } from './connection/connectedAccounts.ts'
export type { OpenParameters } from './modal/createModal.ts'
export type { FetchBalanceParameters } from './balances/createBalances.ts'
export type { SendRequest } from './transactions/createTransactions.ts'
export {
  AUTH_CONNECTOR_ID,
  DEVICE_NOT_CONNECTED,
  type EmailAction,
  type EmbeddedBridge,
  type EmbeddedBridgeDeps,
  type Eip1193Like,
  type EmbeddedFrame,
  type EmbeddedHooks,
  type EmbeddedLoadOptions,
  type EmbeddedRect,
  type EmbeddedRpcRequest,
  type EmbeddedState,
  type EmbeddedWallet,
} from './embedded/types.ts'
export type { RouteData, RouterState, Transition, ViewName } from './modal/router.ts'
export type { LatchState, Toast } from './instance/state.ts'
export { memoryStorage, type StorageLike } from './storage.ts'
export { resolveThemeMode } from './theme/theme.ts'
export type * from './types.ts'
export * from './validators.ts'
export { connectMethodOrder, isConnectorShown, isRecentConnector, orderWalletGroups, WALLET_GROUP_ORDER } from './walletGroups.ts'
export { DEFAULT_ACCOUNT_TYPES, setPreferredAccountType } from './embedded/accountTypes.ts'
export { alertForOriginsCheckError, alertForProjectId, alertForProviderMessage, isOriginAllowed, originsFetchFailure, type OriginsFetchError } from './alerts.ts'
export { authDisplayName } from './authName.ts'
export { type Caches, clearAddressCache, createCaches } from './caches.ts'
export { addConnectedNamespace, getConnectedNamespaces, namespacesToDisconnect, removeConnectedNamespace } from './connection/connectedNamespaces.ts'
export { dedupeAccounts, saveConnection } from './connection/connections.ts'
export { connectorForNamespace, findConnector, mergeMultiChainConnectors, spansNamespaces } from './connection/multiChain.ts'
export { startConnectionStatus, startConnectionStatuses, statusAfterSessionCheck } from './connection/connectionStatus.ts'
export { isConnectorMarkedDisconnected, markConnectorDisconnected, unmarkConnectorDisconnected } from './connection/disconnectedConnectors.ts'
export { checkLoginSession, deleteLoginData, emailCooldownSeconds, emailLoginSucceeded, startEmailLogin } from './embedded/emailLogin.ts'
export { createErrorReporter, type ErrorReport, type ErrorReporter } from './errorReports.ts'
export { FRAME_ALERTS, nameErrorMessage } from './errors.ts'
export { type DeepLinkChoice, formatDeepLink, isPairingExpired, pairingExpiresAt, pairingRefreshDelay } from './pairing/pairing.ts'
export { loadRemoteFeatures, REMOTE_FEATURE_NAMES, type RemoteFeatureName } from './remoteFeatures.ts'
export { retry, waitAtMost } from './retry.ts'
export { HttpRequestError, SdkError, type SdkErrorCategory, wrapSdkError } from './sdkError.ts'
export { createSafeStorage, type SafeStorage, STORAGE_KEYS } from './storage.ts'
export { BROWSER_WALLET_NAME, isConnectorExcluded, isGenericBrowserWallet } from './walletGroups.ts'
export { catalogueRdns, type KnownWallet, withoutKnownWallets } from './walletFilters.ts'
export { featuredWallets, isWalletExcluded, mobileFirst, recommendedWallets, type WalletListContext, type WalletListSettings } from './walletLists.ts'
export { avatarBackground, avatarGradient, type AvatarGradient } from './avatar.ts'
export { DEFAULT_LOCALE, isLocale, isRtlLocale, type Locale, LOCALES, matchLocale, resolveLocale } from './locale/locales.ts'
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
export type { SIWXBackend, SIWXConfig, SIWXMessageFields, SIWXSession, SIWXSignedMessage, SIWXState, SIWXStatus } from './siwx/types.ts'
export { cloudSiwxBackend } from './siwx/cloudBackend.ts'
export { createSiwxMessage, parseSiwxMessage } from './siwx/message.ts'
export { chainLabelOf } from './siwx/caip122.ts'
export { SIWX_NOT_CONFIGURED } from './siwx/withoutSiwx.ts'
export { NAME_RULE_TEXTS, NAME_ZONE, type NameSuggestion } from './names/createNames.ts'
export { ONRAMP_POPUP_NAME, type OnrampActions } from './onramp/createOnramp.ts'
export { DEFAULT_ONRAMP_PAYMENT_CURRENCIES, defaultOnrampOptions, fiatCents, ONRAMP_TEXTS, onrampAmountProblem, onrampProblemText, type OnrampAmountProblem } from './onramp/onrampDefaults.ts'
export type { OnrampNetwork, OnrampOptions, OnrampPaymentCurrency, OnrampPaymentMethod, OnrampPaymentMethodLimit, OnrampPurchase, OnrampPurchaseCurrency, OnrampQuote, OnrampQuoteRequest } from './onramp/onrampTypes.ts'
export { parseAssetId, type ParsedAsset } from './pay/assetId.ts'
export type { PayActions, PayBalance } from './pay/createPay.ts'
export { checkPayRequest, PAY_TEXTS, type CheckedPayRequest, type PayRequest, type PayResult } from './pay/payRequest.ts'
export { MULTI_WALLET_OFF, type ProfileConnection, type ProfileWallets } from './multiWallet/createMultiWallet.ts'
export type { GasPrice, GasTier, SwapActions, SwapQuote, SwapRequest, SwapResult, SwapToken } from './swaps/types.ts'
export { MAX_SLIPPAGE, NATIVE_SWAP_TOKEN, searchSwapTokens, slippageValid, SWAP_TEXTS } from './swaps/texts.ts'
