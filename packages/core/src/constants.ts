// Every business constant of SPEC §9, in one place. Those the first paint reads (the theme's defaults, the button's
// address and balance digits, the default features and socials) are in their own small module, so a page's first
// chunk carries only them.
export {
  ADDRESS_HEAD_CHARS,
  ADDRESS_TAIL_CHARS,
  BALANCE_DECIMALS,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  SOCIAL_PROVIDERS,
  THEME_DEFAULTS,
} from './firstPaintConstants.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND

export const PAIRING_LIFETIME_MS = 4 * MINUTE
export const PAIRING_EXPIRY_MARGIN_MS = 10 * SECOND

export const CACHE_LIFETIME_MS = {
  portfolio: 30 * SECOND,
  nativeBalance: 30 * SECOND,
  ens: 5 * MINUTE,
  identity: 5 * MINUTE,
  transactions: 15 * SECOND,
  tokenPrice: 15 * SECOND,
} as const

export const BALANCE_RETRY_MS = 30 * SECOND
export const EMAIL_COOLDOWN_MS = 30 * SECOND
export const EMAIL_DISPLAY_MAX_LENGTH = 30

export const SNACKBAR_SWAP_DELAY_MS = 150
export const MODAL_SHAKE_MS = 500
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND
export const SEARCH_DELAY_MS = 300
export const HEADER_TEXT_ANIMATION_MS = 120
export const MODAL_HEIGHT_ANIMATION_MS = 150
export const VIEW_TRANSITION_MS = 150
export const NOT_ALLOWED_MESSAGE_DELAY_MS = 300
export const FRAME_POST_READY_DELAY_MS = 500
export const DISCONNECT_WAIT_MS = 3 * SECOND
export const FRAME_LOAD_TIMEOUT_MS = 20 * SECOND
export const FRAME_REQUEST_TIMEOUT_MS = 120 * SECOND

export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_SIZE = 100
export const RECOMMENDED_WALLETS_COUNT = 4
export const PREFETCHED_WALLET_IMAGES = 20
export const RECENT_WALLETS_MAX = 2
/** Ledger Live's catalogue id: an app features it (featuredWalletIds) and it pairs over WalletConnect through its
 * `ledgerlive:` deep links, never through the abandoned Ledger Connect Kit */
export const LEDGER_LIVE_WALLET_ID = '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927'

export const SWAP_SLIPPAGE_TOLERANCE = 1
export const ONRAMP_DEFAULT_LIMITS = {
  card: { min: 10, max: 7500 },
  bankAccount: { min: 10, max: 25000 },
} as const
export const ONRAMP_PROVIDER_FEE_PERCENT = { min: 1, max: 2 } as const

export const AMOUNT_DECIMALS = 3
export const PLUS_SIGN_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'] as const
export const MINUS_SIGN_OPERATIONS = ['withdraw', 'repay', 'burn'] as const
export const PENDING_TRANSACTIONS_LIMIT = 99

export const ERROR_REPORTS_PER_WINDOW = 5
export const ERROR_REPORT_WINDOW_MS = 60 * SECOND
export const DEFAULT_LOG_LEVEL = 'error'

export const RPC = {
  timeoutMs: 10 * SECOND,
  retryCount: 3,
  retryDelayMs: 150,
  retryOnCodes: [-1, -32005, -32603] as const,
  retryOnHttpStatus: [403, 408, 413, 429, 500, 502, 503, 504] as const,
  dedupeCacheSize: 8192,
  fallbackPollingMs: 4 * SECOND,
  ranking: { sampleCount: 10, timeoutMs: SECOND, stabilityWeight: 0.7, latencyWeight: 0.3 },
  batchSize: 1000,
  batchWaitMs: 0,
} as const

export const DEFAULT_CHAIN = 'eip155:1'
export const MODAL_WIDTH_PX = 360
/** the embedded wallet's frame, a child of document.body */
export const EMBEDDED_FRAME_ID = 'w3m-iframe'

export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export const PAIRING_RPC_CHAIN_IDS = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 100, 8453,
  84531, 7777777, 999, 324, 280,
] as const

export const UNSUPPORTED_NETWORK_NAME = 'Unsupported Network'
