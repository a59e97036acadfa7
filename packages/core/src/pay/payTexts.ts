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
