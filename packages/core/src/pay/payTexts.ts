// The payment's own texts (SPEC gives none for these cases): core throws them with their codes, the Pay view
// translates them (pay.* keys).
export const PAY_TEXTS = {
  invalidAsset: 'Invalid CAIP-19 asset',
  assetNotOnNetwork: 'The asset is not on the requested network',
  unknownNetwork: 'The payment network is not configured',
  invalidRecipient: 'Invalid recipient address',
  invalidAmount: 'The amount must be a number greater than zero',
  notConnected: 'Connect a wallet to pay',
  cancelled: 'Payment cancelled',
  insufficient: 'Not enough funds for this payment',
} as const

/** the English text of each payment code, given to the errors when the payment's chunk loads */
export const PAY_ERROR_TEXTS = {
  PaymentCancelled: PAY_TEXTS.cancelled,
  PayUnknownNetwork: PAY_TEXTS.unknownNetwork,
  PayAssetNotOnNetwork: PAY_TEXTS.assetNotOnNetwork,
  PayInvalidAsset: PAY_TEXTS.invalidAsset,
  PayInvalidRecipient: PAY_TEXTS.invalidRecipient,
  PayInvalidAmount: PAY_TEXTS.invalidAmount,
  PayInsufficientFunds: PAY_TEXTS.insufficient,
  PayNotConnected: PAY_TEXTS.notConnected,
} as const
