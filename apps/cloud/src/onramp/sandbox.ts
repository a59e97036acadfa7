// The SANDBOX onramp provider: a STAND-IN for a real one (no card network is reachable here). It quotes with its
// configured fee and fixed exchange rates, sends the buyer to a local checkout page (tooling/devnet/src/onramp-standin.ts)
// that takes a test card and pays devnet funds, and reports each completed purchase with a signed callback.
import { constants } from '@latch/core'
import type { OnrampProviderConfig } from '../config.ts'
import { formatFiat, splitPayment } from './money.ts'
import type { OnrampProvider, OnrampPurchase, PaymentCurrency } from './provider.ts'
import { CALLBACK_SIGNATURE_HEADER, signatureMatches, signedUrl } from './signing.ts'
import { z } from 'zod'

/** USD per unit of each fiat currency the sandbox takes: fixed stand-in rates, not a market's */
export const SANDBOX_FIAT_RATES: Record<string, number> = { USD: 1, EUR: 1.08, GBP: 1.27 }

const limit = (id: 'card' | 'bankAccount') => ({
  id,
  min: String(constants.ONRAMP_DEFAULT_LIMITS[id].min),
  max: String(constants.ONRAMP_DEFAULT_LIMITS[id].max),
})

/** what the checkout posts back when it has paid */
export const sandboxCallbackSchema = z.object({
  purchaseId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/),
  status: z.literal('completed'),
  transactionHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
})

export function sandboxProvider(config: OnrampProviderConfig): OnrampProvider {
  const currencies: PaymentCurrency[] = Object.keys(SANDBOX_FIAT_RATES).map((id) => ({
    id,
    payment_method_limits: [limit('card'), limit('bankAccount')],
  }))
  return {
    id: config.id,
    name: config.name,
    paymentCurrencies: () => currencies,
    // devnet funds only: a sandbox never delivers on a real network
    sells: (asset) => asset.testnet && asset.priceUsd > 0,
    quote({ asset, paymentCurrency, paymentMethod, amountCents }) {
      const rate = SANDBOX_FIAT_RATES[paymentCurrency]
      if (rate === undefined) return undefined
      const split = splitPayment(amountCents, config.feePercent, rate, asset.priceUsd, asset.decimals)
      return {
        provider: config.id,
        providerName: config.name,
        paymentMethod,
        paymentCurrency,
        paymentTotal: formatFiat(amountCents),
        paymentSubtotal: formatFiat(split.subtotalCents),
        fee: formatFiat(split.feeCents),
        feePercent: config.feePercent,
        purchaseCurrency: asset.symbol,
        network: asset.network,
        asset: asset.asset,
        purchaseAmount: split.purchaseAmount,
        purchaseAmountBase: split.purchaseBase.toString(),
      }
    },
    buildUrl(purchase: OnrampPurchase) {
      const { quote } = purchase
      return signedUrl(
        config.checkoutUrl,
        {
          provider: config.id,
          purchaseId: purchase.id,
          address: purchase.address,
          asset: quote.asset,
          symbol: quote.purchaseCurrency,
          amount: quote.purchaseAmountBase,
          purchaseAmount: quote.purchaseAmount,
          paymentTotal: quote.paymentTotal,
          paymentCurrency: quote.paymentCurrency,
          paymentMethod: quote.paymentMethod,
          fee: quote.fee,
          expires: String(purchase.expires),
        },
        config.secret,
      )
    },
    completion(body, headers) {
      if (!signatureMatches(config.secret, body, headers.get(CALLBACK_SIGNATURE_HEADER))) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        return undefined
      }
      const notice = sandboxCallbackSchema.safeParse(parsed)
      return notice.success
        ? { purchaseId: notice.data.purchaseId, transactionHash: notice.data.transactionHash }
        : undefined
    },
  }
}
