// The constants of SPEC §9 that a page's first paint reads (constants.ts exports them with the rest).

export const THEME_DEFAULTS = {
  '--latch-font-size-master': '10px',
  '--latch-border-radius-master': '4px',
  '--latch-z-index': 999,
} as const

// the button's account label
export const BALANCE_DECIMALS = 3
export const ADDRESS_HEAD_CHARS = 4
export const ADDRESS_TAIL_CHARS = 6

// the state's default features and socials
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  featuresOrder: ['onramp', 'swaps', 'receive', 'send'],
} as const
