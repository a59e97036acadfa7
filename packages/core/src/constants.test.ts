// Pins every business constant of SPEC §9 (and the §2 theme/width values kept beside them).
import { describe, expect, it } from 'vitest'
import * as constants from './constants.ts'

describe('SPEC §9 constants', () => {
  it('R-9.1 R-9.2 R-4.12 R-4.13 pairing lasts 4 min and counts as expired under 10 s left', () => {
    expect(constants.PAIRING_LIFETIME_MS).toBe(4 * 60_000)
    expect(constants.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  })

  it('R-9.3 R-9.4 R-9.5 balance retry 30 s, email cooldown 30 s, email shortening above 30 chars', () => {
    expect(constants.BALANCE_RETRY_MS).toBe(30_000)
    expect(constants.EMAIL_COOLDOWN_MS).toBe(30_000)
    expect(constants.EMAIL_DISPLAY_MAX_LENGTH).toBe(30)
  })

  it('R-9.6 R-9.7 R-9.8 R-9.9 R-9.10 R-9.11 R-9.12 R-9.13 R-9.14 R-9.15 UI and frame timings', () => {
    expect(constants.SNACKBAR_SWAP_DELAY_MS).toBe(150)
    expect(constants.MODAL_SHAKE_MS).toBe(500)
    expect(constants.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    expect(constants.SEARCH_DELAY_MS).toBe(300)
    expect(constants.HEADER_TEXT_ANIMATION_MS).toBe(120)
    expect(constants.MODAL_HEIGHT_ANIMATION_MS).toBe(150)
    expect(constants.VIEW_TRANSITION_MS).toBe(150)
    expect(constants.NOT_ALLOWED_MESSAGE_DELAY_MS).toBe(300)
    expect(constants.FRAME_POST_READY_DELAY_MS).toBe(500)
    expect(constants.DISCONNECT_WAIT_MS).toBe(3_000)
  })

  it('R-9.16 R-9.18 frame load timeout 20 s, frame request timeout 120 s', () => {
    expect(constants.FRAME_LOAD_TIMEOUT_MS).toBe(20_000)
    expect(constants.FRAME_REQUEST_TIMEOUT_MS).toBe(120_000)
  })

  it('R-9.19 R-9.20 R-9.21 R-9.22 R-9.23 wallet paging, search, recommended, prefetch, recent', () => {
    expect(constants.WALLETS_PAGE_SIZE).toBe(40)
    expect(constants.WALLETS_SEARCH_SIZE).toBe(100)
    expect(constants.RECOMMENDED_WALLETS_COUNT).toBe(4)
    expect(constants.PREFETCHED_WALLET_IMAGES).toBe(20)
    expect(constants.RECENT_WALLETS_MAX).toBe(2)
  })

  it('R-9.24 R-9.25 R-9.26 R-9.27 R-9.28 R-9.29 cache lifetimes', () => {
    expect(constants.CACHE_LIFETIME_MS).toEqual({
      portfolio: 30_000,
      nativeBalance: 30_000,
      ens: 5 * 60_000,
      identity: 5 * 60_000,
      transactions: 15_000,
      tokenPrice: 15_000,
    })
  })

  it('R-9.30 R-9.31 R-9.32 R-9.33 swap slippage and on-ramp limits and fee', () => {
    expect(constants.SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect(constants.ONRAMP_DEFAULT_LIMITS).toEqual({
      card: { min: 10, max: 7500 },
      bankAccount: { min: 10, max: 25000 },
    })
    expect(constants.ONRAMP_PROVIDER_FEE_PERCENT).toEqual({ min: 1, max: 2 })
  })

  it('R-9.34 R-9.35 R-9.36 R-9.37 R-9.38 R-9.39 display rules', () => {
    expect(constants.BALANCE_DECIMALS).toBe(3)
    expect(constants.AMOUNT_DECIMALS).toBe(3)
    expect(constants.PLUS_SIGN_OPERATIONS).toEqual(['receive', 'deposit', 'borrow', 'claim'])
    expect(constants.MINUS_SIGN_OPERATIONS).toEqual(['withdraw', 'repay', 'burn'])
    expect(constants.ADDRESS_HEAD_CHARS).toBe(4)
    expect(constants.ADDRESS_TAIL_CHARS).toBe(6)
    expect(constants.PENDING_TRANSACTIONS_LIMIT).toBe(99)
  })

  it('R-9.44 R-9.46 error reports 5 per 60 s, default log level error', () => {
    expect(constants.ERROR_REPORTS_PER_WINDOW).toBe(5)
    expect(constants.ERROR_REPORT_WINDOW_MS).toBe(60_000)
    expect(constants.DEFAULT_LOG_LEVEL).toBe('error')
  })

  it('R-9.47 R-9.48 R-9.49 R-9.52 R-9.53 R-9.54 R-9.55 R-9.56 R-9.57 R-9.58 R-9.59 R-9.60 R-9.61 R-9.62 R-9.63 R-7.47 RPC transport', () => {
    expect(constants.RPC).toEqual({
      timeoutMs: 10_000,
      retryCount: 3,
      retryDelayMs: 150,
      retryOnCodes: [-1, -32005, -32603],
      retryOnHttpStatus: [403, 408, 413, 429, 500, 502, 503, 504],
      dedupeCacheSize: 8192,
      fallbackPollingMs: 4_000,
      ranking: { sampleCount: 10, timeoutMs: 1_000, stabilityWeight: 0.7, latencyWeight: 0.3 },
      batchSize: 1000,
      batchWaitMs: 0,
    })
  })

  it('R-9.64 R-9.65 R-2.37 default chain eip155:1 and a 360px wide modal', () => {
    expect(constants.DEFAULT_CHAIN).toBe('eip155:1')
    expect(constants.MODAL_WIDTH_PX).toBe(360)
  })

  it('R-2.39 the embedded wallet frame is #w3m-iframe', () => {
    expect(constants.EMBEDDED_FRAME_ID).toBe('w3m-iframe')
  })

  it('R-9.66 Solana preflight commitments', () => {
    expect(constants.SOLANA_PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
  })

  it('R-9.67 pairing-protocol RPC chain ids', () => {
    expect(constants.PAIRING_RPC_CHAIN_IDS).toEqual([
      1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 100,
      8453, 84531, 7777777, 999, 324, 280,
    ])
  })

  it('R-9.71 R-9.72 R-6.24 R-3.69 R-5.4 social providers and default socials', () => {
    expect(constants.SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(constants.DEFAULT_SOCIALS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('R-9.70 the unsupported network has a fixed name', () => {
    expect(constants.UNSUPPORTED_NETWORK_NAME).toBe('Unsupported Network')
  })

  it('R-2.34 R-2.35 R-2.36 theme variable defaults: font size 10px, radius 4px, z-index 999', () => {
    expect(constants.THEME_DEFAULTS).toEqual({
      '--latch-font-size-master': '10px',
      '--latch-border-radius-master': '4px',
      '--latch-z-index': 999,
    })
  })

  it('R-6.18 R-6.19 R-6.20 R-6.21 R-6.22 default features', () => {
    expect(constants.DEFAULT_FEATURES).toEqual({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      featuresOrder: ['onramp', 'swaps', 'receive', 'send'],
    })
  })

  it('pins every exported constant (a new constant needs its SPEC value pinned here)', () => {
    expect(Object.keys(constants).sort()).toEqual(PINNED.sort())
  })
})

const PINNED = [
  'PAIRING_LIFETIME_MS',
  'PAIRING_EXPIRY_MARGIN_MS',
  'BALANCE_RETRY_MS',
  'EMAIL_COOLDOWN_MS',
  'EMAIL_DISPLAY_MAX_LENGTH',
  'SNACKBAR_SWAP_DELAY_MS',
  'MODAL_SHAKE_MS',
  'IMAGE_PRELOAD_TIMEOUT_MS',
  'SEARCH_DELAY_MS',
  'HEADER_TEXT_ANIMATION_MS',
  'MODAL_HEIGHT_ANIMATION_MS',
  'VIEW_TRANSITION_MS',
  'NOT_ALLOWED_MESSAGE_DELAY_MS',
  'FRAME_POST_READY_DELAY_MS',
  'DISCONNECT_WAIT_MS',
  'FRAME_LOAD_TIMEOUT_MS',
  'FRAME_REQUEST_TIMEOUT_MS',
  'WALLETS_PAGE_SIZE',
  'WALLETS_SEARCH_SIZE',
  'RECOMMENDED_WALLETS_COUNT',
  'PREFETCHED_WALLET_IMAGES',
  'RECENT_WALLETS_MAX',
  'LEDGER_LIVE_WALLET_ID',
  'CACHE_LIFETIME_MS',
  'SWAP_SLIPPAGE_TOLERANCE',
  'ONRAMP_DEFAULT_LIMITS',
  'ONRAMP_PROVIDER_FEE_PERCENT',
  'BALANCE_DECIMALS',
  'AMOUNT_DECIMALS',
  'PLUS_SIGN_OPERATIONS',
  'MINUS_SIGN_OPERATIONS',
  'ADDRESS_HEAD_CHARS',
  'ADDRESS_TAIL_CHARS',
  'PENDING_TRANSACTIONS_LIMIT',
  'ERROR_REPORTS_PER_WINDOW',
  'ERROR_REPORT_WINDOW_MS',
  'DEFAULT_LOG_LEVEL',
  'RPC',
  'DEFAULT_CHAIN',
  'MODAL_WIDTH_PX',
  'EMBEDDED_FRAME_ID',
  'SOLANA_PREFLIGHT_COMMITMENTS',
  'PAIRING_RPC_CHAIN_IDS',
  'SOCIAL_PROVIDERS',
  'DEFAULT_SOCIALS',
  'UNSUPPORTED_NETWORK_NAME',
  'THEME_DEFAULTS',
  'DEFAULT_FEATURES',
]
