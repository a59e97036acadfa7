// Send view: token, amount and receiver; checks per SPEC §5, then latch.send, a toast, back to Account. A receiver
// that looks like an earlier one, or one never sent to, is named before any wallet is asked, and Send goes on only
// once the person has ticked that they checked it.
import type { LatchError } from '@latch/core'
import type { ApprovalWarning } from '@latch/core/internal'
import { useEffect, useRef, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { AmountInput, ChoiceField, Field, FormShell } from './FormShell.tsx'
import { recipientCheck } from './recipientCheck.ts'
import { RecipientWarnings } from './RecipientWarnings.tsx'
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
  const [warnings, setWarnings] = useState<ApprovalWarning[]>([])
  const [understood, setUnderstood] = useState(false)
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
    // a balance that looks too low may be an old one: core reads it afresh before it refuses
    const refused = invalid?.code === 'SendInsufficientBalance' ? undefined : invalid
    setError(refused ?? undefined)
    if (refused || !token) return
    setPending(true)
    try {
      if (!understood) {
        const found = await recipientCheck(latch, network.chainNamespace, receiver.trim())
        if (!mounted.current) return
        setWarnings(found)
        // the second, deliberate step: the warning is read and ticked before any wallet is asked
        if (found.length > 0) return setPending(false)
      }
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
    <FormShell onSubmit={() => void submit()} error={error && tr.error(error)} submit={{ label: t('send'), pending }}>
      <ChoiceField
        label={t('token')}
        value={tokenIndex}
        choices={tokens.map((option, index) => ({
          key: option.address ?? 'native',
          value: index,
          label: option.symbol,
        }))}
        onChange={(value) => setTokenIndex(Number(value))}
      />
      <Field label={t('amount')}>
        <AmountInput label={t('amount')} value={amount} onChange={setAmount} />
      </Field>
      <Field label={t('receiverAddress')}>
        <input
          aria-label={t('receiverAddress')}
          className="mono"
          autoComplete="off"
          spellCheck={false}
          placeholder={network.chainNamespace === 'eip155' ? '0x…' : undefined}
          value={receiver}
          onChange={(event) => {
            setReceiver(event.target.value)
            setWarnings([])
            setUnderstood(false)
          }}
        />
      </Field>
      <RecipientWarnings warnings={warnings} understood={understood} onUnderstood={setUnderstood} />
    </FormShell>
  )
}
