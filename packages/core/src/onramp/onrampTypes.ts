// The onramp's shapes as the cloud serves them (SPEC; apps/cloud/src/onramp).

/** How a buyer pays an onramp provider. */
export type OnrampPaymentMethod = 'card' | 'bankAccount'

/** */
export interface OnrampPaymentMethodLimit {
  id: OnrampPaymentMethod
  min: string
  max: string
}

/** */
export interface OnrampPaymentCurrency {
  id: string
  payment_method_limits: OnrampPaymentMethodLimit[]
}

/** A network the onramp providers deliver to. */
export interface OnrampNetwork {
  /** CAIP-2 */
  name: string
  display_name: string
  chain_id: string
  contract_address: string | null
  decimals?: number
  /** CAIP-19 */
  asset?: string
}

/** */
export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

/** What can be bought, with which currencies, through which providers. */
export interface OnrampOptions {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
  providers: { id: string; name: string }[]
  /** true when the cloud did not answer and SPEC's default list stands in */
  fallback?: boolean
}

/** what a quote asks for; amount is what the buyer pays, fee included */
export interface OnrampQuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  /** CAIP-2 */
  network: string
  paymentMethod: OnrampPaymentMethod
}

/** One provider's price for a purchase: the amounts, the fee and the payment method. */
export interface OnrampQuote {
  provider: string
  providerName: string
  paymentMethod: OnrampPaymentMethod
  paymentCurrency: string
  paymentTotal: string
  paymentSubtotal: string
  /** the provider's fee, included in paymentTotal */
  fee: string
  feePercent: number
  purchaseCurrency: string
  network: string
  /** CAIP-19 */
  asset: string
  purchaseAmount: string
  purchaseAmountBase: string
}

/** a checkout opened: what the modal watches arrive */
export interface OnrampPurchase {
  purchaseId: string
  quote: OnrampQuote
  /** the buyer's address */
  address: string
  /** the asset's balance before the checkout opened, smallest unit, as a decimal string */
  balanceBefore: string
}
