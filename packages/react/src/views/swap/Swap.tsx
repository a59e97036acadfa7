// Swap view (SPEC §2 Swap, openable with swap arguments: fromToken, toToken by symbol or address, amount):
// tokens with balances, amount or the maximum, a live quote with price impact, the pool fee, the network fee tiers
// and the slippage (R-9.30, default 1%); then approve-if-needed and swap (core), pending, success or error.
import { displayAmount, displayPercent, formatUnits, type GasPrice, type GasTier, type SwapToken } from '@latch/core'
import { SWAP_SLIPPAGE_TOLERANCE } from '@latch/core/internal'
import { useEffect, useState } from '../../reactBindings.ts'
import { useLatchInstance } from '../../context.ts'
import { useTranslator } from '../../i18n/localeChunks.ts'
import { useLatchSelector } from '../../useLatchSelector.ts'
import { AmountInput, Field, FormShell } from '../FormShell.tsx'
import { WalletIcon } from '../WalletIcon.tsx'
import { TokenPicker } from './TokenPicker.tsx'
import { useSwapQuote } from './useSwapQuote.ts'

const TIERS: GasTier[] = ['standard', 'fast', 'instant']
type Outcome = { status: 'idle' } | { status: 'pending' } | { status: 'success' } | { status: 'error'; error: unknown }

/** a route argument names a token by symbol or by address (CAIP-10 or bare) */
const matches = (token: SwapToken, wanted: unknown) =>
  typeof wanted === 'string' &&
  (token.symbol.toLowerCase() === wanted.toLowerCase() ||
    token.address.toLowerCase() === wanted.toLowerCase() ||
    token.address.toLowerCase().endsWith(`:${wanted.toLowerCase()}`))

