// The persisted values of SPEC §3 that only the features read and write: a module of their own, so the first chunk
// carries none of their keys.

export const FEATURE_STORAGE_KEYS = {
  preferredAccountTypes: '@latch/preferred_account_types',
  activeNamespace: '@latch/active_namespace',
  connectedConnectorIds: '@latch/connected_connector_ids',
  /** sign-in sessions by CAIP-10 account (siwx/createSiwx.ts) */
  siwxSessions: '@latch/siwx_sessions',
  connections: '@latch/connections',
  telegramSocialProvider: '@latch/telegram_social_provider',
  emailLoginUsed: '@latch/email_login_used',
  lastEmailLoginTime: '@latch/last_email_login_time',
  lastUsedChain: '@latch/last_used_chain',
  smartAccountEnabledNetworks: '@latch/smart_account_enabled_networks',
  /** the swap's token prices, by the comma-joined address list, for 15 s (swaps/tokenPrices.ts) */
  tokenPriceCache: '@latch/token_price_cache',
} as const

export type FeatureStorageKey = (typeof FEATURE_STORAGE_KEYS)[keyof typeof FEATURE_STORAGE_KEYS]
