// The schemas the onramp routes parse with (and /openapi.json describes).
import { z } from 'zod'
import { PAYMENT_METHODS } from './provider.ts'

const currencyId = z.string().regex(/^[A-Za-z0-9.-]{1,16}$/, 'a currency id such as ETH or USD')
const fiatAmount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 100 or 100.50')
const network = z.string().regex(/^[a-z0-9-]{3,8}:[A-Za-z0-9_-]{1,32}$/, 'a CAIP-2 network id such as eip155:1')

/** SPEC: purchaseCurrency, paymentCurrency, amount (fee included), network; plus the payment method */
export const onrampQuoteBody = z.object({
  purchaseCurrency: currencyId,
  paymentCurrency: currencyId,
  amount: fiatAmount,
  network,
  paymentMethod: z.enum(PAYMENT_METHODS).default('card'),
  /** one provider's quote only */
  provider: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/)
    .optional(),
})

/** SPEC: the quote's fields, the chosen provider and where the asset goes */
export const onrampUrlBody = onrampQuoteBody.extend({
  provider: z.string().regex(/^[a-z0-9-]{1,32}$/),
  /** the buyer's address on `network` */
  address: z.string().min(1).max(128),
})

export const purchaseParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) })
export const providerParams = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) })

export const ONRAMP_TEXTS = {
  unknownAsset: 'No provider sells this currency on this network',
  unknownProvider: 'Unknown onramp provider',
  badAddress: 'Invalid address for this network',
  notFound: 'Purchase not found',
  badCallback: 'Callback signature invalid',
  notDelivered: 'The payment is not on chain',
  outOfRange: (method: string, min: string, max: string, currency: string) =>
    `Amount out of range: ${method === 'card' ? 'card' : 'bank account'} payments take ${min} to ${max} ${currency}`,
} as const
