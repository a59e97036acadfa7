// The public surface of @latch/core, entry by entry, as a user imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/core/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchCore from '@latch/core'
import * as latchCoreEmbedded from '@latch/core/embedded'
import * as latchCoreInternal from '@latch/core/internal'
import * as latchCoreServer from '@latch/core/server'

test('@latch/core exports', () => {
  expect(Object.keys(latchCore).sort()).toMatchInlineSnapshot(`
    [
      "ALERTS",
      "DEFAULT_LOCALE",
      "DEFAULT_ONRAMP_PAYMENT_CURRENCIES",
      "HttpRequestError",
      "LOCALES",
      "MAX_SLIPPAGE",
      "MULTI_WALLET_OFF",
      "NATIVE_SWAP_TOKEN",
      "RPC_ERROR_CODES",
      "SIWX_NOT_CONFIGURED",
      "SdkError",
      "TEXTS",
      "THEME_MODES",
      "caipNetworkIdOf",
      "cloudSiwxBackend",
      "constants",
      "cookieStorage",
      "cookieToInitialState",
      "createLatch",
      "createSiwxMessage",
      "defineNetwork",
      "floorDecimal",
      "formatBalance",
      "formatUnits",
      "isCaipAddress",
      "isCaipNetworkId",
      "isChainNamespace",
      "isEmail",
      "isEvmAddress",
      "isLocale",
      "isSolanaAddress",
      "isThemeMode",
      "isTransactionHash",
      "isUserRejection",
      "listCatalogue",
      "memoryStorage",
      "parseCaipAddress",
      "parseChainId",
      "parseSiwxMessage",
      "parseUnits",
      "toCaipAddress",
      "truncateAddress",
    ]
  `)
})

test('@latch/core/embedded exports', () => {
  expect(Object.keys(latchCoreEmbedded).sort()).toMatchInlineSnapshot(`
    [
      "createEmbeddedBridge",
      "createEmbeddedController",
    ]
  `)
})

test('@latch/core/server exports', () => {
  expect(Object.keys(latchCoreServer).sort()).toMatchInlineSnapshot(`
    [
      "OFFLINE_REASONS",
      "chainLabelOf",
      "createCaip122Text",
      "ed25519SignatureValid",
      "parseCaip122Text",
      "verifyLatchSession",
    ]
  `)
})

// what Latch's own packages share; outside semver, so it may change in any release
test('@latch/core/internal exports', () => {
  expect(Object.keys(latchCoreInternal).sort()).toMatchInlineSnapshot(`
    [
      "AUTH_CONNECTOR_ID",
      "BROWSER_WALLET_NAME",
      "DEFAULT_ACCOUNT_TYPES",
      "DEFAULT_SDK_TYPE",
      "DEVICE_NOT_CONNECTED",
      "FRAME_ALERTS",
      "FRAME_RPC_NAMESPACES",
      "NAME_RULE_TEXTS",
      "NAME_ZONE",
      "ONRAMP_POPUP_NAME",
      "ONRAMP_TEXTS",
      "PAY_TEXTS",
      "REMOTE_FEATURE_DEFAULTS",
      "REMOTE_FEATURE_NAMES",
      "SDK_VERSION",
      "SHARED_PAIRING",
      "STORAGE_KEYS",
      "SWAP_TEXTS",
      "WALLET_GROUP_ORDER",
      "addConnectedNamespace",
      "addressRuleOf",
      "alertForOriginsCheckError",
      "alertForProjectId",
      "alertForProviderMessage",
      "amountSign",
      "authDisplayName",
      "avatarBackground",
      "avatarGradient",
      "catalogueRdns",
      "chainLabelOf",
      "checkLoginSession",
      "checkPayRequest",
      "clearAddressCache",
      "connectMethodOrder",
      "connectorForNamespace",
      "createCaches",
      "createErrorReporter",
      "createSafeStorage",
      "createWalletSlot",
      "dedupeAccounts",
      "defaultOnrampOptions",
      "deleteLoginData",
      "emailCooldownSeconds",
      "emailLoginSucceeded",
      "featuredWallets",
      "fiatCents",
      "findConnector",
      "formatAmount",
      "formatDeepLink",
      "getConnectedNamespaces",
      "groupTransactions",
      "identityApplies",
      "isConnectorExcluded",
      "isConnectorMarkedDisconnected",
      "isConnectorShown",
      "isGenericBrowserWallet",
      "isNameCoinTypeChainId",
      "isOriginAllowed",
      "isPairingExpired",
      "isRecentConnector",
      "isRegisteredName",
      "isRtlLocale",
      "isSignedMessage",
      "isSocialLogin",
      "isSocialProvider",
      "isSpam",
      "isWalletExcluded",
      "loadRemoteFeatures",
      "markConnectorDisconnected",
      "matchLocale",
      "mergeMultiChainConnectors",
      "mobileFirst",
      "nameCoinType",
      "nameErrorMessage",
      "namespacesToDisconnect",
      "onrampAmountProblem",
      "onrampProblemText",
      "operationTitle",
      "orderWalletGroups",
      "originsFetchFailure",
      "pairingExpiresAt",
      "pairingRefreshDelay",
      "parseAssetId",
      "recommendedWallets",
      "removeConnectedNamespace",
      "requireAdapter",
      "resolveLocale",
      "resolveThemeMode",
      "retry",
      "saveConnection",
      "searchSwapTokens",
      "sendFormError",
      "setPreferredAccountType",
      "slippageValid",
      "spansNamespaces",
      "startConnectionStatus",
      "startConnectionStatuses",
      "startEmailLogin",
      "statusAfterSessionCheck",
      "transferImage",
      "transferText",
      "unmarkConnectorDisconnected",
      "waitAtMost",
      "walletPageRequest",
      "walletSearchText",
      "withoutKnownWallets",
      "wrapSdkError",
    ]
  `)
})

test('@latch/core/internal holds nothing the root exports: a name has one home', () => {
  expect(Object.keys(latchCoreInternal).filter((name) => name in latchCore)).toEqual([])
})
