// @latch/core: what a dApp uses (createLatch and its options, networks, storage for server rendering, the formatters,
// validators and errors it meets). What Latch's own packages share lives in @latch/core/internal, outside semver.
export type {
  Adapter,
  AdapterContext,
  AdapterEmit,
  AdapterEvents,
  Balance,
  ConnectResult,
  SendParameters,
  SignedSignIn,
} from './adapter.ts'
export { caipNetworkIdOf, parseCaipAddress, parseChainId, toCaipAddress } from './caip.ts'
export { defineNetwork } from './networks/defineNetwork.ts'
export {
  type CatalogueWallet,
  listCatalogue,
  type WalletCatalogue,
  type WalletPage,
  type WalletPageRequest,
} from './catalogue.ts'
/** The business constants of the modal: timings, lifetimes and limits in milliseconds and counts, by name. */
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
} from './errors/families.ts'
export { latchError } from './errors/classes.ts'
export { isLatchErrorCode, type LatchErrorCode, type LatchErrorFamily } from './errors/codes.ts'
export { ERROR_CODES } from './errors/table.ts'
export { fromProviderError, ProviderRpcError, RPC_CODE_ERRORS, toProviderRpcError } from './errors/provider.ts'
export type { LatchEvent, LatchEventListener } from './instance/events.ts'
export {
  displayAmount,
  displayPercent,
  floorDecimal,
  formatBalance,
  formatUnits,
  parseUnits,
  truncateAddress,
} from './format.ts'
export { createLatch } from './latch.ts'
export type { ConnectViewSettings, HeadlessActions, Latch } from './latchApi.ts'
export type { CatalogueQuery, CataloguePage } from './headless/catalogueSearch.ts'
export type { ConnectState, ConnectStatus } from './headless/connectState.ts'
export type { WalletEntry, WalletGroupEntries } from './headless/walletGroups.ts'
export type { EmailLoginState, EmailLoginStep, SocialLoginState, SocialLoginStep } from './headless/loginFlows.ts'
export type { WalletLinks } from './headless/walletLinks.ts'
export type { PairingQr } from './headless/pairingQr.ts'
export type { FarcasterLoginState, FarcasterLoginStep } from './headless/farcasterLogin.ts'
export type { QrMatrix } from './headless/qrMatrix.ts'
export type { LatchOptions } from './instance/options.ts'
export { cookieToInitialState, type LatchInitialState } from './instance/initialState.ts'
export { cookieStorage } from './cookieStorage.ts'
export type { StoredAccount } from './connection/connectedAccounts.ts'
export type { OpenParameters } from './modal/createModal.ts'
export type { FetchBalanceParameters } from './balances/createBalances.ts'
export type { SendRequest } from './transactions/createTransactions.ts'
export type { LiveApproval } from './approvals/live.ts'
export type {
  EmbeddedBridge,
  CreateEmbeddedBridge,
  EmbeddedBridgeDeps,
  Eip1193Like,
  EmbeddedFrame,
  EmbeddedHooks,
  EmbeddedLoadOptions,
  EmbeddedRect,
  EmbeddedRpcRequest,
  EmbeddedState,
  EmbeddedWallet,
  SignInMethod,
  SignInMethodEvent,
  SignInMethods,
} from './embedded/types.ts'
export type { RouteData, RouterState, Transition, ViewName } from './modal/router.ts'
export type { CoreTextName, LatchState, Toast } from './instance/state.ts'
export type { DeepLinkChoice } from './pairing/pairing.ts'
export type { RemoteFeatureName } from './remoteFeatures.ts'
export type { RemoteFeatureValues } from './cloud/featureDefaults.ts'
export { memoryStorage, type StorageLike } from './storage.ts'
export type * from './types.ts'
export type { LinkedWalletChain } from './embedded/linkedWallet.ts'
export {
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  isEmail,
  isEvmAddress,
  isSolanaAddress,
  isThemeMode,
  isTransactionHash,
  type SocialLogin,
  type SocialProvider,
  THEME_MODES,
} from './validators.ts'
export { HttpRequestError, SdkError, type SdkErrorCategory } from './sdkError.ts'
export { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from './locale/locales.ts'
export type { CloudNft, CloudState, CloudTransaction, CloudTransfer, Identity, LoadStatus } from './cloud/types.ts'
export type {
  SIWXBackend,
  SIWXConfig,
  SIWXMessageFields,
  SIWXSession,
  SIWXSignedMessage,
  SIWXState,
  SIWXStatus,
} from './siwx/types.ts'
export { cloudSiwxBackend } from './siwx/cloudBackend.ts'
export { createSiwxMessage, parseSiwxMessage } from './siwx/message.ts'
export { SIWX_NOT_CONFIGURED } from './siwx/withoutSiwx.ts'
export type { NameSuggestion } from './names/createNames.ts'
export type { OnrampActions } from './onramp/createOnramp.ts'
export { DEFAULT_ONRAMP_PAYMENT_CURRENCIES } from './onramp/onrampDefaults.ts'
export type {
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPaymentMethod,
  OnrampPaymentMethodLimit,
  OnrampPurchase,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteRequest,
} from './onramp/onrampTypes.ts'
export type { PayActions, PayBalance } from './pay/createPay.ts'
export type { CheckedPayRequest, PayRequest, PayResult } from './pay/payRequest.ts'
export { MULTI_WALLET_OFF, type ProfileConnection, type ProfileWallets } from './multiWallet/createMultiWallet.ts'
export type { GasPrice, GasTier, SwapActions, SwapQuote, SwapRequest, SwapResult, SwapToken } from './swaps/types.ts'
export { MAX_SLIPPAGE, NATIVE_SWAP_TOKEN } from './swaps/texts.ts'