export default function Swap() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const { data, caipNetworkId, address } = useLatchSelector((state) => ({
    data: state.router.data,
    caipNetworkId: state.activeNetwork.caipNetworkId,
    address: state.accounts[state.activeNamespace]?.address,
  }))
  const [tokens, setTokens] = useState<SwapToken[]>()
  const [loadError, setLoadError] = useState<unknown>()
  const [fromAddress, setFromAddress] = useState<string>()
  const [toAddress, setToAddress] = useState<string>()
  const [amount, setAmount] = useState(typeof data.amount === 'string' ? data.amount : '')
  const [picking, setPicking] = useState<'from' | 'to'>()
  const [slippage, setSlippage] = useState(String(SWAP_SLIPPAGE_TOLERANCE))
  const [tier, setTier] = useState<GasTier>('standard')
  const [gas, setGas] = useState<GasPrice | null>()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })
  const [generation, setGeneration] = useState(0)

  // the tokens and balances of this network and account, again after each swap
  useEffect(() => {
    let current = true
    latch.swapTokens().then(
      (list) => {
        if (!current) return
        setLoadError(undefined)
        setTokens(list)
        setFromAddress((chosen) => chosen ?? (list.find((token) => matches(token, data.fromToken)) ?? list[0])?.address)
        setToAddress(
          (chosen) =>
            chosen ??
            (list.find((token) => matches(token, data.toToken)) ?? list.find((token) => token !== list[0]))?.address,
        )
      },
      (error: unknown) => current && setLoadError(error ?? new Error()),
    )
    void latch.swapGasPrice().then((price) => current && setGas(price))
    return () => {
      current = false
    }
  }, [latch, caipNetworkId, address, generation, data.fromToken, data.toToken])

  const from = tokens?.find((token) => token.address === fromAddress)
  const to = tokens?.find((token) => token.address === toAddress)
  const quote = useSwapQuote(latch, from, to, amount, generation)

  if (loadError)
    return (
      <p className="error" role="alert">
        {tr.error(loadError)}
      </p>
    )
  if (!tokens) return <p className="muted">{t('swap.loading')}</p>
  if (picking)
    return (
      <TokenPicker
        tokens={tokens}
        onCancel={() => setPicking(undefined)}
        onPick={(token) => {
          // picking the other side's token swaps the two sides
          if (picking === 'from') {
            if (token.address === toAddress) setToAddress(fromAddress)
            setFromAddress(token.address)
          } else {
            if (token.address === fromAddress) setFromAddress(toAddress)
            setToAddress(token.address)
          }
          setPicking(undefined)
          setOutcome({ status: 'idle' })
        }}
      />
    )

  const ready = quote.status === 'ready' ? quote.quote : undefined
  const submit = async () => {
    if (!ready) return
    const tolerance = Number(slippage)
    setOutcome({ status: 'pending' })
    try {
      await latch.swap({ quote: ready, slippage: tolerance, gasTier: gas ? tier : undefined })
      setOutcome({ status: 'success' })
      setAmount('')
      setGeneration((value) => value + 1)
    } catch (error) {
      setOutcome({ status: 'error', error })
    }
  }
  const shown = (raw: bigint, token: SwapToken) => tr.amount(displayAmount(formatUnits(raw, token.decimals)))
  const failure = outcome.status === 'error' ? outcome : quote.status === 'error' ? quote : undefined
  const pending = outcome.status === 'pending'

  return (
    <FormShell
      className="stack swap"
      onSubmit={() => void submit()}
      error={failure && tr.error(failure.error)}
      status={
        outcome.status === 'success' && (
          <p className="notice" role="status">
            {t('swap.success')}
          </p>
        )
      }
      submit={{ label: pending ? t('swap.pending') : t('swap.submit'), pending, disabled: !ready || ready.estimate }}
    >
      <Field label={t('swap.from')} group>
        <div className="swap-line">
          <AmountInput
            label={t('amount')}
            value={amount}
            onChange={(value) => {
              setAmount(value)
              setOutcome({ status: 'idle' })
            }}
          />
          <button
            type="button"
            className="secondary swap-token"
            aria-label={t('swap.payWith', { symbol: from?.symbol ?? '' })}
            onClick={() => setPicking('from')}
          >
            {from && <WalletIcon name={from.symbol} src={from.iconUrl} />}
            {from?.symbol}
          </button>
        </div>
        {from && (
          <span className="small muted swap-balance">
            <span>{t('swap.balance', { amount: tr.amount(displayAmount(from.quantity.numeric)) })}</span>
            <button type="button" className="secondary" onClick={() => setAmount(from.quantity.numeric)}>
              {t('swap.max')}
            </button>
          </span>
        )}
      </Field>
      <Field label={t('swap.to')} group>
        <div className="swap-line">
          <output className="big" aria-label={t('swap.to')}>
            {ready && to ? shown(BigInt(ready.toAmount), to) : quote.status === 'loading' ? t('swap.quoting') : '—'}
          </output>
          <button
            type="button"
            className="secondary swap-token"
            aria-label={t('swap.receive', { symbol: to?.symbol ?? '' })}
            onClick={() => setPicking('to')}
          >
            {to && <WalletIcon name={to.symbol} src={to.iconUrl} />}
            {to?.symbol}
          </button>
        </div>
      </Field>
      {ready?.estimate && (
        <p className="notice" role="note">
          {t('swap.estimate')}
        </p>
      )}
      {ready && !ready.estimate && (
        <dl className="swap-details small">
          <dt>{t('swap.priceImpact')}</dt>
          <dd>{tr.amount(displayPercent(ready.priceImpact))}%</dd>
          <dt>{t('swap.poolFee')}</dt>
          <dd>{tr.amount(String(ready.feePercent))}%</dd>
        </dl>
      )}
      <fieldset className="swap-tiers">
        <legend className="small muted">{t('swap.networkFee')}</legend>
        {gas
          ? TIERS.map((name) => (
              <label key={name}>
                <input type="radio" name="gas-tier" checked={tier === name} onChange={() => setTier(name)} />
                {t(`swap.gas.${name}`)}{' '}
                {t('swap.gwei', { amount: tr.amount(displayAmount(formatUnits(BigInt(gas[name]), 9))) })}
              </label>
            ))
          : gas === null && <span className="small muted">{t('swap.gasUnavailable')}</span>}
      </fieldset>
      <Field label={t('swap.slippage')}>
        <input
          aria-label={t('swap.slippage')}
          inputMode="decimal"
          autoComplete="off"
          value={slippage}
          onChange={(event) => setSlippage(event.target.value)}
        />
      </Field>
    </FormShell>
  )
}
