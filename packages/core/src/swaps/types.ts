// Swap types (SPEC §3 swap token, R-3.35 gas price) and the actions the Latch instance gains.

/** a token the swap can trade, with the connected account's balance */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10: `eip155:<chainId>:<address>`; the native coin is 0xeeee…eeee */
  address: string
  decimals: number
  logoUri: string
  iconUrl: string
  quantity: { decimals: string; numeric: string }
  price: number
  value: number
  eip2612: boolean
}

/** wei per gas of each tier, as decimal strings */
export interface GasPrice {
  standard: string
  fast: string
  instant: string
}
/** How fast a swap's transaction should be mined, and so what gas it pays. */
export type GasTier = keyof GasPrice

/** A quoted swap: the two tokens, the amounts, the price impact and the fee. */
export interface SwapQuote {
  from: SwapToken
  to: SwapToken
  /** base units of `from` */
  fromAmount: string
  /** base units of `to` the pools give at this block */
  toAmount: string
  /** percent the pools' depth costs against their mid price */
  priceImpact: number
  /** the pools' fee, percent of the input */
  feePercent: number
  /** ms since the epoch: signing after it is refused */
  expiresAt: number
  /** the cloud's quote failed and this is an estimate from prices; it is shown labelled and cannot be executed */
  estimate: boolean
}

/** A swap to execute: the quote and the slippage allowed. */
export interface SwapRequest {
  quote: SwapQuote
  /** percent; default 1 */
  slippage?: number
  /** the network fee tier the transactions pay per gas (as their gas price); the wallet's own choice without it,
   * and always inside an EIP-5792 batch (its calls carry no gas price) */
  gasTier?: GasTier
}

/** A swap that was sent: its transaction, and whether approve and swap went as one batch. */
export interface SwapResult {
  /** the swap's transaction */
  hash: string
  /** approve and swap went as one EIP-5792 atomic batch */
  batched: boolean
  /** an approval was needed (the allowance was short, R-5.30) */
  approved: boolean
}

/** Swapping tokens on the active network: the tokens, the quote, the approval and the swap itself. */
export interface SwapActions {
  /** the swap tokens of the active network with the account's balances; 'Network not supported for Swaps' elsewhere */
  swapTokens(): Promise<SwapToken[]>
  /** a live quote for `amount` (whole units of `from`); an estimate from prices when the quote service fails */
  swapQuote(parameters: { from: SwapToken; to: SwapToken; amount: string }): Promise<SwapQuote>
  /** gas tiers of the active network; null when they cannot be had */
  swapGasPrice(): Promise<GasPrice | null>
  /** approves when the allowance is short, then swaps (one atomic batch where the wallet can); refreshes balances */
  swap(request: SwapRequest): Promise<SwapResult>
}
