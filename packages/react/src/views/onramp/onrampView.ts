// What the onramp views share: their route data, the asset choices of the options, and an amount problem's text.
import type { OnrampOptions, OnrampPurchase, OnrampQuoteRequest } from '@latch/core'
import type { OnrampAmountProblem } from '@latch/core/internal'
import type { Translator } from '../../i18n/translator.ts'

export interface OnrampRouteData {
  /** from Pay: the asset to buy and how much is missing (whole units) */
  preset?: { symbol: string; network: string; short: string }
  /** the view to return to once the funds arrived */
  returnTo?: 'Pay'
  request?: OnrampQuoteRequest
  options?: OnrampOptions
  purchase?: OnrampPurchase
}

export interface AssetChoice {
  symbol: string
  network: string
  networkName: string
}

/** each purchase currency on each of its networks */
export const assetChoices = (options: OnrampOptions): AssetChoice[] =>
  options.purchaseCurrencies.flatMap((currency) =>
    currency.networks.map((network) => ({
      symbol: currency.symbol,
      network: network.name,
      networkName: network.display_name,
    })),
  )

export const problemText = (tr: Translator, problem: OnrampAmountProblem) =>
  problem.kind === 'invalid'
    ? tr.t('onramp.invalidAmount')
    : tr.t('onramp.outOfRange', { min: problem.min, max: problem.max, currency: problem.currency })
