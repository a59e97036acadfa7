// SPEC R-8.48: when the options call fails, a default list stands in: the configured networks' native currencies,
// payable in USD with SPEC's default limits (R-9.31 card 10–7500, R-9.32 bank account 10–25000).
import { ONRAMP_DEFAULT_LIMITS } from '../constants.ts'
import type { Network } from '../types.ts'
import type { OnrampOptions, OnrampPaymentMethod, OnrampPaymentMethodLimit } from './onrampTypes.ts'

// toFixed, not String(): this runs as the module loads, and String() goes through V8's small number-to-string cache,
// whose first collision grows it to 64 KiB for the page's life (the same as errors/provider.ts avoids)
const whole = (amount: number) => amount.toFixed(0)

/** The currencies and payment-method limits the Buy view offers when the cloud's list cannot be read. */
export const DEFAULT_ONRAMP_PAYMENT_CURRENCIES = [
  {
    id: 'USD',
    payment_method_limits: (['card', 'bankAccount'] as const).map(
      (id): OnrampPaymentMethodLimit => ({
        id,
        min: whole(ONRAMP_DEFAULT_LIMITS[id].min),
        max: whole(ONRAMP_DEFAULT_LIMITS[id].max),
      }),
    ),
  },
]

export function defaultOnrampOptions(networks: readonly Network[]): OnrampOptions {
  const bySymbol = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
  for (const network of networks) {
    const { symbol, name, decimals } = network.nativeCurrency
    let currency = bySymbol.get(symbol)
    if (!currency) bySymbol.set(symbol, (currency = { id: symbol, name, symbol, networks: [] }))
    currency.networks.push({
      name: network.caipNetworkId,
      display_name: network.name,
      chain_id: String(network.id),
      contract_address: null,
      decimals,
      asset: `${network.caipNetworkId}/slip44:${network.chainNamespace === 'solana' ? 501 : 60}`,
    })
  }
  return {
    purchaseCurrencies: [...bySymbol.values()],
    paymentCurrencies: DEFAULT_ONRAMP_PAYMENT_CURRENCIES,
    providers: [],
    fallback: true,
  }
}

/** hundredths of a fiat amount ('100', '100.5'); undefined for anything else */
export function fiatCents(value: string): bigint | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.trim())
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : undefined
}

export type OnrampAmountProblem =
  | { kind: 'invalid' }
  | { kind: 'outOfRange'; min: string; max: string; currency: string; method: OnrampPaymentMethod }

/** the amount's problem against the currency's method limits, else undefined */
export function onrampAmountProblem(
  options: OnrampOptions,
  request: { amount: string; paymentCurrency: string; paymentMethod: OnrampPaymentMethod },
): OnrampAmountProblem | undefined {
  const cents = fiatCents(request.amount)
  if (cents === undefined || cents === 0n) return { kind: 'invalid' }
  const limit = options.paymentCurrencies
    .find((currency) => currency.id === request.paymentCurrency)
    ?.payment_method_limits.find((method) => method.id === request.paymentMethod)
  if (!limit) return undefined
  const min = fiatCents(limit.min)
  const max = fiatCents(limit.max)
  if ((min !== undefined && cents < min) || (max !== undefined && cents > max)) {
    return {
      kind: 'outOfRange',
      min: limit.min,
      max: limit.max,
      currency: request.paymentCurrency,
      method: request.paymentMethod,
    }
  }
  return undefined
}

export const ONRAMP_TEXTS = {
  invalidAmount: 'Enter an amount',
  outOfRange: (min: string, max: string, currency: string) => `Enter an amount between ${min} and ${max} ${currency}`,
  noQuotes: 'No quotes for this purchase',
  noAccount: 'Connect a wallet to buy',
  popupBlocked: 'The checkout window was blocked: allow pop-ups and try again',
} as const

/** the English text of each onramp code, given to the errors when the onramp's chunk loads */
export const ONRAMP_ERROR_TEXTS = {
  OnrampInvalidAmount: ONRAMP_TEXTS.invalidAmount,
  OnrampOutOfRange: ({ min, max, currency }: { min: string; max: string; currency: string }) =>
    ONRAMP_TEXTS.outOfRange(min, max, currency),
  OnrampNoAccount: ONRAMP_TEXTS.noAccount,
  OnrampNoQuotes: ONRAMP_TEXTS.noQuotes,
  OnrampPopupBlocked: ONRAMP_TEXTS.popupBlocked,
} as const

/** the English text of an amount's problem (the modal shows it in the visitor's language) */
export const onrampProblemText = (problem: OnrampAmountProblem) =>
  problem.kind === 'invalid'
    ? ONRAMP_TEXTS.invalidAmount
    : ONRAMP_TEXTS.outOfRange(problem.min, problem.max, problem.currency)
