// OnRamp (buy with a card, SPEC §1): the asset and network, the fiat currency, the payment method and an amount
// within its limits (R-9.31, R-9.32; out of range: a clear text, no quote asked); the options come from the cloud,
// else SPEC's default list. From Pay, the asset is preset and the shortfall shown.
import type { OnrampOptions, OnrampPaymentMethod } from '@latch/core'
import { onrampAmountProblem } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useTranslator } from '../../i18n/localeChunks.ts'
import { useLatchSelector } from '../../useLatchSelector.ts'
import { type OnrampRouteData, assetChoices, problemText } from './onrampView.ts'

export default function OnRamp() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const { data, activeNetwork } = useLatchSelector((state) => ({ data: state.router.data as OnrampRouteData, activeNetwork: state.activeNetwork.caipNetworkId }))
  const [options, setOptions] = useState<OnrampOptions>()
  const [choice, setChoice] = useState(0)
  const [currency, setCurrency] = useState('USD')
  const [method, setMethod] = useState<OnrampPaymentMethod>('card')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string>()

  useEffect(() => {
    let live = true
    void latch.getOnrampOptions().then((loaded) => {
      if (!live) return
      setOptions(loaded)
      const choices = assetChoices(loaded)
      const preset = data.preset
      const wanted = choices.findIndex((entry) => (preset ? entry.symbol === preset.symbol && entry.network === preset.network : entry.network === activeNetwork))
      setChoice(Math.max(0, wanted))
      if (!loaded.paymentCurrencies.some((entry) => entry.id === 'USD') && loaded.paymentCurrencies[0]) setCurrency(loaded.paymentCurrencies[0].id)
    })
    return () => {
      live = false
    }
  }, [latch])

  if (!options) return <p className="muted center" role="status">{t('loading')}</p>
  const choices = assetChoices(options)
  const selected = choices[choice]
  const limits = options.paymentCurrencies.find((entry) => entry.id === currency)?.payment_method_limits ?? []
  const limit = limits.find((entry) => entry.id === method)

  const submit = () => {
    const problem = onrampAmountProblem(options, { amount, paymentCurrency: currency, paymentMethod: method })
    if (problem) return setError(problemText(tr, problem))
    if (!selected) return setError(t('onramp.noQuotes'))
    setError(undefined)
    latch.navigate('OnRampProviders', {
      ...data,
      request: { purchaseCurrency: selected.symbol, paymentCurrency: currency, amount: amount.trim(), network: selected.network, paymentMethod: method },
      options,
    })
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {options.fallback && <p className="small muted">{t('onramp.fallback')}</p>}
      {data.preset && (
        <p className="small" role="note">
          {t('onramp.needed', { amount: tr.amount(data.preset.short), symbol: data.preset.symbol })}
        </p>
      )}
      <label className="field">
        <span className="small muted">{t('onramp.asset')}</span>
        <select aria-label={t('onramp.asset')} value={choice} onChange={(event) => setChoice(Number(event.target.value))}>
          {choices.map((entry, index) => (
            <option key={`${entry.symbol}-${entry.network}`} value={index}>
              {`${entry.symbol} · ${entry.networkName}`}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="small muted">{t('onramp.currency')}</span>
        <select aria-label={t('onramp.currency')} value={currency} onChange={(event) => setCurrency(event.target.value)}>
          {options.paymentCurrencies.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.id}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="small muted">{t('onramp.method')}</span>
        <select aria-label={t('onramp.method')} value={method} onChange={(event) => setMethod(event.target.value as OnrampPaymentMethod)}>
          {limits.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.id === 'card' ? t('onramp.card') : t('onramp.bankAccount')}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="small muted">{`${t('amount')} (${currency})`}</span>
        <input
          aria-label={t('amount')}
          aria-describedby="latch-onramp-limits"
          inputMode="decimal"
          autoComplete="off"
          placeholder="100"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        {limit && (
          <span id="latch-onramp-limits" className="small muted">
            {t('onramp.limits', { min: limit.min, max: limit.max, currency })}
          </span>
        )}
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary">
        {t('onramp.seeQuotes')}
      </button>
    </form>
  )
}
