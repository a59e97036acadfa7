// Send view: token, amount and receiver; checks per SPEC §5, then latch.send, a toast, back to Account.
import type { LatchError } from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { sendError, sendFailure, sendTokens } from './sendForm.ts'

export default function Send() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const { network, balance, tokenBalances } = useLatchSelector((state) => ({
    network: state.activeNetwork,
    balance: state.balance,
    tokenBalances: state.tokenBalances,
  }))
  const tokens = sendTokens(network, balance, tokenBalances)
  const [tokenIndex, setTokenIndex] = useState(0)
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [error, setError] = useState<LatchError>()
  const [pending, setPending] = useState(false)
  const token = tokens[tokenIndex]
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const submit = async () => {
    const invalid = sendError({ amount, receiver, token }, network.chainNamespace)
    setError(invalid ?? undefined)
    if (invalid || !token) return
    setPending(true)
    try {
      await latch.send({
        amount: amount.trim(),
        receiver: receiver.trim(),
        token: { address: token.address, symbol: token.symbol, decimals: token.decimals },
      })
      latch.showToast(t('transactionSent'), 'success')
      latch.back()
    } catch (cause) {
      // the embedded wallet's approval view replaced this form: its error would be lost, so it becomes a toast
      if (!mounted.current) return latch.showToast(tr.error(sendFailure(cause)), 'error')
      setError(sendFailure(cause))
      setPending(false)
    }
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label className="field">
        <span className="small muted">{t('token')}</span>
        <select aria-label={t('token')} value={tokenIndex} onChange={(event) => setTokenIndex(Number(event.target.value))}>
          {tokens.map((option, index) => (
            <option key={option.address ?? 'native'} value={index}>
              {option.symbol}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="small muted">{t('amount')}</span>
        <input
          aria-label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="small muted">{t('receiverAddress')}</span>
        <input
          aria-label={t('receiverAddress')}
          className="mono"
          autoComplete="off"
          spellCheck={false}
          placeholder={network.chainNamespace === 'eip155' ? '0x…' : undefined}
          value={receiver}
          onChange={(event) => setReceiver(event.target.value)}
        />
      </label>
      {error && (
        <p className="error" role="alert">
          {tr.error(error)}
        </p>
      )}
      <button type="submit" className="primary" disabled={pending} aria-busy={pending || undefined}>
        {t('send')}
      </button>
    </form>
  )
}
