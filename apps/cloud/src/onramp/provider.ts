// The one interface every onramp provider implements: what it takes (fiat currencies, payment methods and their
// limits), what it sells, a quote with its fee, a signed checkout URL, and how it tells the cloud a purchase completed.
// Adding a real provider = one more implementation (see apps/cloud/README.md, "Onramp providers").

import type { OnrampPaymentCurrency, OnrampPaymentMethod, OnrampQuote } from '@latch/core'

// the wire shapes are core's, the ones the modal reads (SPEC)
export type { OnrampQuote } from '@latch/core'
export type PaymentCurrency = OnrampPaymentCurrency
export type PaymentMethod = OnrampPaymentMethod
export const PAYMENT_METHODS = ['card', 'bankAccount'] as const satisfies readonly PaymentMethod[]

/** an asset the cloud knows (a configured chain's native currency or token) that a provider may sell */
export interface OnrampAsset {
  symbol: string
  name: string
  /** CAIP-2 */
  network: string
  networkName: string
  chainId: number
  testnet: boolean
  /** CAIP-19: eip155:31337/slip44:60 or eip155:31337/erc20:0x… */
  asset: string
  contractAddress: string | null
  decimals: number
  /** USD per whole unit (config.prices) */
  priceUsd: number
}

export interface OnrampQuoteInput {
  asset: OnrampAsset
  paymentCurrency: string
  paymentMethod: PaymentMethod
  /** what the buyer pays, fee included, in hundredths of the payment currency */
  amountCents: bigint
}

export interface OnrampPurchase {
  id: string
  address: string
  quote: OnrampQuote
  /** ms since 1970: the checkout refuses the URL after this */
  expires: number
}

export interface OnrampCompletion {
  purchaseId: string
  transactionHash: string
}

export interface OnrampProvider {
  id: string
  name: string
  /** the fiat currencies it takes, each with its payment methods' limits */
  paymentCurrencies(): PaymentCurrency[]
  /** whether it delivers this asset (a sandbox delivers only on test networks) */
  sells(asset: OnrampAsset): boolean
  /** its quote, fee included; undefined when it does not take the currency */
  quote(input: OnrampQuoteInput): OnrampQuote | undefined
  /** the checkout page for a stored purchase, signed so the provider can trust its parameters */
  buildUrl(purchase: OnrampPurchase): string
  /** a completion notice the provider sent (its callback), checked; undefined when not the provider's */
  completion(body: string, headers: Headers): OnrampCompletion | undefined
}
