// OnRamp (buy with a card, SPEC §1): the asset and network, the fiat currency, the payment method and an amount
// within its limits (R-9.31, R-9.32; out of range: a clear text, no quote asked); the options come from the cloud,
// else SPEC's default list. From Pay, the asset is preset and the shortfall shown.
import type { OnrampOptions, OnrampPaymentMethod } from '@latch/core'
import { onrampAmountProblem } from '@latch/core/internal'
import { useEffect, useState } from '../../reactBindings.ts'
import { useLatchInstance } from '../../context.ts'
import { useTranslator } from '../../i18n/localeChunks.ts'
import { useLatchSelector } from '../../useLatchSelector.ts'
import { AmountInput, ChoiceField, Field, FormShell } from '../FormShell.tsx'
import { type OnrampRouteData, assetChoices, problemText } from './onrampView.ts'

export default function OnRamp() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const { data, activeNetwork } = useLatchSelector((state) => ({
    data: state.router.data as OnrampRouteData,
    activeNetwork: state.activeNetwork.caipNetworkId,
  }))
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
      const wanted = choices.findIndex((entry) =>
        preset ? entry.symbol === preset.symbol && entry.network === preset.network : entry.network === activeNetwork,
      )
      setChoice(Math.max(0, wanted))
      if (!loaded.paymentCurrencies.some((entry) => entry.id === 'USD') && loaded.paymentCurrencies[0])
        setCurrency(loaded.paymentCurrencies[0].id)
    })
    return () => {
      live = false
    }
  }, [latch])

  if (!options)
    return (
      <p className="muted center" role="status">
        {t('loading')}
      </p>
    )
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
      request: {
        purchaseCurrency: selected.symbol,
        paymentCurrency: currency,
        amount: amount.trim(),
        network: selected.network,
        paymentMethod: method,
      },
      options,
    })
  }

  return (
    <FormShell onSubmit={submit} error={error} submit={{ label: t('onramp.seeQuotes') }}>
      {options.fallback && <p className="small muted">{t('onramp.fallback')}</p>}
      {data.preset && (
        <p className="small" role="note">
          {t('onramp.needed', { amount: tr.amount(data.preset.short), symbol: data.preset.symbol })}
        </p>
      )}
      <ChoiceField
        label={t('onramp.asset')}
        value={choice}
        choices={choices.map((entry, index) => ({
          key: `${entry.symbol}-${entry.network}`,
          value: index,
          label: `${entry.symbol} · ${entry.networkName}`,
        }))}
        onChange={(value) => setChoice(Number(value))}
      />
      <ChoiceField
        label={t('onramp.currency')}
        value={currency}
        choices={options.paymentCurrencies.map((entry) => ({ key: entry.id, value: entry.id, label: entry.id }))}
        onChange={setCurrency}
      />
      <ChoiceField
        label={t('onramp.method')}
        value={method}
        choices={limits.map((entry) => ({
          key: entry.id,
          value: entry.id,
          label: entry.id === 'card' ? t('onramp.card') : t('onramp.bankAccount'),
        }))}
        onChange={(value) => setMethod(value as OnrampPaymentMethod)}
      />
      <Field label={`${t('amount')} (${currency})`}>
        <AmountInput
          label={t('amount')}
          describedBy="latch-onramp-limits"
          placeholder="100"
          value={amount}
          onChange={setAmount}
        />
        {limit && (
          <span id="latch-onramp-limits" className="small muted">
            {t('onramp.limits', { min: limit.min, max: limit.max, currency })}
          </span>
        )}
      </Field>
    </FormShell>
  )
}
