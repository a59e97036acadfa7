// @latch/core/internal: what Latch's own packages (@latch/react, the chain adapters, pairing, the frame) and apps
// share. Not covered by semver: any release may change or remove these. A dApp imports from @latch/core.
export { SHARED_PAIRING, SHARED_REQUEST_HAND_OFF } from './adapter.ts'
export { SAFE_ADDRESSES, SAFE_VERSION } from './embedded/safeAddresses.ts'
export { deviceProofMessage } from './embedded/deviceProof.ts'
export {
  type AdapterSession,
  type LazyAdapter,
  lazyAdapter,
  type LazyAdapterParameters,
} from './lazyAdapter.ts'
export { afterPaint } from './instance/loadFeatures.ts'
// SPEC §9's constants by name: a chunk that reads them so does not build the `constants` namespace object
export {
  DEFAULT_FEATURES,
  DEFAULT_LOG_LEVEL,
  EMBEDDED_FRAME_ID,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_POST_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_SHAKE_MS,
  MODAL_WIDTH_PX,
  PAIRING_RPC_CHAIN_IDS,
  RPC,
  SEARCH_DELAY_MS,
  SNACKBAR_SWAP_DELAY_MS,
  SWAP_SLIPPAGE_TOLERANCE,
  THEME_DEFAULTS,
  VIEW_TRANSITION_MS,
  WALLETS_PAGE_SIZE,
} from './constants.ts'
export { restoreLastConnection } from './restoreLastConnection.ts'
export { createWalletSlot, type SlotSigner } from './walletSlot.ts'
export { type FollowedWallet, followStandardWallets, type WalletReturns } from './standardWalletEvents.ts'
export { walletPageRequest } from './catalogue.ts'
export { FRAME_ALERTS, nameErrorMessage } from './errors.ts'
export { DEVICE_NOT_CONNECTED } from './embedded/device.ts'
export { AUTH_CONNECTOR_ID, type EmailAction } from './embedded/types.ts'
export { resolveThemeMode } from './theme/theme.ts'
export { onAccent } from './theme/onAccent.ts'
export {
  addressRuleOf,
  FRAME_RPC_NAMESPACES,
  isNameCoinTypeChainId,
  isRegisteredName,
  isSignedMessage,
  isSocialLogin,
  isSocialProvider,
  nameCoinType,
  requireAdapter,
  sendFormError,
  walletSearchText,
} from './validators.ts'
export {
  connectMethodOrder,
  isConnectorShown,
  isRecentConnector,
  orderWalletGroups,
  WALLET_GROUP_ORDER,
} from './walletGroups.ts'
export { DEFAULT_ACCOUNT_TYPES, setPreferredAccountType } from './embedded/accountTypes.ts'
export {
  alertForOriginsCheckError,
  alertForProjectId,
  alertForProviderMessage,
  isOriginAllowed,
  originsFetchFailure,
  type OriginsFetchError,
} from './alerts.ts'
export { authDisplayName } from './authName.ts'
export { type Caches, clearAddressCache, createCaches } from './caches.ts'
export {
  addConnectedNamespace,
  getConnectedNamespaces,
  namespacesToDisconnect,
  removeConnectedNamespace,
} from './connection/connectedNamespaces.ts'
export { dedupeAccounts, saveConnection } from './connection/connections.ts'
export {
  connectorForNamespace,
  findConnector,
  mergeMultiChainConnectors,
  spansNamespaces,
} from './connection/multiChain.ts'
export { hasAccountSession } from './connection/accountSession.ts'
export {
  startConnectionStatus,
  startConnectionStatuses,
  statusAfterSessionCheck,
} from './connection/connectionStatus.ts'
export {
  isConnectorMarkedDisconnected,
  markConnectorDisconnected,
  unmarkConnectorDisconnected,
} from './connection/disconnectedConnectors.ts'
export {
  checkLoginSession,
  deleteLoginData,
  emailCooldownSeconds,
  emailLoginSucceeded,
  startEmailLogin,
} from './embedded/emailLogin.ts'
export { createErrorReporter, type ErrorReport, type ErrorReporter } from './errorReports.ts'
export {
  type DeepLinkChoice,
  formatDeepLink,
  isPairingExpired,
  pairingExpiresAt,
  pairingRefreshDelay,
} from './pairing/pairing.ts'
export { loadRemoteFeatures, REMOTE_FEATURE_NAMES, type RemoteFeatureName } from './remoteFeatures.ts'
export { retry, waitAtMost } from './retry.ts'
export { wrapSdkError } from './sdkError.ts'
export { FEATURE_STORAGE_KEYS } from './featureStorageKeys.ts'
export { createSafeStorage, type SafeStorage, STORAGE_KEYS } from './storage.ts'
export { BROWSER_WALLET_NAME, isConnectorExcluded, isGenericBrowserWallet } from './walletGroups.ts'
export { catalogueRdns, type KnownWallet, withoutKnownWallets } from './walletFilters.ts'
export {
  featuredWallets,
  isWalletExcluded,
  mobileFirst,
  recommendedWallets,
  type WalletListContext,
  type WalletListSettings,
} from './walletLists.ts'
export { avatarBackground, avatarGradient, type AvatarGradient } from './avatar.ts'
export { isRtlLocale, matchLocale, resolveLocale } from './locale/locales.ts'
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
export { chainLabelOf } from './siwx/caip122.ts'
export { NAME_RULE_TEXTS, NAME_ZONE } from './names/createNames.ts'
export { nameRuleCode } from './names/rules.ts'
export { ONRAMP_POPUP_NAME } from './onramp/createOnramp.ts'
export {
  defaultOnrampOptions,
  fiatCents,
  ONRAMP_TEXTS,
  onrampAmountProblem,
  onrampProblemText,
  type OnrampAmountProblem,
} from './onramp/onrampDefaults.ts'
export { parseAssetId, type ParsedAsset } from './pay/assetId.ts'
export { checkPayRequest, PAY_TEXTS } from './pay/payRequest.ts'
export { searchSwapTokens, slippageValid, SWAP_TEXTS } from './swaps/texts.ts'
export {
  type ApprovalWarning,
  type BlockList,
  isBlockedOrigin,
  isLookalike,
  recipientWarnings,
} from './approvals/warnings.ts'
export { recentRecipientsOf } from './approvals/recipients.ts'
export { type ConnectorGroupOptions, connectorGroups, isListedWallet } from './headless/connectorGroups.ts'
export { preloadImages } from './headless/preloadImages.ts'
export { appLinkUrl, httpUrl, imageSrc } from './headless/safeUrl.ts'
export { createHeadless } from './headless/createHeadless.ts'
export { walletLinks } from './headless/walletLinks.ts'
export { HAND_OFF_WAIT_MS, handOff, handOffLinks, phoneStore } from './headless/handOff.ts'
export {
  createRequestHandOff,
  type PairingPeer,
  type RequestHandOff,
  requestHandOffLinks,
  requestLink,
} from './pairing/requestHandOff.ts'
export { detectInAppBrowser, type InAppBrowser, openInBrowserLink } from './headless/inAppBrowser.ts'
export { qrMatrix } from './headless/qrMatrix.ts'
