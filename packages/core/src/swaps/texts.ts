// The swap's own texts (SPEC gives none for these cases): core throws them, the Swap view translates them (swap.* keys).
import { TEXTS } from '../errors.ts'

export const SWAP_TEXTS = {
  networkUnsupported: TEXTS.swapsNetworkUnsupported,
  invalidAmount: 'Enter an amount above zero',
  insufficientBalance: 'Insufficient balance for this swap',
  sameToken: 'Choose two different tokens',
  slippageOutOfRange: 'Slippage must be above 0 and at most 50%',
  quoteExpired: 'The quote has expired: get a new one',
  estimateOnly: 'This is an estimate, not a quote: it cannot be swapped',
  quoteUnavailable: 'No quote is available for this pair',
  swapFailed: 'The swap failed',
  noPool: 'No pool for this token pair',
} as const

/** and the cloud's bound (apps/cloud/src/convert/input.ts) */
export const MAX_SLIPPAGE = 50

export const slippageValid = (value: number) => Number.isFinite(value) && value > 0 && value <= MAX_SLIPPAGE

/** the address the convert API gives the native coin */
export const NATIVE_SWAP_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** tokens whose symbol or name contains the search, or whose address is it (case-insensitive, trimmed, R-5.25 style) */
export function searchSwapTokens<T extends { symbol: string; name: string; address: string }>(
  tokens: readonly T[],
  search: string,
): T[] {
  const term = search.trim().toLowerCase()
  if (!term) return [...tokens]
  return tokens.filter((token) => {
    const address = token.address.split(':').pop()!.toLowerCase()
    return token.symbol.toLowerCase().includes(term) || token.name.toLowerCase().includes(term) || address === term
  })
}

/** the English text of each swap code, given to the errors when the swap's chunk loads (none of it on first paint) */
export const SWAP_ERROR_TEXTS = {
  SwapInvalidAmount: SWAP_TEXTS.invalidAmount,
  SwapSameToken: SWAP_TEXTS.sameToken,
  SlippageOutOfRange: SWAP_TEXTS.slippageOutOfRange,
  SwapInsufficientBalance: SWAP_TEXTS.insufficientBalance,
  SwapQuoteExpired: SWAP_TEXTS.quoteExpired,
  SwapEstimateOnly: SWAP_TEXTS.estimateOnly,
  SwapQuoteUnavailable: SWAP_TEXTS.quoteUnavailable,
  SwapFailed: SWAP_TEXTS.swapFailed,
  /** the cloud found no pool for the pair */
  SwapNoPool: SWAP_TEXTS.noPool,
  /** any other refusal of the cloud's swap service, in its own words */
  SwapRefused: ({ reason }: { reason: string }) => reason,
} as const
