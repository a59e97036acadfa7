// OnRampProviders: each configured provider's quote, fee included; choosing one opens its checkout in a
// named pop-up (opened inside the click) and moves on to BuyInProgress.
import { displayAmount, type OnrampQuote } from '@latch/core'
import { useEffect, useState } from '../../reactBindings.ts'
import { useLatchInstance } from '../../context.ts'
import { useTranslator } from '../../i18n/localeChunks.ts'
import { useLatchSelector } from '../../useLatchSelector.ts'
import type { OnrampRouteData } from './onrampView.ts'

export default function OnRampProviders() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const data = useLatchSelector((state) => ({ data: state.router.data as OnrampRouteData })).data
  const [quotes, setQuotes] = useState<OnrampQuote[]>()
  const [error, setError] = useState<string>()
  const [opening, setOpening] = useState<string>()

  useEffect(() => {
    let live = true
    if (!data.request) return
    latch.getOnrampQuotes(data.request, data.options).then(
      (loaded) => live && setQuotes(loaded),
      (cause: unknown) => live && setError(tr.error(cause)),
    )
    return () => {
      live = false
    }
  }, [latch, data.request])

  const choose = (quote: OnrampQuote) => {
    setError(undefined)
    setOpening(quote.provider)
    // synchronous from the click: the pop-up opens before anything is awaited
    latch.openOnrampCheckout(quote).then(
      (purchase) => latch.navigate('BuyInProgress', { ...data, purchase }),
      (cause: unknown) => {
        setOpening(undefined)
        setError(tr.error(cause))
      },
    )
  }

  return (
    <div className="stack">
      {!quotes && !error && (
        <p className="muted center" role="status">
          {t('loading')}
        </p>
      )}
      {quotes && (
        <ul className="list" aria-label={t('title.OnRampProviders')}>
          {quotes.map((quote) => (
            <li key={quote.provider} className="stack quote" style={{ gap: 4, padding: '8px 0' }}>
              <span className="small">
                {t('onramp.youGet', {
                  amount: tr.amount(displayAmount(quote.purchaseAmount)),
                  symbol: quote.purchaseCurrency,
                })}
              </span>
              <span className="small muted">
                {t('onramp.fee', {
                  fee: quote.fee,
                  currency: quote.paymentCurrency,
                  percent: String(quote.feePercent),
                })}
              </span>
              <span className="small muted">
                {t('onramp.total', { total: quote.paymentTotal, currency: quote.paymentCurrency })}
              </span>
              <button
                type="button"
                className="primary"
                disabled={opening !== undefined}
                aria-busy={opening === quote.provider || undefined}
                onClick={() => choose(quote)}
              >
                {t('onramp.buyWith', { provider: quote.providerName })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
